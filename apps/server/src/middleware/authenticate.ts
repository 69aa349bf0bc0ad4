import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { ADMIN_TOKEN_HEADER, isAdminRole } from '@inkcard/shared';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { findSessionUser } from '../services/sessions';

/**
 * The bearer token of a request, from the Authorization header only: tokens are never accepted
 * from a URL, where they would leak into logs and referrers.
 * @param req - the request
 * @returns the token or undefined
 */
export function bearerToken(req: { headers: IncomingHttpHeaders }): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  return match?.[1];
}

/**
 * The admin token of a request, from the admin-token header.
 * @param req - the request
 * @returns the token or undefined
 */
export function adminToken(req: { headers: IncomingHttpHeaders }): string | undefined {
  const value = req.headers[ADMIN_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

/**
 * The signed-in user, or a 401.
 * @param req - the request
 * @returns the user and their token
 */
export async function authenticateUser(req: FastifyRequest): Promise<{ user: UserRow; token: string }> {
  const token = bearerToken(req);
  const user = token ? await findSessionUser(req.server.deps.database.db, token, 'user') : undefined;
  if (!token || !user) throw new AppError('UNAUTHENTICATED');
  return { user, token };
}

/**
 * The signed-in user when a valid user token is sent, else undefined (never a 401).
 * @param req - the request
 * @returns the user or undefined
 */
export async function optionalUser(req: FastifyRequest): Promise<UserRow | undefined> {
  const token = bearerToken(req);
  return token ? findSessionUser(req.server.deps.database.db, token, 'user') : undefined;
}

/**
 * The signed-in administrator from the admin-token header, or a 401; a user token is refused,
 * and a session whose user has since lost the admin role no longer counts.
 * @param req - the request
 * @returns the admin and their token
 */
export async function authenticateAdmin(req: FastifyRequest): Promise<{ user: UserRow; token: string }> {
  const token = adminToken(req);
  const user = token ? await findSessionUser(req.server.deps.database.db, token, 'admin') : undefined;
  if (!token || !user || !isAdminRole(user.role)) throw new AppError('ADMIN_UNAUTHENTICATED');
  return { user, token };
}

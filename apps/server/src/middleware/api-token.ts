import type { FastifyRequest } from 'fastify';
import type { ApiTokenRow, UserRow } from '../db/schema';
import { AppError } from '../errors';
import { findApiTokenUser } from '../services/api-tokens';
import { spendApiCall } from '../services/api-usage';
import { findSessionUser } from '../services/sessions';
import { bearerToken } from './authenticate';

/**
 * The user behind the request's API token (`Authorization: Bearer ink_…`), its call counted
 * against the token's per-minute limit. A browser's sign-in token is refused with 403: the API
 * is opened only by personal tokens, which their owner can see and revoke.
 * @param req - the request
 * @returns the user and the token
 * @throws AppError API_TOKEN_INVALID (401), API_TOKEN_SESSION (403) or API_RATE_LIMITED (429)
 */
export async function authenticateApiToken(req: FastifyRequest): Promise<{ user: UserRow; token: ApiTokenRow }> {
  const deps = req.server.deps;
  const bearer = bearerToken(req);
  const found = bearer ? await findApiTokenUser(deps.database.db, bearer) : undefined;
  if (!found) {
    if (bearer && (await findSessionUser(deps.database.db, bearer, 'user'))) throw new AppError('API_TOKEN_SESSION');
    throw new AppError('API_TOKEN_INVALID');
  }
  await spendApiCall(deps, found.token.id);
  return found;
}

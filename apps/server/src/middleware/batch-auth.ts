import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { findSessionUser } from '../services/sessions';
import { authenticateApiToken } from './api-token';
import { bearerToken } from './authenticate';

/**
 * Who sends a batch call: a signed-in browser (its session token: the maker's own batches) or a
 * personal API token (the API and the CLI), which counts against the token's rate limit as every
 * API call does. Neither: 401 API_TOKEN_INVALID.
 * @param req - the request
 * @returns the user
 */
export async function authenticateBatchCaller(req: FastifyRequest): Promise<UserRow> {
  const token = bearerToken(req);
  const sessionUser = token ? await findSessionUser(req.server.deps.database.db, token, 'user') : undefined;
  if (sessionUser) return sessionUser;
  return (await authenticateApiToken(req)).user;
}

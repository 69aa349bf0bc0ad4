import crypto from 'node:crypto';
import { API_TOKEN_LAST_USED_EVERY_MS, API_TOKENS_PER_USER } from '@inkcard/shared';
import type { Db } from '../db/client';
import type { ApiTokenRow, UserRow } from '../db/schema';
import {
  countLiveApiTokens,
  findLiveApiToken,
  insertApiToken,
  listLiveApiTokens,
  revokeApiToken as revokeApiTokenRow,
  touchApiToken,
} from '../db/queries/api-tokens';
import { AppError } from '../errors';
import { sha256Hex } from './sessions';

/** Every personal API token starts with this, so a leaked one is recognisable (secret scanners). */
export const API_TOKEN_PREFIX = 'ink_';

/**
 * Creates a named token for a user: 256 random bits, stored only as their SHA-256 (like
 * sessions). At most API_TOKENS_PER_USER live tokens per account.
 * @param db - the database
 * @param userId - the owner
 * @param name - what the owner calls it
 * @returns the token (shown this once) and its row
 */
export async function createApiToken(
  db: Db,
  userId: number,
  name: string,
): Promise<{ token: string; row: ApiTokenRow }> {
  if ((await countLiveApiTokens(db, userId)) >= API_TOKENS_PER_USER) throw new AppError('API_TOKEN_LIMIT');
  const token = API_TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
  const row = await insertApiToken(db, { userId, name, prefix: token.slice(0, 10), tokenHash: sha256Hex(token) });
  return { token, row };
}

/**
 * A user's live tokens.
 * @param db - the database
 * @param userId - the owner
 * @returns newest first
 */
export function listApiTokens(db: Db, userId: number): Promise<ApiTokenRow[]> {
  return listLiveApiTokens(db, userId);
}

/**
 * Revokes one of the user's tokens; the next call with it is refused.
 * @param db - the database
 * @param userId - the owner
 * @param id - the token's id
 * @throws AppError API_TOKEN_NOT_FOUND for another user's, a revoked or an unknown token
 */
export async function revokeApiToken(db: Db, userId: number, id: number): Promise<void> {
  if (!(await revokeApiTokenRow(db, userId, id))) throw new AppError('API_TOKEN_NOT_FOUND');
}

/**
 * The user and token behind an API token, recording its use (at most once a minute).
 * @param db - the database
 * @param token - the bearer value
 * @param now - the time of the call
 * @returns the user and the token's row, or undefined for an unknown or revoked token
 */
export async function findApiTokenUser(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ user: UserRow; token: ApiTokenRow } | undefined> {
  if (!token.startsWith(API_TOKEN_PREFIX)) return undefined;
  const found = await findLiveApiToken(db, sha256Hex(token));
  if (found) await touchApiToken(db, found.token.id, now, API_TOKEN_LAST_USED_EVERY_MS);
  return found;
}

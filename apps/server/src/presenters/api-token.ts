import type { ApiToken } from '@inkcard/shared';
import type { ApiTokenRow } from '../db/schema';

/**
 * A token as its owner sees it in /settings: never its hash, never the token itself.
 * @param row - the stored token
 * @returns the public shape
 */
export function presentApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { apiTokens, users, type ApiTokenRow, type UserRow } from '../schema';

/**
 * Stores a new token by its hash.
 * @param db - the database
 * @param row - owner, name, shown prefix and SHA-256 hex of the token
 * @returns the stored row
 */
export async function insertApiToken(
  db: Db,
  row: { userId: number; name: string; prefix: string; tokenHash: string },
): Promise<ApiTokenRow> {
  const [inserted] = await db.insert(apiTokens).values(row).returning();
  return inserted!;
}

/**
 * A user's live (unrevoked) tokens, newest first.
 * @param db - the database
 * @param userId - the owner
 * @returns the rows
 */
export async function listLiveApiTokens(db: Db, userId: number): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

/**
 * How many live tokens a user holds.
 * @param db - the database
 * @param userId - the owner
 * @returns the count
 */
export async function countLiveApiTokens(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
  return Number(row?.n ?? 0);
}

/**
 * The live token with this hash, joined to its owner.
 * @param db - the database
 * @param tokenHash - SHA-256 hex of the token
 * @returns the token and user, or undefined
 */
export async function findLiveApiToken(
  db: Db,
  tokenHash: string,
): Promise<{ token: ApiTokenRow; user: UserRow } | undefined> {
  const rows = await db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)))
    .limit(1);
  return rows[0];
}

/**
 * Revokes one of a user's tokens.
 * @param db - the database
 * @param userId - the owner (a token of another user is never touched)
 * @param id - the token's id
 * @returns whether a live token was revoked
 */
export async function revokeApiToken(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/**
 * Writes a token's last use, unless a recent one is already there.
 * @param db - the database
 * @param id - the token's id
 * @param now - the time of use
 * @param everyMs - the least time between two writes
 */
export async function touchApiToken(db: Db, id: number, now: Date, everyMs: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - everyMs))),
      ),
    );
}

import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { sessions, users, type SessionRow, type UserRow } from '../schema';

/**
 * Stores a session by the hash of its token.
 * @param db - the database
 * @param row - user, kind, token hash and expiry
 */
export async function insertSession(
  db: Db,
  row: { userId: number; kind: SessionRow['kind']; tokenHash: string; expiresAt: Date; idleMs?: number | null },
): Promise<void> {
  await db.insert(sessions).values(row);
}

/**
 * The live (unrevoked, unexpired) session of a kind with this token hash, joined to its user.
 * @param db - the database
 * @param tokenHash - SHA-256 hex of the token
 * @param kind - user or admin
 * @param now - the current time (the app's clock, which also set the expiry)
 * @returns the session and user, or undefined
 */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  kind: SessionRow['kind'],
  now: Date = new Date(),
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.kind, kind),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Moves a sliding session's expiry.
 * @param db - the database
 * @param id - the session
 * @param expiresAt - its new expiry
 */
export async function extendSession(db: Db, id: number, expiresAt: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/**
 * Revokes one session.
 * @param db - the database
 * @param tokenHash - SHA-256 hex of the token
 */
export async function revokeSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/**
 * Revokes every live session of a user, optionally keeping one or only of one kind.
 * @param db - the database (or a transaction)
 * @param userId - whose sessions
 * @param keepTokenHash - a session to keep (the one changing the password)
 * @param kind - only sessions of this kind (admin: the console's, on a role change)
 */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  keepTokenHash?: string,
  kind?: SessionRow['kind'],
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepTokenHash) conditions.push(ne(sessions.tokenHash, keepTokenHash));
  if (kind) conditions.push(eq(sessions.kind, kind));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}

import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { renderLinks } from '../schema';

/**
 * Keeps a rendered PNG behind its id until it expires.
 * @param db - the database
 * @param row - id, owner, bytes and expiry
 */
export async function insertRenderLink(
  db: Db,
  row: { id: string; userId: number | null; data: Uint8Array; expiresAt: Date },
): Promise<void> {
  await db.insert(renderLinks).values(row);
}

/**
 * A kept PNG, while it has not expired.
 * @param db - the database
 * @param id - its id
 * @param now - the current time
 * @returns the bytes, or undefined
 */
export async function findRenderLink(db: Db, id: string, now: Date): Promise<Uint8Array | undefined> {
  const rows = await db
    .select({ data: renderLinks.data })
    .from(renderLinks)
    .where(and(eq(renderLinks.id, id), gt(renderLinks.expiresAt, now)))
    .limit(1);
  return rows[0]?.data;
}

/**
 * Deletes the PNGs whose time is up.
 * @param db - the database
 * @param now - the current time
 */
export async function deleteExpiredRenderLinks(db: Db, now: Date): Promise<void> {
  await db.delete(renderLinks).where(lt(renderLinks.expiresAt, now));
}

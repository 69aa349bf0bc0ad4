import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { captchas } from '../schema';

/**
 * Stores a new captcha by the hash of its answer.
 * @param db - the database
 * @param row - the random id (the cookie value), the answer hash and the expiry
 */
export async function insertCaptcha(
  db: Db,
  row: { id: string; answerHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(captchas).values(row);
}

/**
 * Marks a captcha used, once: only an unused, unexpired captcha is taken, so two requests racing
 * with the same cookie cannot both pass.
 * @param db - the database
 * @param id - the captcha id from the cookie
 * @param now - the current time
 * @returns the stored answer hash, or undefined when the captcha is unknown, used or expired
 */
export async function takeCaptcha(db: Db, id: string, now: Date): Promise<string | undefined> {
  const rows = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
    .returning({ answerHash: captchas.answerHash });
  return rows[0]?.answerHash;
}

/**
 * Deletes captchas that expired before a time; they can never be used again.
 * @param db - the database
 * @param before - the cut-off
 */
export async function deleteExpiredCaptchas(db: Db, before: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, before));
}

import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { CodePurpose } from '@inkcard/shared';
import type { Db } from '../client';
import { verificationCodes, type VerificationCodeRow } from '../schema';

/**
 * The mailbox an address reaches, for counting sends: lower case, no "+tag" and no dots in the
 * local part. Variants of one address (Case, d.o.t.s, +tags) thus share one cooldown and one cap.
 * Kept in SQL so it can be compared against the stored, exact addresses.
 * @param column - the email column
 * @returns an SQL expression
 */
function mailboxOf(column: typeof verificationCodes.email): SQL<string> {
  return sql<string>`regexp_replace(split_part(${column}, '@', 1), '\\+.*$|\\.', '', 'g') || '@' || split_part(${column}, '@', 2)`;
}

/**
 * Stores a new code (hashed). Earlier live codes of the same email and purpose stay in the table
 * for the hourly counts but are no longer used: only the newest code counts.
 * @param db - the database
 * @param row - email, purpose, code hash, address hash and times
 * @returns the new row
 */
export async function insertVerificationCode(
  db: Db,
  row: { email: string; purpose: CodePurpose; codeHash: string; ipHash: string; createdAt: Date; expiresAt: Date },
): Promise<VerificationCodeRow> {
  const rows = await db.insert(verificationCodes).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

/**
 * Counts codes sent to a mailbox since a time, and the time of the newest one.
 * @param db - the database
 * @param mailbox - the canonical mailbox (see canonicalMailbox in services)
 * @param since - the start of the window
 * @returns the count and the newest send time
 */
export async function countCodesForMailbox(
  db: Db,
  mailbox: string,
  since: Date,
): Promise<{ count: number; latest: Date | null }> {
  const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1);
  const rows = await db
    .select({ count: count(), latest: sql<string | null>`max(${verificationCodes.createdAt})` })
    .from(verificationCodes)
    .where(
      and(
        gt(verificationCodes.createdAt, since),
        // The domain filter lets the index narrow the rows before the canonical form is computed.
        sql`${verificationCodes.email} like ${'%@' + domain.replace(/[\\%_]/g, '\\$&')}`,
        eq(mailboxOf(verificationCodes.email), mailbox),
      ),
    );
  const row = rows[0];
  return { count: row?.count ?? 0, latest: row?.latest ? new Date(row.latest) : null };
}

/**
 * Counts codes requested from one (hashed) client address since a time.
 * @param db - the database
 * @param ipHash - the salted hash of the address
 * @param since - the start of the window
 * @returns how many
 */
export async function countCodesForIp(db: Db, ipHash: string, since: Date): Promise<number> {
  const rows = await db
    .select({ count: count() })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.ipHash, ipHash), gt(verificationCodes.createdAt, since)));
  return rows[0]?.count ?? 0;
}

/**
 * The newest code of an email and purpose that has not been consumed.
 * @param db - the database
 * @param email - the exact (normalised) email
 * @param purpose - register or reset
 * @returns the row or undefined
 */
export async function findLatestCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
): Promise<VerificationCodeRow | undefined> {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return rows[0];
}

/**
 * Spends one try on a code, atomically, so parallel guesses cannot exceed the allowance.
 * @param db - the database
 * @param id - the code row
 * @param maxAttempts - how many tries a code allows
 * @returns the row after the increment, or undefined when the code had no tries left or was consumed
 */
export async function spendCodeAttempt(
  db: Db,
  id: number,
  maxAttempts: number,
): Promise<VerificationCodeRow | undefined> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        lt(verificationCodes.attempts, maxAttempts),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .returning();
  return rows[0];
}

/**
 * Marks a code verified (the first time only).
 * @param db - the database
 * @param id - the code row
 * @param now - the current time
 */
export async function markCodeVerified(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ verifiedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.verifiedAt)));
}

/**
 * Consumes a code, once: it must still be unconsumed, and either verified or not required to be.
 * @param db - the database (or a transaction)
 * @param id - the code row
 * @param now - the current time
 * @param options - requireVerified: only a verified code may be consumed
 * @returns whether this call consumed it
 */
export async function consumeCode(
  db: Db,
  id: number,
  now: Date,
  options: { requireVerified: boolean },
): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        options.requireVerified ? isNotNull(verificationCodes.verifiedAt) : undefined,
      ),
    )
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

/**
 * Sets a code's expiry (tests use it to age a code without waiting ten minutes).
 * @param db - the database
 * @param email - the email
 * @param expiresAt - the new expiry
 */
export async function setCodeExpiry(db: Db, email: string, expiresAt: Date): Promise<void> {
  await db.update(verificationCodes).set({ expiresAt }).where(eq(verificationCodes.email, email));
}

/**
 * Deletes codes created before a time; they count for nothing any more.
 * @param db - the database
 * @param before - the cut-off
 */
export async function deleteOldCodes(db: Db, before: Date): Promise<void> {
  await db.delete(verificationCodes).where(lt(verificationCodes.createdAt, before));
}

/**
 * Gives back the try spent on a right code, so only wrong tries count towards the limit.
 * @param db - the database
 * @param id - the code row
 * @returns the row after the decrement
 */
export async function refundCodeAttempt(db: Db, id: number): Promise<VerificationCodeRow | undefined> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`greatest(${verificationCodes.attempts} - 1, 0)` })
    .where(eq(verificationCodes.id, id))
    .returning();
  return rows[0];
}

/**
 * Serialises sends to one mailbox for the rest of the transaction, so two parallel requests
 * cannot both pass the cooldown check.
 * @param db - a transaction
 * @param mailbox - the canonical mailbox
 */
export async function lockMailbox(db: Db, mailbox: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'code:' + mailbox}))`);
}

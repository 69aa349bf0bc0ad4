import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { CodePurpose } from '@inkcard/shared';
import type { Db } from '../client';
import { verificationCodes, type VerificationCodeRow } from '../schema';

/**
 * Stores a send request and its code (hashed). Earlier live codes of the same email and purpose
 * stay usable until they expire.
 * @param db - the database
 * @param row - email, mailbox, purpose, code hash, requester hash, whether it was mailed, and times
 * @returns the new row
 */
export async function insertVerificationCode(
  db: Db,
  row: {
    email: string;
    mailbox: string;
    purpose: CodePurpose;
    codeHash: string;
    ipHash: string;
    mailed: boolean;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<VerificationCodeRow> {
  const rows = await db.insert(verificationCodes).values(row).returning();
  const inserted = rows[0];
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

/** One requester's recent send requests, as the sending rules count them. */
export interface RecentCodeRequests {
  /** The newest request for this address and purpose. */
  latestForAddress: Date | null;
  /** Requests for this address, any purpose. */
  forAddress: number;
  /** Requests for any address. */
  total: number;
  /** Mails that went to this mailbox (any spelling of it). */
  mailedToMailbox: number;
  /** Mails that went to exactly this address. */
  mailedToAddress: number;
}

/**
 * Counts one requester's send requests since a time, in one pass over its rows (the requester
 * index narrows them to a handful).
 * @param db - the database (or the sending transaction)
 * @param filter - the requester's hash, the address, purpose and mailbox asked for, the window start
 * @returns the counts
 */
export async function countCodeRequests(
  db: Db,
  filter: { ipHash: string; email: string; purpose: CodePurpose; mailbox: string; since: Date },
): Promise<RecentCodeRequests> {
  const c = verificationCodes;
  const rows = await db
    .select({
      latestForAddress: sql<
        string | null
      >`max(${c.createdAt}) filter (where ${c.email} = ${filter.email} and ${c.purpose} = ${filter.purpose})`,
      forAddress: sql<number>`(count(*) filter (where ${c.email} = ${filter.email}))::int`,
      total: sql<number>`count(*)::int`,
      mailedToMailbox: sql<number>`(count(*) filter (where ${c.mailbox} = ${filter.mailbox} and ${c.mailed}))::int`,
      mailedToAddress: sql<number>`(count(*) filter (where ${c.email} = ${filter.email} and ${c.mailed}))::int`,
    })
    .from(c)
    .where(and(eq(c.ipHash, filter.ipHash), gt(c.createdAt, filter.since)));
  const row = rows[0];
  return {
    latestForAddress: row?.latestForAddress ? new Date(row.latestForAddress) : null,
    forAddress: row?.forAddress ?? 0,
    total: row?.total ?? 0,
    mailedToMailbox: row?.mailedToMailbox ?? 0,
    mailedToAddress: row?.mailedToAddress ?? 0,
  };
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

/** Which codes of an address count as live: unconsumed and before their expiry (once verified, one more lifetime). */
export interface LiveCodeFilter {
  email: string;
  purpose: CodePurpose;
  now: Date;
  /** A code's lifetime, for the time a verified code stays usable. */
  ttlMs: number;
}

/** The SQL condition of a live code (any number of tries spent). */
function liveCondition(filter: LiveCodeFilter) {
  const c = verificationCodes;
  return and(
    eq(c.email, filter.email),
    eq(c.purpose, filter.purpose),
    isNull(c.consumedAt),
    sql`coalesce(${c.verifiedAt} + ${`${filter.ttlMs} milliseconds`}::interval, ${c.expiresAt}) > ${filter.now.toISOString()}::timestamptz`,
  );
}

/**
 * Whether a requester asked for a code of this address and purpose that has not expired (tries
 * left or not): its guesses then count on those codes alone.
 * @param db - the database
 * @param filter - the address, purpose, time and lifetime, and the requester's hash
 * @returns true when it has one
 */
export async function hasOwnCode(db: Db, filter: LiveCodeFilter & { ipHash: string }): Promise<boolean> {
  const rows = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(and(liveCondition(filter), eq(verificationCodes.ipHash, filter.ipHash)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Spends one try on every live code a requester asked for of an address and purpose,
 * atomically, so parallel guesses cannot exceed any code's allowance.
 * @param db - the database
 * @param filter - the address, purpose, time, lifetime, the tries a code allows and the requester's hash
 * @returns the codes after the increment; empty when none had tries left
 */
export async function spendOwnCodeAttempts(
  db: Db,
  filter: LiveCodeFilter & { ipHash: string; maxAttempts: number },
): Promise<VerificationCodeRow[]> {
  const c = verificationCodes;
  return db
    .update(c)
    .set({ attempts: sql`${c.attempts} + 1` })
    .where(and(liveCondition(filter), eq(c.ipHash, filter.ipHash), lt(c.attempts, filter.maxAttempts)))
    .returning();
}

/**
 * Every live code of an address and purpose with tries left, whoever asked for it (a guess from
 * another requester is compared with them all, spending none of their tries).
 * @param db - the database
 * @param filter - the address, purpose, time, lifetime and the tries a code allows
 * @returns the codes
 */
export async function findLiveCodes(
  db: Db,
  filter: LiveCodeFilter & { maxAttempts: number },
): Promise<VerificationCodeRow[]> {
  return db
    .select()
    .from(verificationCodes)
    .where(and(liveCondition(filter), lt(verificationCodes.attempts, filter.maxAttempts)));
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
 * Gives back the tries spent on codes when one of them was right, so only wrong tries count.
 * @param db - the database
 * @param ids - the code rows
 */
export async function refundCodeAttempts(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(verificationCodes)
    .set({ attempts: sql`greatest(${verificationCodes.attempts} - 1, 0)` })
    .where(inArray(verificationCodes.id, [...ids]));
}

/**
 * Serialises one requester's send requests for the rest of the transaction, so two parallel
 * requests cannot both pass the cooldown or a cap.
 * @param db - a transaction
 * @param ipHash - the requester's hash
 */
export async function lockRequester(db: Db, ipHash: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'code:' + ipHash}))`);
}

import crypto from 'node:crypto';
import {
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_OTHERS_MAX_GUESSES,
  VERIFICATION_CODE_TTL_MS,
  type CodePurpose,
} from '@inkcard/shared';
import type { Db } from '../db/client';
import type { VerificationCodeRow } from '../db/schema';
import { findLiveCodes, hasOwnCode, refundCodeAttempts, spendOwnCodeAttempts } from '../db/queries/verification-codes';
import { AppError } from '../errors';
import { requesterOf } from '../rate-limit/requester';
import {
  counterSubject,
  countSliding,
  giveBackSliding,
  msUntilRoom,
  slidingEstimate,
  type SlidingCount,
} from '../rate-limit/shared-counters';
import { digestsEqual, keyedHash } from './keyed-hash';

/**
 * A fresh 6-digit code from the operating system's secure random source.
 * @returns e.g. "042917"
 */
export function generateCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The stored form of a code, keyed to its email and purpose.
 * @param secret - the server secret
 * @param email - the exact (normalised) email
 * @param purpose - register or reset
 * @param code - the six digits
 * @returns the hash
 */
export function codeHash(secret: string, email: string, purpose: CodePurpose, code: string): string {
  return keyedHash(secret, 'code', purpose, email, code);
}

/** Providers known to ignore dots in the local part. */
const DOTS_IGNORED = new Set(['gmail.com']);
/** Providers known to deliver local+tag to local (RFC 5233 sub-addressing). */
const PLUS_TAGS = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'fastmail.com',
  'fastmail.fm',
  'protonmail.com',
  'proton.me',
  'pm.me',
]);

/**
 * The mailbox an address reaches, for the per-mailbox mail cap: the spellings a provider is known
 * to deliver to one mailbox (dots at Gmail, +tags where sub-addressing exists) count as one.
 * Nothing more is merged: QQ Mail and 163 Mail, say, treat a.b and ab as different mailboxes, and
 * merging them would let one person's requests count against another's mailbox.
 * @param email - a trimmed, lower-cased email
 * @returns the canonical mailbox
 */
export function canonicalMailbox(email: string): string {
  const at = email.lastIndexOf('@');
  let domain = email.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  let local = email.slice(0, at);
  if (PLUS_TAGS.has(domain)) local = local.replace(/\+.*$/, '');
  if (DOTS_IGNORED.has(domain)) local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

/**
 * The stored form of a requester (client address, IPv6 by /64), as code rows keep it.
 * @param secret - the server secret
 * @param ip - the client address
 * @returns the hash
 */
export function requesterHash(secret: string, ip: string): string {
  return keyedHash(secret, 'ip', requesterOf(ip));
}

/** What a typed code is checked for: the address, purpose and code, and who typed it. */
export interface CodeCheck {
  email: string;
  purpose: CodePurpose;
  code: string;
  /** The client address of the request. */
  ip: string;
}

/**
 * Checks a code typed by a user. Wrong guesses count per requester, so nobody else's guessing can
 * void an owner's code (issue 31):
 * - a requester who asked for a code of this address guesses against those codes only, and each
 *   wrong guess spends a try on each of them (atomically, so parallel guesses cannot exceed five);
 *   after five they are dead and a new code must be asked for, as before;
 * - any other requester (the owner on another network, or a stranger) is compared with every live
 *   code of the address, spending none of their tries: VERIFICATION_CODE_MAX_ATTEMPTS wrong
 *   guesses per code lifetime each, VERIFICATION_CODE_OTHERS_MAX_GUESSES for all of them
 *   together; past either they are slowed (429 CODE_GUESSES_LIMITED with Retry-After, the code
 *   not even compared), and the codes stay good for their owner.
 * A right code gives its tries back: only wrong guesses count.
 * @param db - the database
 * @param secret - the server secret
 * @param input - email, purpose, the typed code and the requester's address
 * @param now - the current time
 * @returns the matching code row
 */
export async function checkCode(db: Db, secret: string, input: CodeCheck, now: Date): Promise<VerificationCodeRow> {
  const ipHash = requesterHash(secret, input.ip);
  const filter = { email: input.email, purpose: input.purpose, now, ttlMs: VERIFICATION_CODE_TTL_MS };
  const typed = codeHash(secret, input.email, input.purpose, input.code);
  // Every row is compared, so the time taken does not depend on which one matched.
  const matching = (rows: VerificationCodeRow[]) => rows.filter((row) => digestsEqual(row.codeHash, typed)).at(-1);

  if (await hasOwnCode(db, { ...filter, ipHash })) {
    const own = await spendOwnCodeAttempts(db, { ...filter, ipHash, maxAttempts: VERIFICATION_CODE_MAX_ATTEMPTS });
    if (own.length === 0) throw new AppError('CODE_EXPIRED');
    const match = matching(own);
    if (!match) throw new AppError('CODE_INVALID');
    await refundCodeAttempts(
      db,
      own.map((row) => row.id),
    );
    return { ...match, attempts: Math.max(0, match.attempts - 1) };
  }

  // Another requester's codes: counted first, so parallel guesses cannot slip past the limits.
  const nowMs = now.getTime();
  const counted: { subject: string; count: SlidingCount; max: number }[] = [];
  const giveBack = () =>
    Promise.all(counted.map(({ subject, count }) => giveBackSliding(db, GUESS_LIMIT, subject, count)));
  for (const [who, max] of [
    [`${input.purpose}:${input.email}:${ipHash}`, VERIFICATION_CODE_MAX_ATTEMPTS],
    [`${input.purpose}:${input.email}`, VERIFICATION_CODE_OTHERS_MAX_GUESSES],
  ] as const) {
    const subject = counterSubject(secret, GUESS_LIMIT, who);
    const count = await countSliding(db, GUESS_LIMIT, subject, VERIFICATION_CODE_TTL_MS, nowMs);
    counted.push({ subject, count, max });
    if (slidingEstimate(count) > max) {
      await giveBack();
      const waitMs = Math.max(...counted.map((c) => msUntilRoom({ ...c.count, current: c.count.current - 1 }, c.max)));
      throw new AppError('CODE_GUESSES_LIMITED', { retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) });
    }
  }
  const live = await findLiveCodes(db, { ...filter, maxAttempts: VERIFICATION_CODE_MAX_ATTEMPTS });
  const match = matching(live);
  if (match || live.length === 0) await giveBack();
  if (live.length === 0) throw new AppError('CODE_EXPIRED');
  if (!match) throw new AppError('CODE_INVALID');
  return match;
}

/** The shared counters of wrong guesses by requesters who did not ask for the code. */
const GUESS_LIMIT = 'code-guess';

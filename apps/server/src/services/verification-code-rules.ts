import crypto from 'node:crypto';
import { VERIFICATION_CODE_MAX_ATTEMPTS, VERIFICATION_CODE_TTL_MS, type CodePurpose } from '@inkcard/shared';
import type { Db } from '../db/client';
import type { VerificationCodeRow } from '../db/schema';
import { refundCodeAttempts, spendLiveCodeAttempts } from '../db/queries/verification-codes';
import { AppError } from '../errors';
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
 * Checks a code typed by a user against every live code of that email and purpose: any code
 * mailed in the last ten minutes works, so an older mail still does and a request that mailed
 * nothing never hides a code that was mailed. A try is spent on each live code before comparing
 * (atomically, so parallel guesses cannot exceed five) and given back when one was right; after
 * five wrong tries every code then live is dead.
 * @param db - the database
 * @param secret - the server secret
 * @param input - email, purpose and the typed code
 * @param now - the current time
 * @returns the matching code row
 */
export async function checkCode(
  db: Db,
  secret: string,
  input: { email: string; purpose: CodePurpose; code: string },
  now: Date,
): Promise<VerificationCodeRow> {
  const live = await spendLiveCodeAttempts(db, {
    email: input.email,
    purpose: input.purpose,
    now,
    maxAttempts: VERIFICATION_CODE_MAX_ATTEMPTS,
    ttlMs: VERIFICATION_CODE_TTL_MS,
  });
  if (live.length === 0) throw new AppError('CODE_EXPIRED');
  const typed = codeHash(secret, input.email, input.purpose, input.code);
  // Every row is compared, so the time taken does not depend on which one matched.
  const matches = live.filter((row) => digestsEqual(row.codeHash, typed));
  const match = matches.at(-1);
  if (!match) throw new AppError('CODE_INVALID');
  await refundCodeAttempts(
    db,
    live.map((row) => row.id),
  );
  return { ...match, attempts: Math.max(0, match.attempts - 1) };
}

import crypto from 'node:crypto';
import { VERIFICATION_CODE_MAX_ATTEMPTS, VERIFICATION_CODE_TTL_MS, type CodePurpose } from '@inkcard/shared';
import type { Db } from '../db/client';
import type { VerificationCodeRow } from '../db/schema';
import { findLatestCode, spendCodeAttempt, refundCodeAttempt } from '../db/queries/verification-codes';
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

/**
 * The mailbox an address reaches, for counting sends: lower case, no "+tag" and no dots in the
 * local part. Dots do not always matter to a provider, but over-counting only makes the cap
 * stricter, while never letting variants dodge it.
 * @param email - a trimmed, lower-cased email
 * @returns the canonical mailbox
 */
export function canonicalMailbox(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).replace(/\+.*$/, '').replace(/\./g, '');
  return `${local}@${email.slice(at + 1)}`;
}

/**
 * Whether a code may still be used: before its expiry, or, once verified, for one more code
 * lifetime after the verification so a user can finish the form.
 * @param row - the code
 * @param now - the current time
 * @returns true when usable
 */
export function isCodeUsable(row: VerificationCodeRow, now: Date): boolean {
  if (row.consumedAt) return false;
  if (row.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) return false;
  const until = row.verifiedAt ? row.verifiedAt.getTime() + VERIFICATION_CODE_TTL_MS : row.expiresAt.getTime();
  return until > now.getTime();
}

/**
 * Checks a code typed by a user against the newest code of that email and purpose. A try is spent
 * before comparing (atomically, so parallel guesses cannot exceed five) and given back when the code
 * was right; after five wrong tries the code is dead.
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
  const row = await findLatestCode(db, input.email, input.purpose);
  if (!row || !isCodeUsable(row, now)) throw new AppError('CODE_EXPIRED');
  const spent = await spendCodeAttempt(db, row.id, VERIFICATION_CODE_MAX_ATTEMPTS);
  if (!spent) throw new AppError('CODE_EXPIRED');
  if (!digestsEqual(spent.codeHash, codeHash(secret, input.email, input.purpose, input.code))) {
    throw new AppError('CODE_INVALID');
  }
  return (await refundCodeAttempt(db, row.id)) ?? spent;
}

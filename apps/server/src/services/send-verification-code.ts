import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_RESEND_COOLDOWN_S,
  VERIFICATION_SENDS_PER_EMAIL_PER_HOUR,
  VERIFICATION_SENDS_PER_IP_PER_HOUR,
  type CodePurpose,
  type Locale,
} from '@inkcard/shared';
import type { AppDeps } from '../app';
import {
  countCodesForIp,
  countCodesForMailbox,
  deleteOldCodes,
  insertVerificationCode,
  lockMailbox,
} from '../db/queries/verification-codes';
import { findUserByEmail } from '../db/queries/users';
import { deliverInBackground } from '../email/deliver-in-background';
import type { MailMessage } from '../email/mailer';
import { accountExistsEmail, verificationCodeEmail } from '../email/verification-code';
import { AppError } from '../errors';
import { keyedHash } from './keyed-hash';
import { canonicalMailbox, codeHash, generateCode } from './verification-code-rules';

const HOUR_MS = 3_600_000;
/** Old code rows only matter for the hourly counts; a day later they are deleted. */
const CODE_RETENTION_MS = 24 * HOUR_MS;

export interface SendCodeInput {
  /** Trimmed and lower-cased by the request schema. */
  email: string;
  purpose: CodePurpose;
  locale: Locale;
  /** The client address (socket, or the trusted proxy's header). */
  ip: string;
}

/**
 * Whether an email's domain may register under the EMAIL_DOMAINS allow-list (empty allows all).
 * @param email - a normalised email
 * @param allowed - the allowed domains
 * @returns true when allowed
 */
export function isEmailDomainAllowed(email: string, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  return allowed.includes(email.slice(email.lastIndexOf('@') + 1));
}

/**
 * Sends a verification code. The answer never tells whether an account exists:
 * - register, new address: a code is mailed;
 * - register, registered address: a mail saying the account exists (and how to reset) is sent instead;
 * - reset, registered address: a code is mailed;
 * - reset, unknown address: nothing is mailed.
 * In every case a row is stored (with an unguessable hash when no code went out), so the 60 s
 * cooldown and the hourly caps behave identically, and mail leaves in the background so timing
 * does not differ either.
 * @param deps - the app dependencies
 * @param input - email, purpose, language and client address
 * @param log - where mail failures are logged
 * @param now - the current time
 */
export async function sendVerificationCode(
  deps: AppDeps,
  input: SendCodeInput,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<void> {
  const { db } = deps.database;
  if (input.purpose === 'register' && !isEmailDomainAllowed(input.email, deps.env.EMAIL_DOMAINS)) {
    throw new AppError('EMAIL_DOMAIN_NOT_ALLOWED');
  }
  // The per-address cap is a rate limit like the others, so AUTH_RATE_LIMIT_SCALE scales it (the
  // e2e server, where every browser is 127.0.0.1, uses 50); the per-email cap never scales.
  const perIpCap = Math.max(1, Math.round(VERIFICATION_SENDS_PER_IP_PER_HOUR * deps.env.AUTH_RATE_LIMIT_SCALE));
  const mailbox = canonicalMailbox(input.email);
  const ipHash = keyedHash(deps.secret, 'ip', input.ip);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const existing = await findUserByEmail(db, input.email);

  const code = generateCode();
  const sendsRealCode = input.purpose === 'register' ? !existing : Boolean(existing);
  // A hash of a random secret nobody ever sees: the row counts, but no typed code can match it.
  const storedHash = sendsRealCode
    ? codeHash(deps.secret, input.email, input.purpose, code)
    : codeHash(deps.secret, input.email, input.purpose, crypto.randomBytes(16).toString('hex'));

  await db.transaction(async (tx) => {
    await lockMailbox(tx, mailbox);
    const sent = await countCodesForMailbox(tx, mailbox, hourAgo);
    if (sent.latest && now.getTime() - sent.latest.getTime() < VERIFICATION_RESEND_COOLDOWN_S * 1000) {
      throw new AppError('CODE_COOLDOWN');
    }
    if (sent.count >= VERIFICATION_SENDS_PER_EMAIL_PER_HOUR) throw new AppError('CODE_SEND_LIMIT');
    if ((await countCodesForIp(tx, ipHash, hourAgo)) >= perIpCap) {
      throw new AppError('CODE_SEND_LIMIT');
    }
    await insertVerificationCode(tx, {
      email: input.email,
      purpose: input.purpose,
      codeHash: storedHash,
      ipHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
    });
  });

  let message: MailMessage | undefined;
  if (sendsRealCode) {
    message = verificationCodeEmail({
      to: input.email,
      code,
      purpose: input.purpose,
      locale: input.locale,
      minutes: VERIFICATION_CODE_TTL_MS / 60_000,
    });
  } else if (input.purpose === 'register') {
    message = accountExistsEmail({ to: input.email, locale: input.locale, publicUrl: deps.env.PUBLIC_URL });
  }
  if (message) deliverInBackground(deps.mailer, message, log);

  // Housekeeping now and then, not on every request.
  if (Math.random() < 0.05) await deleteOldCodes(db, new Date(now.getTime() - CODE_RETENTION_MS));
}

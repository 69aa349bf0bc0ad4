import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_MAILS_PER_MAILBOX_PER_HOUR,
  VERIFICATION_RESEND_COOLDOWN_S,
  VERIFICATION_SENDS_PER_EMAIL_PER_HOUR,
  VERIFICATION_SENDS_PER_IP_PER_HOUR,
  type CodePurpose,
  type Locale,
} from '@inkcard/shared';
import type { AppDeps } from '../deps';
import {
  countCodeRequests,
  deleteOldCodes,
  insertVerificationCode,
  lockRequester,
} from '../db/queries/verification-codes';
import { findUserByEmail } from '../db/queries/users';
import { deliverInBackground } from '../email/deliver-in-background';
import type { MailMessage } from '../email/mailer';
import { accountExistsEmail, verificationCodeEmail } from '../email/verification-code';
import { AppError } from '../errors';
import { requesterOf } from '../rate-limit/requester';
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
 * - reset or login, registered address: a code is mailed (a sign-in code also as a one-time link);
 * - reset or login, unknown address: nothing is mailed.
 * In every case a row is stored (with an unguessable hash when no code went out), the limits
 * below count it alike, and mail leaves in the background so timing does not differ either.
 *
 * Every limit is per requester (client address, IPv6 by /64), so nobody else's requests can keep
 * a mailbox's owner from receiving a code:
 * - one request per address and purpose a minute (CODE_COOLDOWN);
 * - VERIFICATION_SENDS_PER_EMAIL_PER_HOUR requests per address, whether or not a mail went out,
 *   and VERIFICATION_SENDS_PER_IP_PER_HOUR in all (CODE_SEND_LIMIT);
 * - VERIFICATION_MAILS_PER_MAILBOX_PER_HOUR mails to one mailbox, all its spellings together:
 *   only mails count, so requests that send nothing spend nothing, and past the cap the request
 *   is answered as usual but nothing is sent (a refusal there would tell which requests mailed,
 *   and so whether an account exists). The owner's own spelling (an account's exact address, or
 *   the mailbox's canonical form) counts only its own mails: other spellings of it can never
 *   starve it (issue 31: `a+1@gmail.com`… from one NAT filled the cap of `a@gmail.com`).
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
  // The per-requester cap is a rate limit like the others, so AUTH_RATE_LIMIT_SCALE scales it (the
  // e2e server, where every browser is 127.0.0.1, uses 50); the per-address caps never scale.
  const perIpCap = Math.max(1, Math.round(VERIFICATION_SENDS_PER_IP_PER_HOUR * deps.env.AUTH_RATE_LIMIT_SCALE));
  const mailbox = canonicalMailbox(input.email);
  const ipHash = keyedHash(deps.secret, 'ip', requesterOf(input.ip));
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const existing = await findUserByEmail(db, input.email);

  const code = generateCode();
  const codeWanted = input.purpose === 'register' ? !existing : Boolean(existing);
  // The owner's own spelling has a cap of its own, which other spellings cannot fill.
  const ownersSpelling = input.email === mailbox || Boolean(existing);
  // A register request always mails: a code, or the notice that the account exists.
  const mailWanted = input.purpose === 'register' || Boolean(existing);

  const mailed = await db.transaction(async (tx) => {
    await lockRequester(tx, ipHash);
    const recent = await countCodeRequests(tx, {
      ipHash,
      email: input.email,
      purpose: input.purpose,
      mailbox,
      since: hourAgo,
    });
    if (
      recent.latestForAddress &&
      now.getTime() - recent.latestForAddress.getTime() < VERIFICATION_RESEND_COOLDOWN_S * 1000
    ) {
      throw new AppError('CODE_COOLDOWN');
    }
    if (recent.forAddress >= VERIFICATION_SENDS_PER_EMAIL_PER_HOUR || recent.total >= perIpCap) {
      throw new AppError('CODE_SEND_LIMIT');
    }
    const alreadyMailed = ownersSpelling ? recent.mailedToAddress : recent.mailedToMailbox;
    const willMail = mailWanted && alreadyMailed < VERIFICATION_MAILS_PER_MAILBOX_PER_HOUR;
    await insertVerificationCode(tx, {
      email: input.email,
      mailbox,
      purpose: input.purpose,
      // A hash of a random secret nobody ever sees when no code goes out: no typed code matches it.
      codeHash: codeHash(
        deps.secret,
        input.email,
        input.purpose,
        willMail && codeWanted ? code : crypto.randomBytes(16).toString('hex'),
      ),
      ipHash,
      mailed: willMail,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
    });
    return willMail;
  });

  let message: MailMessage | undefined;
  if (mailed && codeWanted) {
    message = verificationCodeEmail({
      to: input.email,
      code,
      purpose: input.purpose,
      locale: input.locale,
      minutes: VERIFICATION_CODE_TTL_MS / 60_000,
      publicUrl: deps.env.PUBLIC_URL,
    });
  } else if (mailed) {
    message = accountExistsEmail({ to: input.email, locale: input.locale, publicUrl: deps.env.PUBLIC_URL });
  } else if (mailWanted) {
    log.info({ purpose: input.purpose }, 'verification mail not sent: the requester reached the mailbox cap');
  }
  if (message) deliverInBackground(deps.mailer, message, log);

  // Housekeeping now and then, not on every request.
  if (Math.random() < 0.05) await deleteOldCodes(db, new Date(now.getTime() - CODE_RETENTION_MS));
}

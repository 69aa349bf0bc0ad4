import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_ALERT_INTERVAL_MS, LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@inkcard/shared';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { deliverInBackground } from '../email/deliver-in-background';
import { signInAlertEmail } from '../email/verification-code';
import { AppError } from '../errors';
import {
  clearSliding,
  counterSubject,
  countHits,
  countSliding,
  giveBackSliding,
  msUntilRoom,
  slidingEstimate,
  type SlidingCount,
} from '../rate-limit/shared-counters';
import type { Device } from './device-token';

const LIMIT = 'login';
const ALERT = 'login-alert';

/** A sign-in attempt being counted: given back if the password turns out right. */
export interface LoginAttempt {
  subject: string;
  count: SlidingCount;
}

/**
 * Where a sign-in attempt counts (OWASP ASVS 5.0 §6.3.1, per account rather than per address,
 * which rotating addresses would dodge): the account's own counter, shared by the user and the
 * admin login; an unknown identifier's counter when no account matches, so both behave alike;
 * or, for a browser that has signed in to this account before (its device cookie), a counter of
 * that browser's own, which guesses from elsewhere never touch.
 * @param secret - the server secret (counters are keyed by hashes)
 * @param account - the account the identifier names, if any, and the identifier as typed
 * @param device - the request's valid device cookie, if any
 * @returns the counter's subject
 */
export function loginThrottleSubject(
  secret: string,
  account: { userId: number | undefined; identifier: string },
  device: Device | undefined,
): string {
  const who =
    account.userId === undefined
      ? `name:${account.identifier.trim().toLowerCase()}`
      : device?.userId === account.userId
        ? `device:${device.nonce}`
        : `user:${account.userId}`;
  return counterSubject(secret, LIMIT, who);
}

/**
 * Counts a sign-in attempt before its password is checked, so parallel guesses cannot slip past
 * the limit: over LOGIN_MAX_FAILURES in the sliding LOGIN_FAILURE_WINDOW_MS the attempt is
 * refused, its password never checked, with the time until one more attempt fits. Refused
 * attempts do not count, so the lock ends once the failures age out, however hard it is hit.
 * When an account's own counter refuses (not a known browser's, not an unknown name's), its
 * owner is told by mail, at most once per LOGIN_ALERT_INTERVAL_MS (issue 31), with the ways in
 * that lift the pause: a sign-in by emailed code or a password reset (clearLoginThrottle).
 * @param deps - the app dependencies (database, secret, mailer, public URL)
 * @param account - the account the identifier names, if any, and the identifier as typed
 * @param device - the request's valid device cookie, if any
 * @param log - where a failed alert mail is logged
 * @param now - the current time in ms
 * @returns the attempt, to give back on success
 */
export async function beginLoginAttempt(
  deps: AppDeps,
  account: { user: UserRow | undefined; identifier: string },
  device: Device | undefined,
  log: FastifyBaseLogger,
  now = Date.now(),
): Promise<LoginAttempt> {
  const { db } = deps.database;
  const subject = loginThrottleSubject(
    deps.secret,
    { userId: account.user?.id, identifier: account.identifier },
    device,
  );
  const count = await countSliding(db, LIMIT, subject, LOGIN_FAILURE_WINDOW_MS, now);
  if (slidingEstimate(count) > LOGIN_MAX_FAILURES) {
    await giveBackSliding(db, LIMIT, subject, count);
    const { user } = account;
    if (user && device?.userId !== user.id) await alertOwner(deps, user, log, now);
    const waitMs = msUntilRoom({ ...count, current: count.current - 1 }, LOGIN_MAX_FAILURES);
    throw new AppError('LOGIN_THROTTLED', { retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) });
  }
  return { subject, count };
}

/**
 * Mails an account's owner that its sign-in is being guessed at, once per alert interval.
 * @param deps - the app dependencies
 * @param user - the account
 * @param log - where a failed mail is logged
 * @param now - the current time in ms
 */
async function alertOwner(deps: AppDeps, user: UserRow, log: FastifyBaseLogger, now: number): Promise<void> {
  const subject = counterSubject(deps.secret, ALERT, `user:${user.id}`);
  const { total } = await countHits(deps.database.db, ALERT, subject, LOGIN_ALERT_INTERVAL_MS, now);
  if (total !== 1) return;
  deliverInBackground(deps.mailer, signInAlertEmail({ to: user.email, publicUrl: deps.env.PUBLIC_URL }), log);
}

/**
 * Lifts an account's sign-in throttle: its owner just proved who they are (a password reset or a
 * sign-in by emailed code), so guesses made before no longer lock new browsers out.
 * @param deps - the app dependencies
 * @param userId - the account
 * @param now - the current time in ms
 */
export async function clearLoginThrottle(deps: AppDeps, userId: number, now = Date.now()): Promise<void> {
  const subject = counterSubject(deps.secret, LIMIT, `user:${userId}`);
  await clearSliding(deps.database.db, LIMIT, subject, LOGIN_FAILURE_WINDOW_MS, now);
}

/**
 * Gives a successful attempt back: only failures count.
 * @param db - the database
 * @param attempt - what beginLoginAttempt answered
 */
export async function loginSucceeded(db: Db, attempt: LoginAttempt): Promise<void> {
  await giveBackSliding(db, LIMIT, attempt.subject, attempt.count);
}

import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@inkcard/shared';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import {
  counterSubject,
  countSliding,
  giveBackSliding,
  msUntilRoom,
  slidingEstimate,
  type SlidingCount,
} from '../rate-limit/shared-counters';
import type { Device } from './device-token';

const LIMIT = 'login';

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
 * @param db - the database
 * @param subject - the counter (loginThrottleSubject)
 * @param now - the current time in ms
 * @returns the attempt, to give back on success
 */
export async function beginLoginAttempt(db: Db, subject: string, now = Date.now()): Promise<LoginAttempt> {
  const count = await countSliding(db, LIMIT, subject, LOGIN_FAILURE_WINDOW_MS, now);
  if (slidingEstimate(count) > LOGIN_MAX_FAILURES) {
    await giveBackSliding(db, LIMIT, subject, count);
    const waitMs = msUntilRoom({ ...count, current: count.current - 1 }, LOGIN_MAX_FAILURES);
    throw new AppError('LOGIN_THROTTLED', { retryAfterS: Math.max(1, Math.ceil(waitMs / 1000)) });
  }
  return { subject, count };
}

/**
 * Gives a successful attempt back: only failures count.
 * @param db - the database
 * @param attempt - what beginLoginAttempt answered
 */
export async function loginSucceeded(db: Db, attempt: LoginAttempt): Promise<void> {
  await giveBackSliding(db, LIMIT, attempt.subject, attempt.count);
}

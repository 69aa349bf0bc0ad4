import type { AppDeps } from '../deps';
import { takeCaptcha } from '../db/queries/captchas';
import { captchaAnswerHash } from './issue-captcha';
import { digestsEqual } from './keyed-hash';

/** The form of the ids issueCaptcha makes: 24 random bytes in base64url. */
const CAPTCHA_ID = /^[A-Za-z0-9_-]{32}$/;

/**
 * Uses up the requester's captcha and checks the answer. The captcha is spent whether the answer
 * is right or wrong, so each picture allows exactly one guess.
 * @param deps - the app dependencies
 * @param id - the captcha id from the cookie, if any
 * @param answer - what the user typed
 * @param now - the current time
 * @returns whether the answer was right for a live captcha
 */
export async function useCaptcha(deps: AppDeps, id: string | undefined, answer: string, now: Date): Promise<boolean> {
  // Only an id this server could have issued is looked up: a cookie is whatever a client sends.
  if (!id || !CAPTCHA_ID.test(id)) return false;
  const storedHash = await takeCaptcha(deps.database.db, id, now);
  if (!storedHash) return false;
  return digestsEqual(storedHash, captchaAnswerHash(deps.secret, id, answer));
}

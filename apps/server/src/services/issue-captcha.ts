import crypto from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS } from '@inkcard/shared';
import type { AppDeps } from '../deps';
import { deleteExpiredCaptchas, insertCaptcha } from '../db/queries/captchas';
import { keyedHash } from './keyed-hash';

/** svg-captcha's module is also a function drawing a given text; its typings omit that. */
const drawText = svgCaptcha as unknown as (text: string, options: Parameters<typeof svgCaptcha.create>[0]) => string;

/** Characters easily confused with one another are never used. */
const IGNORED_CHARS = '0oO1iIlL';

/**
 * The stored form of a captcha answer: keyed to its id, case-insensitive.
 * @param secret - the server secret
 * @param id - the captcha id
 * @param answer - the answer as typed or generated
 * @returns the hash
 */
export function captchaAnswerHash(secret: string, id: string, answer: string): string {
  return keyedHash(secret, 'captcha', id, answer.trim().toLowerCase());
}

/**
 * Creates a captcha: a random id (for the cookie), the answer stored only as a hash, and the
 * picture as PNG. With CAPTCHA_TEST_ANSWER set (automated tests only) every answer is that value.
 * @param deps - the app dependencies
 * @param now - the current time
 * @returns the id, the PNG and the expiry
 */
export async function issueCaptcha(deps: AppDeps, now: Date): Promise<{ id: string; png: Buffer; expiresAt: Date }> {
  const options = { size: CAPTCHA_LENGTH, noise: 2, color: true, width: 120, height: 40, fontSize: 44 };
  const testAnswer = deps.env.CAPTCHA_TEST_ANSWER;
  const { text, data } = testAnswer
    ? { text: testAnswer, data: drawText(testAnswer, options) }
    : svgCaptcha.create({ ...options, ignoreChars: IGNORED_CHARS });
  const id = crypto.randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  // Rendered at twice the size so it stays sharp on high-density screens.
  const png = await sharp(Buffer.from(data), { density: 144 }).flatten({ background: '#ffffff' }).png().toBuffer();
  await insertCaptcha(deps.database.db, {
    id,
    answerHash: captchaAnswerHash(deps.secret, id, text),
    createdAt: now,
    expiresAt,
  });
  await deleteExpiredCaptchas(deps.database.db, new Date(now.getTime() - CAPTCHA_TTL_MS));
  return { id, png, expiresAt };
}

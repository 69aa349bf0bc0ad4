import crypto from 'node:crypto';
import sharp from 'sharp';
import { CAPTCHA_TTL_MS } from '@inkcard/shared';
import type { AppDeps } from '../deps';
import { deleteExpiredCaptchas, insertCaptcha } from '../db/queries/captchas';
import { CAPTCHA_BACKGROUND, drawCaptcha, randomCaptchaText } from './captcha-image';
import { keyedHash } from './keyed-hash';

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
  const text = deps.env.CAPTCHA_TEST_ANSWER ?? randomCaptchaText();
  const data = drawCaptcha(text);
  const id = crypto.randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  // Rendered at twice the size so it stays sharp on high-density screens.
  const png = await sharp(Buffer.from(data), { density: 144 })
    .flatten({ background: CAPTCHA_BACKGROUND })
    .png()
    .toBuffer();
  await insertCaptcha(deps.database.db, {
    id,
    answerHash: captchaAnswerHash(deps.secret, id, text),
    createdAt: now,
    expiresAt,
  });
  await deleteExpiredCaptchas(deps.database.db, new Date(now.getTime() - CAPTCHA_TTL_MS));
  return { id, png, expiresAt };
}

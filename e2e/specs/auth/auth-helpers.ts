import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, presetUi } from '../../fixtures/app';
import { waitForMail } from '../../fixtures/env';

/** The captcha answer the e2e server accepts (scripts/e2e-server.mjs sets CAPTCHA_TEST_ANSWER). */
export const CAPTCHA_ANSWER = 'e2e8';

/**
 * A fresh address in an allowed domain.
 * @param prefix - a readable prefix
 * @returns e.g. reg-1a2b3c4d5e@qq.com
 */
export function randomEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@qq.com`;
}

/**
 * A fresh username that fits the 2-32 character rule.
 * @param prefix - a readable prefix
 * @returns e.g. 墨友-1a2b3c
 */
export function randomUsername(prefix = '墨友'): string {
  return `${prefix}-${randomBytes(3).toString('hex')}`;
}

/**
 * The six-digit code in a verification mail, read from its text part (base64 or quoted-printable).
 * @param raw - the raw RFC 822 message
 * @returns the code
 */
export function codeFromMail(raw: string): string {
  const part = raw.match(
    /Content-Type: text\/plain[^\r\n]*\r?\n(?:[\w-]+:[^\r\n]*\r?\n)*?Content-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)\r?\n--/i,
  );
  if (!part) throw new Error('No text part in the mail');
  const [, encoding, body] = part as unknown as [string, string, string];
  const text =
    encoding.toLowerCase() === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const code = text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('No code in the mail');
  return code;
}

/**
 * Waits for the code mailed to an address after a moment.
 * @param email - the recipient
 * @param since - only mail received after this time (ms)
 * @returns the code
 */
export async function codeMailedTo(email: string, since: number): Promise<string> {
  return codeFromMail(await waitForMail(email, since));
}

export interface TestAccount {
  email: string;
  username: string;
  password: string;
  /** When its sign-up code was sent (ms); the per-address 60 s resend wait runs from here. */
  codeSentAt: number;
}

/**
 * Creates an account through the API (send code → mail → verify → register), for tests whose
 * subject is not registration itself.
 * @param request - Playwright's API context
 * @returns the account's credentials
 */
export async function registerViaApi(request: APIRequestContext): Promise<TestAccount> {
  const email = randomEmail('api');
  const since = Date.now() - 1_000;
  const account = { email, username: randomUsername('api'), password: 'Ink-e2e-pass-1', codeSentAt: Date.now() };
  const sent = await request.post('/api/auth/send-verification-code', { data: { email: account.email } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const code = await codeMailedTo(account.email, since);
  const verified = await request.post('/api/auth/verify-code', { data: { email: account.email, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const registered = await request.post('/api/auth/register', {
    data: { email: account.email, username: account.username, password: account.password, verificationCode: code },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return account;
}

/**
 * Logs in through the login page (the zh UI) and waits to leave it.
 * @param page - the page
 * @param account - email and password
 */
export async function loginViaUi(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, account);
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/**
 * A new user, registered and signed in through the UI, on their settings page (the page in zh).
 * @returns the account
 */
export async function newUserInSettings(page: Page, request: APIRequestContext): Promise<TestAccount> {
  await presetUi(page, { language: 'zh' });
  const account = await registerViaApi(request);
  await loginViaUi(page, account);
  await page.goto('/settings');
  return account;
}

/**
 * Fills the login form once its captcha has loaded (the captcha cookie must exist before submit).
 * @param page - the page, on /login
 * @param account - email and password
 * @param captcha - the captcha answer
 */
export async function fillLogin(
  page: Page,
  account: { email: string; password: string },
  captcha = CAPTCHA_ANSWER,
): Promise<void> {
  await expect(page.getByTestId('captcha-image')).toBeVisible();
  // After a failed sign-in the form fetches a new captcha (the old one is spent); the answer is
  // known here before the image shows it, so wait for the new one as a visitor reading it would.
  await expect(page.getByTestId('captcha-image').locator('..')).toHaveAttribute('aria-busy', 'false');
  await page.getByLabel('邮箱', { exact: true }).fill(account.email);
  await page.getByLabel('密码', { exact: true }).fill(account.password);
  await page.getByLabel('图形验证码', { exact: true }).fill(captcha);
}

/**
 * A small real PNG: a diagonal gradient, so the server can decode and re-encode it.
 * @param size - side in px
 * @returns the PNG bytes
 */
export function makePng(size = 48): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      png.data[i] = Math.round((x / size) * 255);
      png.data[i + 1] = 90;
      png.data[i + 2] = Math.round((y / size) * 255);
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

import fs from 'node:fs';
import path from 'node:path';
import { test, expect, presetUi } from '../../fixtures/app';
import { MAIL_DIR, waitForMail } from '../../fixtures/env';
import { CAPTCHA_ANSWER, fillLogin, registerViaApi } from './auth-helpers';

/*
 * Issue 31 §9 and §2: whoever cannot read the captcha signs in with an emailed code, and so does
 * an owner whose account is paused after someone else's wrong passwords. The captcha shows whole.
 */

test.beforeEach(async ({ page }) => {
  await presetUi(page, { language: 'zh' });
});

/** The text part of a mail (the server sends it base64-encoded). */
function textOf(raw: string): string {
  const part =
    /Content-Type: text\/plain[^\r\n]*\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(raw);
  return part ? Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64').toString('utf8') : '';
}

/**
 * Waits for the sign-in code mail to an address (the alert mail may arrive around it too).
 * @param to - the recipient
 * @param since - only mail received after this time (ms)
 * @returns the code and the one-time link, as a path on this server
 */
async function signInMail(to: string, since: number): Promise<{ code: string; path: string }> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).sort().reverse() : [];
    for (const file of files) {
      if (Number(file.split('-')[0]) < since) continue;
      const raw = fs.readFileSync(path.join(MAIL_DIR, file), 'utf8');
      if (!raw.split('\r\n', 1)[0]!.toLowerCase().includes(to.toLowerCase())) continue;
      const link = /https?:\/\/\S+\/login\?email=\S+&code=(\d{6})/.exec(textOf(raw));
      if (link) {
        const url = new URL(link[0]);
        return { code: link[1]!, path: `${url.pathname}${url.search}` };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No sign-in code mail to ${to}`);
}

test('[AUTH][LOGIN][CODE]: a visitor who cannot read the captcha signs in with an emailed code', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await page.goto('/login');
  // The captcha is drawn whole: its frame has the picture's own shape, nothing cropped.
  const captcha = page.getByTestId('captcha-image');
  await expect(captcha).toBeVisible();
  const shape = await captcha.evaluate((img: HTMLImageElement) => ({
    natural: img.naturalWidth / img.naturalHeight,
    shown: img.clientWidth / img.clientHeight,
  }));
  expect(Math.abs(shape.natural - shape.shown) / shape.natural).toBeLessThan(0.03);

  await page.getByLabel('邮箱', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: '看不清图片？用邮箱验证码登录' }).click();
  await expect(page.getByRole('heading', { name: '用邮箱验证码登录' })).toBeVisible();
  await expect(page.getByLabel('邮箱', { exact: true })).toHaveValue(account.email);
  await expect(page.getByLabel('图形验证码')).toHaveCount(0);
  const since = Date.now() - 1_000;
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByText('如果有账号使用这个邮箱，登录验证码已经发出')).toBeVisible();
  const { code } = await signInMail(account.email, since);
  await page.getByLabel('邮箱验证码', { exact: true }).fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: `${account.username} 的账号菜单` })).toBeVisible();
});

test('[AUTH][LOGIN][CODE]: an owner locked out by password guessers gets in with the mailed one-time link', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  // Someone guesses the password ten times (each with a captcha, as the attack did).
  for (let i = 0; i < 10; i++) {
    await request.get('/api/auth/captcha');
    const res = await request.post('/api/auth/login', {
      data: { email: account.email, password: `wrong-${i}`, captcha: CAPTCHA_ANSWER },
    });
    expect(res.status()).toBe(401);
  }
  const alertSince = Date.now() - 1_000;
  await page.goto('/login');
  await fillLogin(page, account);
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(
    '该账号登录失败次数过多，请稍后再试，或用邮箱验证码登录',
  );
  // The owner is told by mail that the account is being guessed at.
  const alert = await waitForMail(account.email, alertSince);
  expect(alert).toMatch(/Subject: =\?UTF-8\?/i);

  await page.getByRole('button', { name: '用邮箱验证码登录', exact: true }).click();
  await expect(page.getByLabel('邮箱', { exact: true })).toHaveValue(account.email);
  const since = Date.now() - 1_000;
  await page.getByRole('button', { name: '发送验证码' }).click();
  const mail = await signInMail(account.email, since);
  // The mail's link opens the form filled in; signing in still takes a press.
  await page.goto(mail.path);
  await expect(page.getByLabel('邮箱验证码', { exact: true })).toHaveValue(mail.code);
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: `${account.username} 的账号菜单` })).toBeVisible();
});

import { test, expect, presetUi } from '../../fixtures/app';
import { codeMailedTo, loginViaUi, registerViaApi } from './auth-helpers';

test.beforeEach(async ({ page }) => {
  await presetUi(page, { language: 'zh' });
});

test('[AUTH][RESET_PASSWORD]: a user resets a forgotten password with a mailed code and logs in', async ({
  page,
  request,
}) => {
  // The sign-up code sent a moment ago does not hold the reset code back: the one-minute wait is
  // per address and purpose (issue 17).
  const account = await registerViaApi(request);
  const newPassword = 'Brand-new-pass-2';
  const form = page.locator('form');

  await page.goto('/login');
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await expect(page.getByRole('heading', { name: '重置密码' })).toBeVisible();

  await page.getByLabel('邮箱', { exact: true }).fill(account.email);
  // Mail is stamped when it arrives, after this moment: the sign-up code, mailed to the same
  // address moments before, is never taken for the reset code.
  const since = Date.now();
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(form.getByRole('status')).toHaveText('验证码已发送到您的邮箱，请查收');
  const code = await codeMailedTo(account.email, since);

  await page.getByLabel('邮箱验证码').fill(code);
  await page.getByLabel('新密码', { exact: true }).fill(newPassword);
  await page.getByLabel('确认密码', { exact: true }).fill(`${newPassword}!`);
  await expect(page.getByRole('button', { name: '重置密码' })).toBeDisabled();
  await page.getByLabel('确认密码', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: '重置密码' }).click();
  await expect(page.getByRole('status')).toHaveText('密码已重置，现在可以用新密码登录了。');

  await page.getByRole('link', { name: '去登录' }).click();
  await expect(page).toHaveURL('/login');
  await loginViaUi(page, { email: account.email, password: newPassword });
  await expect(page).toHaveURL('/');
});

import { test, expect, presetUi } from '../../fixtures/app';
import { codeMailedTo, randomEmail, randomUsername, loginViaUi } from './auth-helpers';

test.beforeEach(async ({ page }) => {
  await presetUi(page, { language: 'zh' });
});

test('[AUTH][REGISTER]: a visitor registers with the mailed code, is signed in, logs out and back in', async ({
  page,
  consoleErrors,
}) => {
  const email = randomEmail('reg');
  const username = randomUsername();
  const password = 'Ink-e2e-pass-1';
  const form = page.locator('form');

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: '创建账号' })).toBeVisible();
  await expect(page.getByTestId('email-domain-notice')).toHaveText('目前仅支持 QQ 邮箱和 163 邮箱注册。');

  // Registering before the code is verified is refused, and the error clears itself after 3 s.
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('请先验证邮箱验证码');
  await expect(form.getByRole('alert')).toHaveCount(0, { timeout: 5_000 });

  // The username and password fields appear only after verification.
  await expect(page.getByLabel('用户名')).toHaveCount(0);

  const since = Date.now() - 1_000;
  await page.getByLabel('邮箱', { exact: true }).fill(email);
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(form.getByRole('status')).toHaveText('验证码已发送到您的邮箱，请查收');
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();

  const code = await codeMailedTo(email, since);
  await page.getByLabel('邮箱验证码').fill(code);
  await page.getByRole('button', { name: '验证', exact: true }).click();
  await expect(form.getByRole('status')).toHaveText('验证成功');
  await expect(page.getByLabel('邮箱验证码')).toBeDisabled();

  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码', { exact: true }).fill(`${password}x`);
  await expect(form.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByLabel('确认密码', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(form.getByRole('status')).toHaveText('注册成功');

  // Home after 1.5 s, signed in.
  await expect(page).toHaveURL('/');
  const menu = page.getByRole('button', { name: `${username} 的账号菜单` });
  await expect(menu).toBeVisible();

  // Logout always lands home, signed out.
  await menu.click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: '登录', exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);

  await loginViaUi(page, { email, password });
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: `${username} 的账号菜单` })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('[AUTH][REGISTER]: the form checks the email and the code before calling the server', async ({ page }) => {
  const form = page.locator('form');
  await page.goto('/register');
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(form.getByRole('alert')).toHaveText('请输入邮箱地址');
  await page.getByLabel('邮箱', { exact: true }).fill('someone@gmail.com');
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(form.getByRole('alert')).toHaveText('目前仅支持 QQ 邮箱和 163 邮箱');
  await page.getByRole('button', { name: '验证', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('请输入邮箱和验证码');
});

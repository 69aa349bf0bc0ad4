import { test, expect, presetUi } from '../../fixtures/app';
import { fillLogin, registerViaApi } from './auth-helpers';

test.beforeEach(async ({ page }) => {
  await presetUi(page, { language: 'zh' });
});

test('[AUTH][LOGIN]: a wrong password shows the error, refreshes the captcha and clears its field', async ({
  page,
  request,
}) => {
  const account = await registerViaApi(request);
  await page.goto('/login');
  await fillLogin(page, { email: account.email, password: 'wrong-password' });
  const captcha = page.getByTestId('captcha-image');
  const before = await captcha.getAttribute('src');

  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('登录失败，请检查邮箱和密码');
  await expect(page.getByLabel('图形验证码', { exact: true })).toHaveValue('');
  await expect.poll(() => captcha.getAttribute('src')).not.toBe(before);
  await expect(page).toHaveURL('/login');

  // The new captcha works: the right password now signs in.
  await fillLogin(page, account);
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page).toHaveURL('/');
});

test('[AUTH][LOGIN]: all three fields are required, and the captcha refreshes on click', async ({ page }) => {
  await page.goto('/login');
  const captcha = page.getByTestId('captcha-image');
  await expect(captcha).toBeVisible();
  await page.getByLabel('邮箱', { exact: true }).fill('someone@qq.com');
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('请填写所有必填项');

  const before = await captcha.getAttribute('src');
  await page.getByRole('button', { name: '换一张验证码' }).click();
  await expect.poll(() => captcha.getAttribute('src')).not.toBe(before);
});

test('[AUTH][LOGIN]: the password can be shown and hidden, and the page links to register and reset', async ({
  page,
}) => {
  await page.goto('/login');
  const password = page.getByLabel('密码', { exact: true });
  await password.fill('secret-123');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: '显示密码' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: '隐藏密码' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  // No social provider is configured, so no social button renders.
  await expect(page.getByText('或使用以下方式登录')).toHaveCount(0);
  await page.getByRole('link', { name: '忘记密码？' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.goto('/login');
  await page.getByRole('link', { name: '立即注册' }).click();
  await expect(page).toHaveURL('/register');
});

test('[AUTH][LOGIN]: the English login page is translated', async ({ page }) => {
  await presetUi(page, { language: 'en' });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Please fill in all required fields');
});

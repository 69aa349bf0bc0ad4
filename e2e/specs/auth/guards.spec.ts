import { test, expect, presetUi } from '../../fixtures/app';
import { loginViaUi, registerViaApi } from './auth-helpers';

test.beforeEach(async ({ page }) => {
  await presetUi(page, { language: 'zh' });
});

test('[AUTH][GUARD]: settings sends a signed-out visitor to the login page', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: '欢迎回来' })).toBeVisible();
});

test('[AUTH][GUARD]: login, register and forgot-password send a signed-in user home', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await loginViaUi(page, account);
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL('/');
  }
  await page.goto('/settings');
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { name: '账号设置' })).toBeVisible();
});

test('[AUTH][SESSION]: a stored session the server no longer accepts is cleared at start', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', 'not-a-real-token');
    localStorage.setItem(
      'user',
      JSON.stringify({
        id: 999,
        username: 'ghost',
        email: 'ghost@qq.com',
        role: 'normal',
        avatar: null,
        isAdmin: false,
        createdAt: '2025-01-01T00:00:00.000Z',
      }),
    );
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: '登录', exact: true }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

import { test, expect } from '../../fixtures/app';

const USER = {
  id: 1,
  username: 'a',
  email: 'a@qq.com',
  role: 'normal',
  avatar: null,
  isAdmin: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

test('[SHELL][GUARD]: /settings sends a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
});

test('[SHELL][GUARD]: /login and /register send a signed-in user home', async ({ page }) => {
  await page.addInitScript((user) => {
    localStorage.setItem('token', 'e2e-token');
    localStorage.setItem('user', JSON.stringify(user));
  }, USER);
  // The app checks a stored session against the server at start; answer it so it stays signed in.
  await page.route('**/api/auth/me*', (route) =>
    route.fulfill({ json: { success: true, user: USER, token: 'e2e-token' } }),
  );
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
});

test('[SHELL][GUARD]: admin pages need an admin token and user, else the admin login', async ({ page }) => {
  await page.goto('/admin/v2/dashboard');
  await expect(page).toHaveURL(/\/admin\/v2\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/v2\/login$/);
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/v2\/login$/);
});

test('[SHELL][GUARD]: /admin redirects to the dashboard for a stored admin session', async ({ page }) => {
  const admin = { ...USER, role: 'admin', isAdmin: true };
  await page.addInitScript((user) => {
    localStorage.setItem('adminToken', 'e2e-admin-token');
    localStorage.setItem('adminUser', JSON.stringify(user));
  }, admin);
  // Keep the console's own calls from failing the session in this redirect-only test.
  await page.route('**/api/admin/**', (route) => route.fulfill({ json: { success: true } }));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/v2\/dashboard$/);
  // The public navigation is hidden under /admin.
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
});

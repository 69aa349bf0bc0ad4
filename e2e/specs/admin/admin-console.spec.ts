import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/app';
import { E2E_ADMIN } from '../../fixtures/env';
import { CAPTCHA_ANSWER, codeMailedTo, randomEmail, randomUsername } from '../auth/auth-helpers';

/** Registers an account through the API and returns its user token. */
async function registerWithToken(request: APIRequestContext) {
  const email = randomEmail('adm');
  const username = randomUsername('adm');
  const since = Date.now() - 1_000;
  expect((await request.post('/api/auth/send-verification-code', { data: { email } })).ok()).toBe(true);
  const code = await codeMailedTo(email, since);
  expect((await request.post('/api/auth/verify-code', { data: { email, code } })).ok()).toBe(true);
  const registered = await request.post('/api/auth/register', {
    data: { email, username, password: 'Ink-e2e-pass-1', verificationCode: code },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const body = (await registered.json()) as { token: string };
  return { email, username, token: body.token };
}

/** Signs the E2E admin in through the API and opens the console's session in the page's storage. */
async function adminSession(page: Page, request: APIRequestContext, language: 'zh' | 'en'): Promise<void> {
  // The request context keeps the captcha cookie, as a browser would.
  expect((await request.get('/api/auth/captcha')).ok()).toBe(true);
  const login = await request.post('/api/admin/login', {
    data: { username: E2E_ADMIN.email, password: E2E_ADMIN.password, captcha: CAPTCHA_ANSWER },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  await page.addInitScript(
    ([t, u, l]) => {
      localStorage.setItem('language', l as string);
      localStorage.setItem('adminToken', t as string);
      localStorage.setItem('adminUser', JSON.stringify(u));
    },
    [token, user, language],
  );
}

test.describe('admin console', () => {
  test('[ADMIN][CHANGE_ROLE]: admin signs in, filters, searches and makes a user a member', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const account = await registerWithToken(request);

    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/v2\/login$/);
    await page.getByLabel('Username or email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    const captcha = page.getByTestId('captcha-image');
    await expect(captcha).toBeVisible();
    const before = await captcha.getAttribute('src');
    await page.getByLabel('Captcha', { exact: true }).fill(CAPTCHA_ANSWER);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid username or password');
    // The failed attempt spent the captcha: the form cleared it and loaded a new one.
    await expect(page.getByLabel('Captcha', { exact: true })).toHaveValue('');
    await expect.poll(() => captcha.getAttribute('src')).not.toBe(before);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByLabel('Captcha', { exact: true }).fill(CAPTCHA_ANSWER);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/admin\/v2\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('Total users')).toBeVisible();

    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

    // Filter: only super admins; the E2E admin is one.
    await page.getByLabel('Role', { exact: true }).selectOption('superAdmin');
    await expect(page).toHaveURL(/role=superAdmin/);
    await expect(page.getByRole('cell', { name: E2E_ADMIN.email })).toBeVisible();
    await expect(page.getByRole('cell', { name: account.email })).toHaveCount(0);

    // Search for the new account among all roles.
    await page.getByLabel('Role', { exact: true }).selectOption('');
    await page.getByLabel('Search', { exact: true }).fill(account.email);
    await expect(page.getByRole('row')).toHaveCount(2);
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(row.getByText('Normal user')).toBeVisible();

    await row.getByRole('button', { name: `Edit role of ${account.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit role' });
    await expect(dialog.getByRole('radio')).toHaveCount(4);
    await dialog.getByRole('radio', { name: 'Member' }).check();
    await dialog.getByRole('button', { name: 'Save role' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: `The role of ${account.username} is now Member.` }),
    ).toBeVisible();
    await expect(row.getByText('Member')).toBeVisible();

    // The user's next /api/auth/me shows the new role.
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${account.token}` } });
    expect(me.ok()).toBe(true);
    expect(((await me.json()) as { user: { role: string } }).user.role).toBe('member');

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/v2\/login$/);
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  test('[ADMIN][PAGES]: statistics, permissions and settings render in Chinese', async ({ page, request }) => {
    await adminSession(page, request, 'zh');
    await page.goto('/admin/v2/stats');
    await expect(page.getByRole('heading', { name: '数据统计', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '30 天' }).click();
    await expect(page).toHaveURL(/days=30/);
    await expect(page.getByRole('button', { name: '30 天' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/admin/v2/permissions');
    const matrix = page.getByRole('table');
    await expect(matrix.getByRole('row', { name: /授予或移除管理员/ }).getByText('不允许')).toHaveCount(3);

    await page.goto('/admin/v2/settings');
    await expect(page.getByText('系统设置页面正在开发中。')).toBeVisible();
  });

  test('[ADMIN][PHONE]: every console page fits a 375 and a 320 px phone, the figures stay in their cards on a laptop; count axes show whole numbers', async ({
    page,
    request,
  }) => {
    await adminSession(page, request, 'en');
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      for (const sub of ['dashboard', 'users', 'stats', 'permissions', 'settings']) {
        await page.goto(`/admin/v2/${sub}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
        expect(scrollWidth, `${sub} at ${width} px`).toBeLessThanOrEqual(width);
        // At 320 px the logout button is its icon, named for screen readers.
        await expect(page.getByRole('button', { name: 'Log out' })).toBeInViewport();
      }
    }
    // Five figures in a row on a 1280 px laptop: "Administrators" once crossed its card's edge.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/v2/dashboard');
    for (const label of ['Total users', 'Members', 'Administrators', 'Visits today', 'Downloads today']) {
      const text = page.getByText(label, { exact: true });
      await expect(text).toBeVisible();
      const inside = await text.evaluate((el) => {
        const card = el.closest('.rounded-2xl')!.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(el);
        return Array.from(range.getClientRects()).every((r) => r.left >= card.left && r.right <= card.right - 8);
      });
      expect(inside, label).toBe(true);
    }
    // The stats page's count axes (left of each chart) label whole numbers only.
    await page.goto('/admin/v2/stats');
    const axis = page.locator('svg text[text-anchor="end"]');
    await expect(axis.first()).toBeVisible();
    for (const label of await axis.allTextContents()) expect(label.trim()).toMatch(/^\d[\d,]*$/);
  });

  test('[ADMIN][QUEUE]: the dashboard shows a user’s batch rendering, and the admin cancels it', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const account = await registerWithToken(request);
    // Enough rows that the batch is still rendering when the console opens.
    const rows = ['名言内容,作者', ...Array.from({ length: 300 }, (_, i) => `第${i + 1}句：知行合一,王阳明`)].join(
      '\n',
    );
    const started = await request.post('/api/v1/batches', {
      headers: { authorization: `Bearer ${account.token}` },
      data: { kind: 'quote', template: 'quote/redBold', rows },
    });
    expect(started.status(), await started.text()).toBe(202);
    const { batch } = (await started.json()) as { batch: { id: string } };

    await adminSession(page, request, 'en');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/admin/v2/dashboard');
    const queue = page.getByRole('region', { name: 'Batch queue' });
    await expect(queue.getByText('In this process (embedded database)')).toBeVisible();
    // This process renders (it is the only one), and the batch is listed with its owner.
    await expect(queue.getByRole('cell', { name: /^Web · / })).toBeVisible();
    const item = queue.getByRole('listitem').filter({ hasText: account.username });
    await expect(item).toContainText(/quote\/redBold · (waiting|rendering) · \d+\/300/);
    await expect.poll(async () => Number(await page.getByTestId('queue-waiting').textContent())).toBeGreaterThan(0);
    // The queue fits the phone: nothing in it scrolls sideways (a cut process name is fine), and
    // the card ends inside the screen.
    const scrolls = await queue.evaluate((el) =>
      Array.from(el.querySelectorAll<HTMLElement>('*'))
        .filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth + 1)
        .map((e) => e.tagName),
    );
    expect(scrolls).toEqual([]);
    expect((await queue.boundingBox())!.x + (await queue.boundingBox())!.width).toBeLessThanOrEqual(375);

    await item.getByRole('button', { name: 'Cancel' }).click();
    await expect(item).toContainText('cancelled');
    await expect(item.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    const after = await request.get(`/api/v1/batches/${batch.id}`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(((await after.json()) as { batch: { status: string } }).batch.status).toBe('cancelled');
    expect(consoleErrors).toEqual([]);
  });
});

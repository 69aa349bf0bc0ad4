import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { test, expect } from '../../fixtures/app';
import { fillLogin, registerViaApi } from './auth-helpers';

/*
 * Issue 31 §9: without "remember me" a browser restart kept the user signed in (the token sat in
 * localStorage for a day). Now the token of such a session lives in a session cookie, which the
 * browser drops when it closes. A real browser profile is closed and opened again here.
 */

test('[AUTH][SESSION]: without remember me the session ends with the browser; with it, it survives a restart', async ({
  request,
}, testInfo) => {
  const account = await registerViaApi(request);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'inkcard-profile-'));
  const open = async (): Promise<BrowserContext> => {
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL: testInfo.project.use.baseURL,
      locale: 'zh-CN',
    });
    await context.addInitScript(() => {
      localStorage.setItem('language', 'zh');
      localStorage.setItem('last-notification-version', '2025.05.08');
    });
    return context;
  };
  const signIn = async (context: BrowserContext, remember: boolean): Promise<void> => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await fillLogin(page, account);
    await expect(page.getByText('不勾选时，关闭浏览器即退出登录。')).toBeVisible();
    if (remember) await page.getByLabel('30 天内记住我').check();
    await page.getByRole('button', { name: '登录', exact: true }).last().click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: `${account.username} 的账号菜单` })).toBeVisible();
  };
  const signedInAfterRestart = async (): Promise<{ signedIn: boolean; stored: string[] }> => {
    const context = await open();
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      const menu = page.getByRole('button', { name: `${account.username} 的账号菜单` });
      const login = page.getByRole('link', { name: '登录', exact: true });
      await expect(menu.or(login)).toBeVisible();
      // The start-up check has run (it removes a user left without a token).
      await page.waitForLoadState('networkidle');
      const stored = await page.evaluate(() => Object.keys(localStorage));
      return { signedIn: await menu.isVisible(), stored };
    } finally {
      await context.close();
    }
  };

  try {
    // Without remember me: signed in across tabs of this browser…
    let context = await open();
    await signIn(context, false);
    const tab = await context.newPage();
    await tab.goto('/settings');
    await expect(tab.getByRole('heading', { name: '账号设置' })).toBeVisible();
    await context.close();
    // …and signed out once it has been closed, with nothing of the account left behind.
    const afterShort = await signedInAfterRestart();
    expect(afterShort.signedIn).toBe(false);
    expect(afterShort.stored).not.toContain('token');
    expect(afterShort.stored).not.toContain('user');

    // With remember me: still signed in after a restart.
    context = await open();
    await signIn(context, true);
    await context.close();
    expect((await signedInAfterRestart()).signedIn).toBe(true);
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

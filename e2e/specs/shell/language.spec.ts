import { test, expect } from '../../fixtures/app';

test.describe('language', () => {
  test.describe('with a Chinese browser', () => {
    test.use({ locale: 'zh-CN' });
    test('[SHELL][LANGUAGE]: a zh-CN browser starts in Chinese and stores it', async ({ page, consoleErrors }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(page.getByRole('link', { name: '首页' }).first()).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh');
      expect(consoleErrors).toEqual([]);
    });
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' });
    test('[SHELL][LANGUAGE]: an en-US browser starts in English and stores it', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    });
  });

  test('[SHELL][LANGUAGE]: the language toggle switches, is stored and survives a reload', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: '切换为英文' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Turn your words into');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Turn your words into');
    await page.getByRole('button', { name: 'Switch to Chinese' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('把你的文字');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('把你的文字');
    expect(consoleErrors).toEqual([]);
  });

  test('[SHELL][LANGUAGE]: the guide page has its own language switch', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('group', { name: '说明语言' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How to use Inkcard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });
});

import type { Page } from '@playwright/test';
import { test, expect } from '../../fixtures/app';

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('[SHELL][DARK_MODE]: follows the OS colour scheme until the visitor chooses', async ({ page, consoleErrors }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveClass(/dark-mode/);
  expect(await bodyBackground(page)).toBe('rgb(17, 24, 39)');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');

  // No choice yet: the page follows the OS.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/dark-mode/);
  expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');

  // A choice: dark, which the OS no longer overrides.
  await page.getByRole('button', { name: '切换到深色模式' }).click();
  await expect(html).toHaveClass(/dark-mode/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveClass(/dark-mode/);
  expect(await bodyBackground(page)).toBe('rgb(17, 24, 39)');
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(229, 231, 235)');
  expect(consoleErrors).toEqual([]);
});

test('[SHELL][DARK_MODE]: a stored choice wins over the OS and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await page.getByRole('button', { name: '切换到浅色模式' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark-mode/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark-mode/);
  expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(75, 85, 99)');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).not.toHaveClass(/dark-mode/);
});

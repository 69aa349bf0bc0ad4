import { test, expect } from '../../fixtures/app';

test.use({ noticeSeen: false });

test('[SHELL][UPDATE_NOTICE]: the notice shows once, stores its version when closed and stays closed', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: /更新通知/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('2025.05.08');
  await expect(dialog).toContainText('V1.0.4');
  await expect(dialog).toContainText('coderCard');
  await expect(dialog).toContainText('姓名');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('last-notification-version'))).toBe('2025.05.08');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('[SHELL][UPDATE_NOTICE]: Escape closes the notice and keeps focus inside while open', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('last-notification-version', '2024.01.01'));
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: /更新通知/ });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('last-notification-version'))).toBe('2025.05.08');
});

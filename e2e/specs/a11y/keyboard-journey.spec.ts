import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../../fixtures/app';

test.use({ locale: 'en-US' });

/** Presses Tab (or Shift+Tab) until the target has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('[A11Y][KEYBOARD]: from the home page through a maker to a download, with the keyboard only', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  // The skip link comes first and lands on the content (pressed once the app has drawn the page).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // Tools menu → blessing card maker (no sign-in needed to download).
  const tools = page.getByRole('button', { name: 'Tools', exact: true });
  await tabTo(page, tools);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: /^Profile card/ })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: /^Blessing card/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blessing-card$/);
  await expect(page).toHaveTitle('Blessing card maker · Inkcard');

  // Choose the creative style with the arrow keys.
  const classic = page.getByRole('radio', { name: /Classic style/ });
  await tabTo(page, classic);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Creative style/ })).toBeChecked();
  await expect(page).toHaveURL(/template=blessing\/creative$/);

  // Write the greeting.
  const festival = page.getByRole('textbox', { name: 'Festival name' });
  await tabTo(page, festival);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Happy New Year');
  const card = page.getByTestId('card-preview').locator('[data-card="blessing/creative"]');
  await expect(card).toContainText('Happy New Year');
  // The preview is an image named after the card, described by its alt text.
  await expect(page.getByRole('img', { name: 'Blessing card, Creative style template' })).toBeVisible();

  // Back to the download button, and download.
  const download = page.getByRole('button', { name: 'Download', exact: true });
  await tabTo(page, download, { back: true });
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toBe('blessing card_Happy New Year.png');
  await expect(page.getByRole('status').filter({ hasText: 'Card downloaded.' })).toBeVisible();

  // The alt text beside it carries the card's words and opens from the keyboard.
  const altText = page.locator('summary', { hasText: 'Alt text for this image' });
  await tabTo(page, altText);
  await page.keyboard.press('Enter');
  await expect(page.locator('details[open] p').last()).toContainText('Happy New Year');
  expect(consoleErrors).toEqual([]);
});

import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, presetUi, test } from '../../fixtures/app';
import { offPixels } from '../../fixtures/compare-png';
import { loginViaUi, registerViaApi } from '../auth/auth-helpers';

// The exported PNG, averaged down from 3× to 1×, must match a screenshot of the preview card
// (fixtures/compare-png.ts).
const MAX_OFF_PIXELS = 0.02;

/** Downloads the card and compares it with a screenshot of the preview. */
async function expectExportMatchesPreview(page: Page, card: Locator, button: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const size = await card.evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight]);
  const shotBytes = await card.screenshot({ animations: 'disabled' });
  const shot = PNG.sync.read(shotBytes);
  expect(Math.abs(shot.width - size[0]!) + Math.abs(shot.height - size[1]!)).toBeLessThanOrEqual(1);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const exportedBytes = fs.readFileSync(await (await downloadPromise).path());
  const exported = PNG.sync.read(exportedBytes);
  // Both images go with the report, to look at when the comparison fails.
  fs.writeFileSync(test.info().outputPath('preview.png'), shotBytes);
  fs.writeFileSync(test.info().outputPath('export.png'), exportedBytes);
  expect([exported.width, exported.height]).toEqual([size[0]! * 3, size[1]! * 3]);
  expect(offPixels(exported, shot, 3)).toBeLessThan(MAX_OFF_PIXELS);
}

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1 });

test('[EXPORT][QUOTE]: the downloaded fashion quote matches its preview pixel for pixel', async ({
  page,
  request,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await loginViaUi(page, await registerViaApi(request));
  await page.goto('/quote');
  const card = page.locator('[data-card="quote/fashion"]');
  await expect(card).toBeVisible();
  await expectExportMatchesPreview(page, card, '下载图片');
  expect(consoleErrors).toEqual([]);
});

test('[EXPORT][BLESSING]: the downloaded creative blessing matches its preview pixel for pixel', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'en', dark: true });
  await page.goto('/blessing-card');
  await page.getByRole('radio', { name: /Creative style/ }).check({ force: true });
  await page.getByRole('button', { name: 'Use example' }).click();
  const card = page.locator('[data-card="blessing/creative"]');
  await expect(card).toBeVisible();
  await expectExportMatchesPreview(page, card, 'Download');
  expect(consoleErrors).toEqual([]);
});

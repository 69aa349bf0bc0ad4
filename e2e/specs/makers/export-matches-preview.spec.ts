import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { cardFontsReady, choose, expect, presetUi, test } from '../../fixtures/app';
import { offPixels } from '../../fixtures/compare-png';
import { loginViaUi, makePng, registerViaApi } from '../auth/auth-helpers';

// The exported PNG, averaged down from its scale (3× quotes and blessings, 2× profiles) to 1×,
// must match a screenshot of the preview card (fixtures/compare-png.ts).
const MAX_OFF_PIXELS = 0.02;

/** Downloads the card and compares it with a screenshot of the preview. */
async function expectExportMatchesPreview(page: Page, card: Locator, button: string, scale = 3): Promise<void> {
  await cardFontsReady(page);
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
  expect([exported.width, exported.height]).toEqual([size[0]! * scale, size[1]! * scale]);
  expect(offPixels(exported, shot, scale)).toBeLessThan(MAX_OFF_PIXELS);
  // Opaque by default (issue 15): the corner pixel has the card's own colour, as the preview shows.
  expect(exported.data[3], 'corner alpha').toBe(255);
  expect(Math.max(...[0, 1, 2].map((c) => Math.abs(exported.data[c]! - shot.data[c]!)))).toBeLessThanOrEqual(8);
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
  // A size preset exports an exact 1080 px width (issue 14); auto keeps the card's own size × 3.
  await page.getByTestId('export-size').getByText('自适应', { exact: true }).click();
  await expect(card).toHaveAttribute('data-canvas', 'auto');
  await expectExportMatchesPreview(page, card, '下载图片');
  expect(consoleErrors).toEqual([]);
});

test('[EXPORT][BLESSING]: the downloaded creative blessing matches its preview pixel for pixel', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'en', dark: true });
  await page.goto('/blessing-card');
  await choose(page.getByRole('radio', { name: /Creative style/ }));
  await page.getByRole('button', { name: 'Use example' }).click();
  const card = page.locator('[data-card="blessing/creative"]');
  await expect(card).toBeVisible();
  await expectExportMatchesPreview(page, card, 'Download');
  expect(consoleErrors).toEqual([]);
});

for (const [template, radio] of [
  ['profile/default', /^默认/],
  ['profile/tech', /^科技/],
  ['profile/creative', /^创意/],
  ['profile/blueWhite', /^蓝白/],
  ['profile/coderCard', /^代码卡片/],
] as const) {
  test(`[EXPORT][PROFILE]: the downloaded ${template} card, with a photo, matches its preview pixel for pixel`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Wide and tall enough that the preview shows the whole card at its real size (480 px code card).
    await page.setViewportSize({ width: 1600, height: 1400 });
    await presetUi(page, { language: 'zh', dark: true });
    await loginViaUi(page, await registerViaApi(request));
    await page.goto('/profile');
    await page.getByLabel('上传照片').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(300) });
    await choose(page.getByRole('radio', { name: radio }));
    // The default template is already chosen on arrival: its example waits for generate.
    await page.getByRole('button', { name: '生成卡片' }).click();
    const card = page.locator(`[data-card="${template}"]`);
    await expect(card).toBeVisible();
    await expectExportMatchesPreview(page, card, '保存卡片', 2);
    expect(consoleErrors).toEqual([]);
  });
}

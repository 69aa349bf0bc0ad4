import fs from 'node:fs';
import { PNG } from 'pngjs';
import { expect, presetUi, test } from '../../fixtures/app';

test('[BLESSING][DOWNLOAD]: an anonymous visitor downloads a 3× PNG named after the festival', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'en', dark: false });
  await page.goto('/blessing-card');
  await expect(page.getByRole('heading', { name: 'Card Preview' })).toBeVisible();
  await page.getByLabel('Festival name').fill('Spring Festival');
  const card = page.locator('[data-card="blessing/classic"]');
  await expect(card).toContainText('Spring Festival');
  const box = await card.evaluate((el) => ({
    w: (el as HTMLElement).offsetWidth,
    h: (el as HTMLElement).offsetHeight,
  }));
  expect(box).toEqual({ w: 360, h: 640 });

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('blessing card_Spring Festival.png');
  const png = PNG.sync.read(fs.readFileSync(await download.path()));
  expect([png.width, png.height]).toEqual([box.w * 3, box.h * 3]);

  // Not blank: the pixels vary (background, pattern and white type).
  const seen = new Set<number>();
  let sum = 0;
  let sumSq = 0;
  const n = png.width * png.height;
  for (let i = 0; i < png.data.length; i += 4 * 7) {
    const v = png.data[i]! * 0.3 + png.data[i + 1]! * 0.59 + png.data[i + 2]! * 0.11;
    seen.add(png.data.readUInt32BE(i));
    sum += v;
    sumSq += v * v;
  }
  const samples = Math.ceil(n / 7);
  const variance = sumSq / samples - (sum / samples) ** 2;
  expect(seen.size).toBeGreaterThan(50);
  expect(variance).toBeGreaterThan(100);
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('[BLESSING][STYLE]: switching style resets it and the unnamed fallback names the file', async ({ page }) => {
  await presetUi(page, { language: 'zh', dark: true });
  await page.goto('/blessing-card');
  await page.getByLabel('图案类型').selectOption('snow');
  await page.getByRole('radio', { name: /创意风格/ }).check({ force: true });
  await expect(page.locator('[data-card="blessing/creative"]')).toHaveAttribute('data-scheme', 'modern');
  await page.getByRole('radio', { name: /樱花粉/ }).check({ force: true });
  await expect(page.locator('[data-card="blessing/creative"]')).toHaveAttribute('data-scheme', 'sakura');
  await page.getByRole('radio', { name: /经典风格/ }).check({ force: true });
  await expect(page.getByLabel('图案类型')).toHaveValue('cloud');
  await page.getByLabel('节日名称').fill('');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载' }).click();
  expect((await downloadPromise).suggestedFilename()).toBe('祝福卡片_未命名.png');
});

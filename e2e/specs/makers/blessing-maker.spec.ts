import fs from 'node:fs';
import { PNG } from 'pngjs';
import { choose, expect, presetUi, test } from '../../fixtures/app';

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
  // 3:4 by default (issue 15): 1080 × 1440 at 3×, Xiaohongshu's own size.
  expect(box).toEqual({ w: 360, h: 480 });

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('blessing card_Spring Festival.png');
  const png = PNG.sync.read(fs.readFileSync(await download.path()));
  expect([png.width, png.height]).toEqual([box.w * 3, box.h * 3]);
  // Opaque by default: no transparent rounded corners to turn black or white in a chat app.
  for (const [x, y] of [
    [0, 0],
    [png.width - 1, 0],
    [0, png.height - 1],
    [png.width - 1, png.height - 1],
  ] as const) {
    expect(png.data[(y * png.width + x) * 4 + 3], `alpha at ${x},${y}`).toBe(255);
  }

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
  await choose(page.getByRole('radio', { name: /创意风格/ }));
  await expect(page.locator('[data-card="blessing/creative"]')).toHaveAttribute('data-scheme', 'modern');
  await choose(page.getByRole('radio', { name: /樱花粉/ }));
  await expect(page.locator('[data-card="blessing/creative"]')).toHaveAttribute('data-scheme', 'sakura');
  await choose(page.getByRole('radio', { name: /经典风格/ }));
  await expect(page.getByLabel('图案类型')).toHaveValue('cloud');
  await page.getByLabel('节日名称').fill('');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载' }).click();
  expect((await downloadPromise).suggestedFilename()).toBe('祝福卡片_未命名.png');
});

test('[BLESSING][CANVAS]: 9:16 on request, and transparent rounded corners only when asked for', async ({ page }) => {
  await presetUi(page, { language: 'en', dark: false });
  await page.goto('/blessing-card');
  const card = page.locator('[data-card="blessing/classic"]');
  await choose(page.getByRole('radio', { name: '9:16 story' }));
  await expect(card).toHaveAttribute('data-canvas', '9:16');
  expect(await card.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(640);
  await page.getByRole('checkbox', { name: 'Transparent rounded corners (PNG)' }).check();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const png = PNG.sync.read(fs.readFileSync(await (await downloadPromise).path()));
  expect([png.width, png.height]).toEqual([1080, 1920]);
  expect(png.data[3]).toBe(0);
  expect(png.data[((png.height >> 1) * png.width + (png.width >> 1)) * 4 + 3]).toBe(255);
});

test('[BLESSING][FIT]: a wish too long for the card is shrunk, then flagged on screen, never clipped', async ({
  page,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/blessing-card');
  const card = page.locator('[data-card="blessing/classic"]');
  const wish = page.getByLabel('祝福语', { exact: true });
  // Issue 15's case: 86 characters used to lose their first and last lines.
  await wish.fill(
    '春风十里，不如你。愿你新的一年万事如意，平安喜乐。把日子过成喜欢的样子：早起读书，傍晚散步，周末和朋友吃一顿热腾腾的火锅。愿所有的努力都有回报。',
  );
  await expect(card).toHaveAttribute('data-fit', 'shrunk');
  await expect(page.getByTestId('card-too-long')).toHaveCount(0);
  expect(await card.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(480);
  await wish.fill('愿你岁岁平安，年年有余。'.repeat(40));
  await expect(card).toHaveAttribute('data-fit', 'overflow');
  // The blessing has size presets: the warning offers a taller one.
  await expect(page.getByTestId('card-too-long')).toContainText('文字太多');
  await expect(page.getByTestId('card-too-long')).toContainText('换一个更高的尺寸');
  expect(await card.evaluate((el) => (el as HTMLElement).offsetHeight)).toBeGreaterThan(480);
});

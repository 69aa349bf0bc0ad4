import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, presetUi, test } from '../../fixtures/app';
import { loginViaUi, registerViaApi } from '../auth/auth-helpers';

// Issue 30 point 4: a chosen size preset is exported at exactly its pixels, whatever the text
// (never 1080 × 1450). A card whose text outgrows its size even at the smallest type is not
// exported: the bar says why and the warning offers one click to the next size that holds it.

test.use({ viewport: { width: 1280, height: 1000 } });

const WISH = '愿你岁岁平安，年年有余。';

async function downloadPng(page: Page): Promise<PNG> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-bar').locator('button[aria-keyshortcuts$="+S"]').click();
  return PNG.sync.read(fs.readFileSync(await (await downloading).path()));
}

test('[EXPORT][PRESET]: each blessing size exports exactly its pixels with long text; an outgrown size offers a taller one and exports nothing', async ({
  page,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/blessing-card');
  const card = page.locator('[data-card="blessing/classic"]');
  const wish = page.getByLabel('祝福语', { exact: true });
  const bar = page.getByTestId('export-bar');
  const download = bar.locator('button[aria-keyshortcuts$="+S"]');
  const warning = page.getByTestId('card-too-long');

  // Long text that the type shrinks to fit: each preset gives exactly its pixels.
  await wish.fill(WISH.repeat(6));
  for (const [label, ratio, size] of [
    ['3:4 笔记', '3:4', [1080, 1440]],
    ['9:16 竖屏', '9:16', [1080, 1920]],
  ] as const) {
    await bar.getByTestId('export-size').getByText(label, { exact: true }).click();
    await expect(card).toHaveAttribute('data-canvas', ratio);
    await expect(card).not.toHaveAttribute('data-fit', 'overflow');
    const png = await downloadPng(page);
    expect([png.width, png.height], label).toEqual(size);
  }

  // Too long for 3:4 even at the smallest type: nothing to export, and one click to 9:16.
  await bar.getByTestId('export-size').getByText('3:4 笔记', { exact: true }).click();
  await wish.fill(WISH.repeat(14));
  await expect(card).toHaveAttribute('data-fit', 'overflow');
  await expect(download).toBeDisabled();
  await expect(bar.getByTestId('export-blocked')).toContainText('暂时无法导出');
  await expect(warning.getByTestId('too-long-taller')).toHaveText('换成 9:16 竖屏');
  await warning.getByTestId('too-long-taller').click();
  await expect(card).toHaveAttribute('data-canvas', '9:16');
  await expect(card).not.toHaveAttribute('data-fit', 'overflow');
  await expect(warning).toHaveCount(0);
  const png = await downloadPng(page);
  expect([png.width, png.height]).toEqual([1080, 1920]);

  // Too long for every size the blessing has: no taller size is offered, still nothing exported.
  await wish.fill(WISH.repeat(40));
  await expect(card).toHaveAttribute('data-fit', 'overflow');
  await expect(warning).toContainText('文字太多');
  await expect(warning.getByTestId('too-long-taller')).toHaveCount(0);
  await expect(download).toBeDisabled();
});

test('[EXPORT][PRESET][EN]: the quote warning offers auto when no ratio holds the text, in English', async ({
  page,
}) => {
  await presetUi(page, { language: 'en', dark: true });
  await page.goto('/quote');
  const input = page.locator('textarea').first();
  await input.fill(
    `Quote: ${'Slow down and look at the small things that make a day worth living. '.repeat(30)}\nAuthor: A friend`,
  );
  const bar = page.getByTestId('export-bar');
  const card = page.locator('[data-testid="card-preview"] > [data-card]').first();
  await expect(card).toHaveAttribute('data-fit', 'overflow');
  await expect(bar.locator('button[aria-keyshortcuts$="+S"]')).toBeDisabled();
  const taller = page.getByTestId('card-too-long').getByTestId('too-long-taller');
  await expect(taller).toHaveText('Switch to Auto');
  await taller.click();
  await expect(card).toHaveAttribute('data-canvas', 'auto');
  await expect(bar.locator('button[aria-keyshortcuts$="+S"]')).toBeEnabled();
});

test('[EXPORT][PRESET][PROFILE]: a profile on 3:4 exports exactly 1080 × 1440; on 1:1 its text offers 3:4; on auto only shorter text', async ({
  page,
  request,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  // A profile card is saved by a signed-in creator.
  await loginViaUi(page, await registerViaApi(request));
  await page.goto('/profile');
  // The default template's example waits for generate.
  await page.getByRole('button', { name: '生成卡片' }).click();
  const card = page.locator('[data-card="profile/default"]');
  const bar = page.getByTestId('export-bar');
  const download = bar.locator('button[aria-keyshortcuts$="+S"]');
  const warning = page.getByTestId('card-too-long');
  // The example profile, as tall as its content until a size is chosen.
  await expect(card).toHaveAttribute('data-canvas', 'auto');

  await bar.getByTestId('export-size').getByText('3:4 笔记', { exact: true }).click();
  await expect(card).toHaveAttribute('data-canvas', '3:4');
  await expect(card).not.toHaveAttribute('data-fit', 'overflow');
  const png = await downloadPng(page);
  expect([png.width, png.height]).toEqual([1080, 1440]);

  // The same profile does not fit a square even at its smallest type: one click back to 3:4.
  await bar.getByTestId('export-size').getByText('1:1 方图', { exact: true }).click();
  await expect(card).toHaveAttribute('data-canvas', '1:1');
  await expect(card).toHaveAttribute('data-fit', 'overflow');
  await expect(download).toBeDisabled();
  await expect(warning).toContainText('换一个更高的尺寸');
  await expect(warning.getByTestId('too-long-taller')).toHaveText('换成 3:4 笔记');
  await warning.getByTestId('too-long-taller').click();
  await expect(card).toHaveAttribute('data-canvas', '3:4');
  await expect(warning).toHaveCount(0);
  await expect(download).toBeEnabled();

  // Past its longest on auto there is no taller size: the warning asks for shorter text only.
  await bar.getByTestId('export-size').getByText('自适应', { exact: true }).click();
  await page
    .locator('textarea')
    .first()
    .fill(`姓名：林晓雨\n个人简介：${'喜欢把复杂的事情做简单，相信好的设计会自己说话。'.repeat(40)}`);
  await expect(card).toHaveAttribute('data-fit', 'overflow');
  await expect(warning).toContainText('请精简文字');
  await expect(warning.getByTestId('too-long-taller')).toHaveCount(0);
});

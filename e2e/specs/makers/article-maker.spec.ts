import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { cardFontsReady, choose, expect, presetUi, test } from '../../fixtures/app';
import { offPixels } from '../../fixtures/compare-png';
import { textLayoutProblems } from '../../fixtures/text-layout';
import { fillLogin, loginViaUi, registerViaApi } from '../auth/auth-helpers';

const LONG = {
  zh: fs.readFileSync(new URL('../../fixtures/articles/long-zh.txt', import.meta.url), 'utf8'),
  en: fs.readFileSync(new URL('../../fixtures/articles/long-en.txt', import.meta.url), 'utf8'),
};
const SHORT = { zh: '标题：一句话摘要', en: 'Title: A one-line summary' };
const UPDATE = { zh: '更新卡片', en: 'Update card' } as const;

test.use({ viewport: { width: 1440, height: 1000 }, deviceScaleFactor: 1 });

/** Replaces the text and presses update. */
async function update(page: Page, text: string, lang: 'zh' | 'en' = 'zh'): Promise<void> {
  await page.getByLabel(lang === 'zh' ? '卡片文本' : 'Card text').fill(text);
  await page.getByRole('button', { name: UPDATE[lang] }).click();
}

test('[ARTICLE][DEFAULT]: the maker opens on hot news with its example; update shows the card', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/article-card');
  await expect(page.getByRole('radio', { name: /热点新闻/ })).toBeChecked();
  const text = page.getByLabel('卡片文本');
  await expect(text).toHaveValue(/^标题：全球首条 GWh 级固态电池产线投产/);
  await expect(text).toHaveAttribute('rows', '25');
  await expect(page.getByText('“全球反应：”——每行一条，格式为“5月8日 14:30 - 标题：内容”。')).toBeVisible();
  // Spec §4: the preview stays hidden until update is pressed.
  await expect(page.locator('[data-card]')).toHaveCount(0);
  await expect(page.getByText('点击“更新卡片”查看预览')).toBeVisible();

  await page.getByRole('button', { name: '更新卡片' }).click();
  const card = page.locator('[data-card="article/hotNews"]');
  await expect(card).toContainText('全球首条 GWh 级固态电池产线投产');
  await expect(card).toContainText('阅读约 2 分钟');
  await expect(card).toContainText('国际能源机构');
  expect(consoleErrors).toEqual([]);
});

test('[ARTICLE][EMPTY]: update with empty text shows the message and no card, in both languages', async ({ page }) => {
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/article-card');
  await update(page, '   ');
  await expect(page.getByRole('alert')).toContainText('请输入内容后再生成卡片');
  await expect(page.locator('[data-card]')).toHaveCount(0);

  await page.getByRole('button', { name: '切换为英文' }).click();
  await update(page, '', 'en');
  await expect(page.getByRole('alert')).toContainText('Please enter some content before generating the card.');
  await expect(page.locator('[data-card]')).toHaveCount(0);
});

test('[ARTICLE][TEMPLATE]: a template change refills its example and regenerates without update', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'en', dark: true });
  await page.goto('/article-card');
  await choose(page.getByRole('radio', { name: /Classic/ }));
  await expect(page.getByLabel('Card text')).toHaveValue(/^Title: Why is it getting harder to focus\?/);
  await expect(page.locator('[data-card="article/mediaWriting"]')).toContainText('Why is it getting harder to focus?');

  await choose(page.getByRole('radio', { name: /Colorful Flow/ }));
  const flow = page.locator('[data-card="article/colorfulFlow"]');
  await expect(flow).toContainText('Starting a podcast from zero');
  // Spec §9: colorfulFlow's conclusion is cut within 50 characters, at a clause, with an
  // ellipsis; the rest follows below it (issue 30), never lost.
  await expect(flow).toContainText('Do not wait until you feel ready…');
  await expect(flow).toContainText('…you only learn what to prepare once you start.');
  expect(consoleErrors).toEqual([]);
});

test('[ARTICLE][CLEAR]: clear empties the text and hides the preview', async ({ page }) => {
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/article-card');
  await page.getByRole('button', { name: '更新卡片' }).click();
  await expect(page.locator('[data-card="article/hotNews"]')).toBeVisible();
  await page.getByRole('button', { name: '清空', exact: true }).click();
  await expect(page.getByLabel('卡片文本')).toHaveValue('');
  await expect(page.locator('[data-card]')).toHaveCount(0);
  await expect(page.getByText('点击“更新卡片”查看预览')).toBeVisible();
});

test('[ARTICLE][WARNINGS]: malformed reaction and impact lines are named by line and skipped; markup stays text', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/article-card');
  // Text with no label at all: nothing to draw, and the issues say which label to start with.
  await update(page, '随便写的一段话，没有任何标签');
  await expect(page.getByText('第 1 行：每段请以标签开头，例如“标题：”。')).toBeVisible();
  await expect(page.getByText('第 1 行：请添加“标题”一行。')).toBeVisible();
  await expect(page.locator('[data-card]')).toHaveCount(0);

  await update(
    page,
    [
      '标题：<img src=x onerror=alert(1)>发布会',
      '全球反应：',
      '5月8日 9:30 - 业界：性能提升显著',
      '这一行没有时间',
      '潜在影响分析：',
      '- 产业：加速竞争',
      '- 没有标题的影响',
    ].join('\n'),
  );
  const card = page.locator('[data-card="article/hotNews"]');
  await expect(card).toContainText('<img src=x onerror=alert(1)>发布会');
  await expect(card).toContainText('性能提升显著');
  await expect(card).toContainText('加速竞争');
  await expect(card).not.toContainText('这一行没有时间');
  await expect(card.locator('img')).toHaveCount(0);
  await expect(page.getByText('第 4 行已跳过：全球反应的格式为“5月8日 14:30 - 标题：内容”。')).toBeVisible();
  await expect(page.getByText('第 7 行已跳过：影响分析的格式为“- 标题：内容”。')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('[ARTICLE][DOWNLOAD]: a signed-in download is 750 px × 2 wide, equals the exported layout and is recorded', async ({
  page,
  request,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await loginViaUi(page, await registerViaApi(request));
  await page.goto('/article-card');
  await page.getByRole('button', { name: '更新卡片' }).click();
  const card = page.locator('[data-card="article/hotNews"]');
  await expect(card).toBeVisible();
  await cardFontsReady(page);
  const height = await card.evaluate((el) => (el as HTMLElement).offsetHeight);
  // The preview shows the 750 px layout scaled to 850 px.
  await expect(page.locator('[data-preview-scale]')).toHaveAttribute('data-preview-scale', String(850 / 750));

  const record = page.waitForRequest((r) => r.url().endsWith('/api/card-downloads/record'));
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载图片' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(
    '文章卡片_全球首条 GWh 级固态电池产线投产，电动车续航有望突破 1000 公里.png',
  );
  const bytes = fs.readFileSync(await download.path());
  const png = PNG.sync.read(bytes);
  fs.writeFileSync(test.info().outputPath('export.png'), bytes);
  expect(png.width).toBe(1500);
  expect(Math.abs(png.height - height * 2)).toBeLessThanOrEqual(2);
  expect((await record).postDataJSON()).toMatchObject({
    cardType: 'article',
    template: 'article/hotNews',
    title: '全球首条 GWh 级固态电池产线投产，电动车续航有望突破 1000 公里',
  });

  // The PNG is what the card looks like laid out at 750 px: the render route draws exactly that.
  await page.goto('/render?template=article/hotNews&lang=zh');
  await expect(page.locator('[data-render-root]')).toHaveAttribute('data-render-ready', 'true');
  const shot = PNG.sync.read(await page.locator('[data-card="article/hotNews"]').screenshot());
  expect(shot.width).toBe(750);
  expect(offPixels(png, shot, 2)).toBeLessThan(0.02);
  expect(consoleErrors).toEqual([]);
});

test('[ARTICLE][DOWNLOAD]: a 750 px preview (colorfulFlow) exports exactly what it shows', async ({
  page,
  request,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await loginViaUi(page, await registerViaApi(request));
  await page.goto('/article-card');
  await choose(page.getByRole('radio', { name: /多彩流程/ }));
  const card = page.locator('[data-card="article/colorfulFlow"]');
  await expect(card).toBeVisible();
  await expect(page.locator('[data-preview-scale]')).toHaveAttribute('data-preview-scale', '1');
  await cardFontsReady(page);
  const shot = PNG.sync.read(await card.screenshot({ animations: 'disabled' }));
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载图片' }).click();
  const png = PNG.sync.read(fs.readFileSync(await (await downloadPromise).path()));
  expect(png.width).toBe(1500);
  expect(offPixels(png, shot, 2)).toBeLessThan(0.02);
});

test('[ARTICLE][LOGIN_GATE]: an anonymous download keeps the article through the login', async ({ page, request }) => {
  await presetUi(page, { language: 'zh', dark: false });
  const account = await registerViaApi(request);
  await page.goto('/article-card');
  await choose(page.getByRole('radio', { name: /浅蓝天空/ }));
  await update(page, '标题：登录之后还在的文章\n关键成就：\n- 第一个成就');
  // The updated card first, as a visitor sees it: a download clicked sooner meets the update's own notice.
  await expect(page.locator('[data-card="article/skyBlue"]')).toContainText('登录之后还在的文章');
  await page.getByRole('button', { name: '下载图片' }).click();
  const banner = page.getByRole('alert').filter({ hasText: '请先登录后再下载' });
  await banner.getByRole('link', { name: '去登录' }).click();
  await fillLogin(page, account);
  await page.getByRole('button', { name: '登录', exact: true }).last().click();
  await expect(page).toHaveURL('/article-card?template=article/skyBlue');
  await expect(page.getByRole('radio', { name: /浅蓝天空/ })).toBeChecked();
  await expect(page.locator('[data-card="article/skyBlue"]')).toContainText('登录之后还在的文章');
});

for (const dark of [false, true]) {
  test(`[ARTICLE][PHONE]: at 375 px the card scales to fit without horizontal scrolling (${dark ? 'dark' : 'light'})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await presetUi(page, { language: 'zh', dark });
    await page.goto('/article-card');
    await page.getByRole('button', { name: '更新卡片' }).click();
    const card = page.locator('[data-card="article/hotNews"]');
    await expect(card).toBeVisible();
    const stage = page.getByRole('region', { name: '预览' });
    await expect
      .poll(async () => {
        const [c, s] = [await card.boundingBox(), await stage.boundingBox()];
        if (!c || !s) return 'not laid out';
        const inside = c.x >= s.x && c.x + c.width <= s.x + s.width && c.y + c.height <= s.y + s.height + 1;
        return inside ? 'fits' : `card ${JSON.stringify(c)} stage ${JSON.stringify(s)}`;
      })
      .toBe('fits');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}

// Every article template with a one-line and a ~3,000-character article in both languages: no
// text outside the card, no lone character on a line, no closing punctuation opening a line, no
// clipping; the card grows with its text.
for (const lang of ['zh', 'en'] as const) {
  test(`[ARTICLE][FIT]: every template sets a one-line and a long ${lang} article cleanly`, async ({ page }) => {
    test.setTimeout(240_000);
    await presetUi(page, { language: lang, dark: false });
    await page.goto('/article-card');
    // The template picker's radios (the export bar's size and scale are radios too).
    const radios = page.locator('input[type="radio"][value^="article/"]');
    await expect.poll(() => radios.count()).toBeGreaterThanOrEqual(13);
    const count = await radios.count();
    for (let i = 0; i < count; i++) {
      await choose(radios.nth(i));
      const id = await radios.nth(i).getAttribute('value');
      await test.step(id!, async () => {
        const card = page.locator(`[data-card="${id}"]`);
        const heights: number[] = [];
        for (const text of [SHORT[lang], LONG[lang]]) {
          await update(page, text, lang);
          await expect(card).toContainText(
            text
              .split('\n')[0]!
              .replace(/^[^:：]+[:：]\s*/, '')
              .slice(0, 12),
          );
          await cardFontsReady(page);
          expect(await textLayoutProblems(card), `${id} ${text.length} chars`).toEqual([]);
          heights.push(await card.evaluate((el) => (el as HTMLElement).offsetHeight));
        }
        expect(heights[1]!).toBeGreaterThan(heights[0]! * 5);
      });
    }
  });
}

import fs from 'node:fs';
import { expect, presetUi, test } from '../../fixtures/app';
import { loginViaUi, registerViaApi } from '../auth/auth-helpers';

// A plain Chinese article, as pasted from a blog: no labels at all.
const PLAIN_ZH = fs.readFileSync(new URL('../../fixtures/articles/plain-zh.txt', import.meta.url), 'utf8');

// A short résumé with two jobs, education, awards and languages (the engine's fixture).
const RESUME_EN = fs.readFileSync(
  new URL(
    '../../../packages/card-engine/src/kinds/profile/smart-paste-fixtures/en-resume-several-jobs.txt',
    import.meta.url,
  ),
  'utf8',
);

test.use({ viewport: { width: 1440, height: 1000 }, deviceScaleFactor: 1 });

test('[ASSIST][SMART_PASTE]: a plain Chinese article becomes labelled text, is edited and downloaded as a card', async ({
  page,
  request,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await loginViaUi(page, await registerViaApi(request));
  await page.goto('/article-card');
  const editor = page.getByLabel('卡片文本');
  await editor.fill(PLAIN_ZH);
  await page.getByRole('button', { name: '更新卡片' }).click();
  // Plain text makes no card; the maker points at smart paste.
  await expect(page.locator('[data-card]')).toHaveCount(0);
  await expect(page.getByText('粘贴的是普通文字？点“智能整理”')).toBeVisible();

  await page.getByRole('button', { name: '智能整理' }).click();
  await expect(editor).toHaveValue(/^标题：为什么我们越来越难以专注\n作者：许清和\n日期：2025年5月8日\n核心概念：/);
  await expect(editor).toHaveValue(/\n关键要点：\n1\. /);
  await expect(editor).toHaveValue(/\n章节：一、注意力是怎样被分走的\n主要内容：/);
  await expect(editor).toHaveValue(/\n重要引述：\n“你的注意力在哪里，你的生活就在哪里。”——威廉·詹姆斯\n/);
  await expect(editor).toHaveValue(/\n来源：公众号《慢慢读》$/);
  await expect(page.getByRole('status').filter({ hasText: '已用“智能整理”把文字整理成标签格式' })).toBeVisible();
  const card = page.locator('[data-card="article/hotNews"]');
  await expect(card).toContainText('为什么我们越来越难以专注');
  await expect(card).toContainText('许清和');

  // The way back gives the original text; smart paste again, then edit the title and update.
  await page.getByRole('button', { name: '恢复原文' }).click();
  await expect(editor).toHaveValue(PLAIN_ZH);
  await page.getByRole('button', { name: '智能整理' }).click();
  const labelled = await editor.inputValue();
  await editor.fill(labelled.replace('标题：为什么我们越来越难以专注', '标题：把注意力找回来'));
  await page.getByRole('button', { name: '更新卡片' }).click();
  await expect(card).toContainText('把注意力找回来');
  await expect(card).not.toContainText('为什么我们越来越难以专注');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载图片' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('文章卡片_把注意力找回来.png');
  expect(fs.statSync(await download.path()).size).toBeGreaterThan(10_000);
  expect(consoleErrors).toEqual([]);
});

test('[ASSIST][AI_OFF]: with no model configured the AI button says so and offers smart paste', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'en', dark: true });
  await page.goto('/quote');
  const editor = page.getByLabel('Card text');
  await editor.fill('"Stay hungry, stay foolish." — Steve Jobs, Stanford commencement address, 2005');
  await page.getByRole('button', { name: 'AI generate' }).click();
  const explanation = page.getByRole('status').filter({ hasText: 'AI generation is off' });
  await expect(explanation).toContainText('Smart paste turns your text into labelled text without AI');
  await explanation.getByRole('button', { name: 'Smart paste' }).click();
  await expect(editor).toHaveValue(
    'Quote: Stay hungry, stay foolish.\nAuthor: Steve Jobs\nSource: Stanford commencement address, 2005',
  );
  await expect(page.locator('[data-card="quote/fashion"]')).toContainText('Stay hungry, stay foolish.');
  // Text that is already labelled is left alone.
  await page.getByRole('button', { name: 'Smart paste' }).first().click();
  await expect(page.getByText('This text already has this card’s labels; nothing to arrange.')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('[ASSIST][LEFT_OUT]: smart paste lists the résumé lines a profile card has no place for', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await presetUi(page, { language: 'en', dark: true });
  await page.goto('/profile');
  const editor = page.getByLabel('Card text');
  await editor.fill(RESUME_EN);
  await page.getByRole('button', { name: 'Smart paste' }).first().click();
  await expect(editor).toHaveValue(/\nAchievements:\n1\. Senior Data Analyst, Shopify \(Jan 2022 – Present\): /);
  await expect(editor).toHaveValue(/\n2\. Data Analyst, Loblaw Companies \(Jun 2019 – Dec 2021\): /);
  const note = page.getByRole('status').filter({ hasText: 'Smart paste arranged your text' });
  await expect(note).toContainText('These 2 lines have no place on the card');
  await expect(note.getByRole('listitem')).toHaveText([
    'Cut dashboard refresh time from 40 to 6 minutes',
    'B.Sc. Statistics, University of Waterloo, 2019',
  ]);
  // The note fits the phone: nothing runs past the screen's edge.
  const box = await note.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  expect(consoleErrors).toEqual([]);
});

test('[ASSIST][PHONE]: the assist bar fits a 375 px phone in the note maker', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/xiaohongshu');
  await page.getByLabel('卡片文本').fill('周末去爬山\n山顶的风很大，但是日出值得。\n#周末 #爬山');
  await page.getByRole('button', { name: '智能整理' }).click();
  await expect(page.getByLabel('卡片文本')).toHaveValue(
    '标题：周末去爬山\n\n正文：山顶的风很大，但是日出值得。\n\n标签：周末 爬山',
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('[ASSIST][LAZY]: smart paste’s code is not part of a maker’s first load, and a failed load is said and retried', async ({
  page,
}) => {
  await presetUi(page, { language: 'en', dark: false });
  const chunk = /\/assets\/smart-paste-registry-[\w-]+\.js$/;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (chunk.test(request.url())) asked.push(request.url());
  });
  let refuse = true;
  await page.route(chunk, (route) => (refuse ? route.abort() : route.continue()));
  await page.goto('/quote');
  await expect(page.locator('[data-card="quote/fashion"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  const editor = page.getByLabel('Card text');
  await editor.fill('The best way out is always through.\nRobert Frost');
  const smartPaste = page.getByRole('button', { name: 'Smart paste' });
  await smartPaste.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Smart paste could not be loaded; check your connection and press it again.',
  );
  await expect(editor).toHaveValue('The best way out is always through.\nRobert Frost');
  expect(asked.length).toBeGreaterThan(0);

  refuse = false;
  await smartPaste.click();
  await expect(editor).toHaveValue('Quote: The best way out is always through.\nAuthor: Robert Frost');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('[ASSIST][AI_STREAM]: the model’s answer streams into the editor and draws the card (its client loads on the first use)', async ({
  page,
  request,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await loginViaUi(page, await registerViaApi(request));
  // The e2e server runs without a model: the status and the stream are the server's own answers
  // with one configured (the API suite tests them against a local model service).
  await page.route('**/api/ai/status*', (route) =>
    route.fulfill({ json: { enabled: true, dailyLimit: 50, remainingToday: 5, maxInputChars: 8000 } }),
  );
  const answer = '名言内容：路在脚下，走过去才有出口。\n作者：罗伯特·弗罗斯特';
  let asked: unknown = null;
  await page.route('**/api/ai/generate', (route) => {
    asked = route.request().postDataJSON();
    const event = (name: string, data: unknown): string => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
    return route.fulfill({
      contentType: 'text/event-stream',
      body:
        event('delta', { text: '名言内容：路在脚下，' }) +
        event('delta', { text: '走过去才有出口。\n作者：罗伯特·弗罗斯特' }) +
        event('done', { text: answer }),
    });
  });
  await page.goto('/quote');
  const editor = page.getByLabel('卡片文本');
  await editor.fill('弗罗斯特说过，摆脱困境最好的办法就是穿过它。');
  await page.getByRole('button', { name: 'AI 生成' }).click();
  await expect(editor).toHaveValue(answer);
  expect(asked).toMatchObject({ kind: 'quote', lang: 'zh' });
  await expect(page.locator('[data-card^="quote/"]')).toContainText('走过去才有出口');
});

import type { Page } from '@playwright/test';
import { choose, expect, presetUi, test } from '../../fixtures/app';
import { codeMailedTo, randomEmail, randomUsername } from '../auth/auth-helpers';

// Issue 25: a card outlives its tab (reload, Back, a new visit), every replacing change can be
// undone, and a template change keeps the visitor's own text.

const editor = (page: Page) => page.getByLabel('Card text');
const draftNote = (page: Page) => page.getByTestId('draft-note');

/** Each text maker with its own text, a style it can take, and how to see that style on the card. */
const TEXT_MAKERS = [
  {
    path: '/quote',
    card: 'quote/fashion',
    text: 'Quote: Kept across a reload.\nAuthor: Tester',
    shows: 'Kept across a reload.',
    width: 520,
  },
  {
    path: '/profile',
    card: 'profile/default',
    text: 'Name: Reload Tester\nTitle: Keeper of drafts',
    shows: 'Keeper of drafts',
    width: 540,
  },
  {
    path: '/article-card',
    card: 'article/hotNews',
    text: 'Title: An article that stays',
    shows: 'An article that stays',
  },
  {
    path: '/xiaohongshu',
    card: 'xiaohongshu/classic',
    text: 'Title: A note that stays\n\nBody: Still here after a reload.',
    shows: 'A note that stays',
  },
] as const;

test('[MAKER][AUTOSAVE]: in every maker the text and style survive a reload, Back and a new visit', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await presetUi(page, { language: 'en', dark: false });
  for (const maker of TEXT_MAKERS) {
    await test.step(maker.path, async () => {
      await page.goto(maker.path);
      await expect(draftNote(page)).toHaveCount(0);
      await editor(page).fill(maker.text);
      const card = page.locator(`[data-card="${maker.card}"]`);
      const generate = page.getByRole('button', { name: /^(Generate note|Update card|Generate card)$/ });
      if ((await generate.count()) > 0) await generate.click();
      await expect(card).toContainText(maker.shows);
      if ('width' in maker) {
        await page.getByLabel('Card width').fill(String(maker.width));
        await expect.poll(() => card.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(maker.width);
      }

      // A reload: the card is back as it was, drawn at once, with the quiet note.
      await page.reload();
      await expect(editor(page)).toHaveValue(maker.text);
      await expect(card).toContainText(maker.shows);
      if ('width' in maker)
        await expect.poll(() => card.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(maker.width);
      await expect(draftNote(page)).toContainText('Restored your last card');

      // Back from another page of the app.
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Gallery' }).click();
      await expect(page).toHaveURL('/gallery');
      await page.goBack();
      await expect(editor(page)).toHaveValue(maker.text);
    });
  }

  // The blessing maker's fields and style, on a new visit (a new tab).
  await page.goto('/blessing-card');
  await page.getByLabel('Festival name').fill('Lantern Festival');
  await page.getByLabel('Pattern', { exact: true }).selectOption('snow');
  const blessing = page.locator('[data-card="blessing/classic"]');
  await expect(blessing).toContainText('Lantern Festival');
  // The draft is written a moment after the last change: a new tab opened sooner reads the one before.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cardDraft.blessing') ?? '')).toContain('"snow"');
  const tab = await page.context().newPage();
  await tab.goto('/blessing-card');
  await expect(tab.getByLabel('Festival name')).toHaveValue('Lantern Festival');
  await expect(tab.getByLabel('Pattern', { exact: true })).toHaveValue('snow');
  await expect(tab.locator('[data-card="blessing/classic"]')).toContainText('Lantern Festival');
  await tab.close();
  expect(consoleErrors).toEqual([]);
});

test('[MAKER][AUTOSAVE]: start fresh gives the example back, undoably, and a fresh card leaves no draft', async ({
  page,
}) => {
  await presetUi(page, { language: 'zh', dark: true });
  await page.goto('/quote');
  const text = page.getByLabel('卡片文本');
  await text.fill('名言内容：重新开始之前的卡片');
  await page.reload();
  await expect(text).toHaveValue('名言内容：重新开始之前的卡片');
  await draftNote(page).getByRole('button', { name: '重新开始' }).click();
  await expect(text).toHaveValue(/^名言内容：/);
  await expect(text).not.toHaveValue('名言内容：重新开始之前的卡片');
  await expect(draftNote(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cardDraft.quote'))).toBeNull();
  await page.getByRole('button', { name: '撤销' }).click();
  await expect(text).toHaveValue('名言内容：重新开始之前的卡片');
});

test('[MAKER][TEMPLATE]: switching template keeps the visitor’s text, reads it again, and can be undone', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'en', dark: false });
  await page.goto('/quote');
  const own = 'Quote: My own words stay.\nAuthor: Me\nTags: mine kept';
  await editor(page).fill(own);
  await choose(page.getByRole('radio', { name: /Literary/ }));
  const literary = page.locator('[data-card="quote/literary"]');
  await expect(literary).toContainText('My own words stay.');
  await expect(editor(page)).toHaveValue(own);
  await choose(page.getByRole('radio', { name: /Red bold/ }));
  await expect(page.locator('[data-card="quote/redBold"]')).toContainText('My own words stay.');

  // Ctrl+Z goes back to the literary card, and Ctrl+Shift+Z forward again.
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('radio', { name: /Literary/ })).toBeChecked();
  await expect(literary).toContainText('My own words stay.');
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByRole('radio', { name: /Red bold/ })).toBeChecked();

  // An untouched example is not the visitor's text: the new template's example replaces it.
  await page.getByRole('button', { name: 'Use example' }).click();
  const redExample = await editor(page).inputValue();
  await choose(page.getByRole('radio', { name: /Fashion/ }));
  await expect(editor(page)).not.toHaveValue(redExample);
  await expect(page.locator('[data-card="quote/fashion"]')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('[MAKER][UNDO]: undo after use example, clear and smart paste; the way back to the original goes once the text changes', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/article-card');
  const text = page.getByLabel('卡片文本');
  const undo = page.getByRole('button', { name: '撤销' });
  const redo = page.getByRole('button', { name: '重做' });
  const mine = '标题：我自己写的文章\n作者：我';
  await text.fill(mine);
  await page.getByRole('button', { name: '更新卡片' }).click();
  const card = page.locator('[data-card="article/hotNews"]');
  await expect(card).toContainText('我自己写的文章');

  // 使用示例 replaces the text; undo gives it back, drawn; redo the example again.
  await page.getByRole('button', { name: '使用示例' }).click();
  await expect(text).toHaveValue(/^标题：全球首条 GWh 级固态电池产线投产/);
  await undo.click();
  await expect(text).toHaveValue(mine);
  await expect(card).toContainText('我自己写的文章');
  await redo.click();
  await expect(text).toHaveValue(/^标题：全球首条/);
  await undo.click();

  // Clear, then undo.
  await page.getByRole('button', { name: '清空', exact: true }).click();
  await expect(text).toHaveValue('');
  await expect(page.locator('[data-card]')).toHaveCount(0);
  await undo.click();
  await expect(text).toHaveValue(mine);
  await expect(card).toContainText('我自己写的文章');

  // Smart paste: undo returns the plain text; after a new paste the way back is gone.
  const plain = '周末读书会\n这周我们读完了《长安的荔枝》，大家都说节奏很快。\n下周继续读马伯庸。';
  await text.fill(plain);
  await page.getByRole('button', { name: '智能整理' }).click();
  await expect(text).toHaveValue(/^标题：/);
  const back = page.getByRole('button', { name: '恢复原文' });
  await expect(back).toBeVisible();
  await text.fill('标题：重新粘贴的一整段新文字');
  await expect(back).toHaveCount(0);
  await undo.click();
  await expect(text).toHaveValue(/^标题：/);
  await expect(text).not.toHaveValue('标题：重新粘贴的一整段新文字');
  await undo.click();
  await expect(text).toHaveValue(plain);
  expect(consoleErrors).toEqual([]);
});

test('[MAKER][TEMPLATE_LINK]: a link to another template shows its example while the draft waits to be opened', async ({
  page,
}) => {
  await presetUi(page, { language: 'en', dark: false });
  await page.goto('/profile');
  await editor(page).fill('Name: Waiting Draft\nTitle: Patient');
  await expect(page.locator('[data-card="profile/default"]')).toContainText('Waiting Draft');
  await page.waitForFunction(() => localStorage.getItem('cardDraft.profile')?.includes('Waiting Draft'));

  await page.goto('/profile?template=profile/coderCard');
  await expect(page.getByRole('radio', { name: /Code card/ })).toBeChecked();
  await expect(editor(page)).toHaveValue(/Sam Rivera/);
  await expect(draftNote(page)).toContainText('Your last card is kept');
  // Looking at the example leaves the draft alone.
  await page.reload();
  await expect(draftNote(page)).toContainText('Your last card is kept');
  await draftNote(page).getByRole('button', { name: 'Open it' }).click();
  await expect(editor(page)).toHaveValue('Name: Waiting Draft\nTitle: Patient');
  await expect(page.getByRole('radio', { name: /^Default/ })).toBeChecked();
  // The same address with the draft's own template is a reload: the draft is restored.
  await page.goto('/profile?template=profile/default');
  await expect(editor(page)).toHaveValue('Name: Waiting Draft\nTitle: Patient');
});

test('[AUTH][LOGIN_GATE]: the gate shows where the visitor is, and registering from it returns to the card', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/quote');
  await choose(page.getByRole('radio', { name: /红色醒目/ }));
  const text = '名言内容：注册之后，这张卡片还在。\n作者：新朋友';
  await page.getByLabel('卡片文本').fill(text);
  await page.getByLabel('卡片宽度').fill('480');

  // Scrolled down to the export bar, as a visitor reaching for the download is.
  const download = page.getByRole('button', { name: '下载图片' });
  await download.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 400));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await download.click();
  const banner = page.getByRole('alert').filter({ hasText: '请先登录后再下载' });
  await expect(banner).toBeInViewport({ ratio: 1 });
  // Not under the sticky navigation bar: its top is below the bar's bottom.
  const navBottom = await page
    .getByRole('banner')
    .first()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  expect((await banner.boundingBox())!.y).toBeGreaterThanOrEqual(navBottom);

  await banner.getByRole('link', { name: '注册账号' }).click();
  await expect(page).toHaveURL('/register');
  const email = randomEmail('gate');
  const since = Date.now() - 1_000;
  const form = page.locator('form');
  await page.getByLabel('邮箱', { exact: true }).fill(email);
  await page.getByRole('button', { name: '发送验证码' }).click();
  await page.getByLabel('邮箱验证码').fill(await codeMailedTo(email, since));
  await page.getByRole('button', { name: '验证', exact: true }).click();
  await expect(form.getByRole('status')).toHaveText('验证成功');
  await page.getByLabel('用户名').fill(randomUsername());
  await page.getByLabel('密码', { exact: true }).fill('Ink-e2e-pass-1');
  await page.getByLabel('确认密码', { exact: true }).fill('Ink-e2e-pass-1');
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '注册', exact: true }).click();

  // Back on the card, everything kept, greeted as a new account (not "welcome back").
  await expect(page).toHaveURL('/quote?template=quote/redBold');
  await expect(page.getByLabel('卡片文本')).toHaveValue(text);
  const card = page.locator('[data-card="quote/redBold"]');
  await expect(card).toContainText('注册之后，这张卡片还在。');
  await expect.poll(() => card.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(480);
  const restored = page.getByRole('status').filter({ hasText: '已恢复您之前的文本和模板' });
  await expect(restored).toContainText('账号已创建');
  await expect(restored).not.toContainText('欢迎回来');
  expect(consoleErrors).toEqual([]);
});

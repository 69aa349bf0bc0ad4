import type { Browser, Page } from '@playwright/test';
import { expect, presetUi, test } from '../../fixtures/app';
import { loginViaUi, registerViaApi } from '../auth/auth-helpers';

// Issue 25: saved cards (My cards, the version check) and share links (on, off, previews, and the
// no-account link that carries the whole card in its fragment).

const editor = (page: Page) => page.getByLabel('卡片文本');
const quoteCard = (page: Page) => page.getByTestId('card-preview');

/** Types a quote into the quote maker and waits for the card to show it. */
async function writeQuote(page: Page, quote: string): Promise<void> {
  await editor(page).fill(`名言内容：${quote}\n作者：测试者`);
  await expect(quoteCard(page)).toContainText(quote);
}

/** A signed-out visitor in a browser of their own. */
async function stranger(browser: Browser) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  await context.addInitScript(() => localStorage.setItem('last-notification-version', '2025.05.08'));
  return { context, page: await context.newPage() };
}

test('[CARDS][SAVE_SHARE]: save a card, find it in My cards, edit it, share it, see it signed out, turn the link off', async ({
  page,
  request,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const account = await registerViaApi(request);
  await loginViaUi(page, account);

  // Save from the maker: the address names the card from then on.
  await page.goto('/quote');
  await writeQuote(page, '保存后还能再打开');
  // The maker draws the card's thumbnail after saving it (My cards, link previews).
  const thumbnail = page.waitForResponse(
    (r) => r.url().includes('/thumbnail?version=1') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存到“我的卡片”' })).toBeVisible();
  expect((await thumbnail).status()).toBe(200);
  await expect(page).toHaveURL(/[?&]card=\d+/);
  const cardId = new URL(page.url()).searchParams.get('card');

  // My cards lists it with its thumbnail, newest first, and finds it by title.
  await page.goto('/my-cards');
  const tile = page.locator(`[data-card-id="${cardId}"]`);
  await expect(tile).toContainText('保存后还能再打开');
  await expect(tile.getByRole('img', { name: /保存后还能再打开/ })).toBeVisible();
  await page.getByLabel('按标题搜索').fill('再打开');
  await expect(page.locator('[data-card-id]')).toHaveCount(1);
  await page.getByLabel('按标题搜索').fill('没有这张');
  await expect(page.getByText('没有标题包含“没有这张”的卡片。')).toBeVisible();
  await page.getByLabel('按标题搜索').fill('');

  // Open it in its maker, change it, save the change (over the same card).
  await tile.getByRole('link', { name: '打开', exact: true }).click();
  await expect(editor(page)).toHaveValue(/保存后还能再打开/);
  await writeQuote(page, '改过之后再保存');
  const newThumbnail = page.waitForResponse((r) => r.url().includes('/thumbnail?version=2'));
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]card=${cardId}`));
  expect((await newThumbnail).status()).toBe(200);

  // Share it: the link, opened signed out, shows the card.
  await page.getByRole('button', { name: '分享链接' }).click();
  const dialog = page.getByRole('dialog', { name: '分享链接' });
  await dialog.getByRole('switch', { name: '打开分享链接' }).click();
  const linkBox = dialog.getByLabel(/的分享链接$/);
  await expect(linkBox).toHaveValue(/\/c\/[A-Za-z0-9_-]{16}$/);
  const url = await linkBox.inputValue();

  const visitor = await stranger(browser);
  const shared = await visitor.page.goto(url);
  expect(shared?.status()).toBe(200);
  await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('改过之后再保存');
  await expect(visitor.page.locator('[data-card-view]')).toContainText('改过之后再保存');
  await expect(visitor.page.getByRole('link', { name: '用它做一张自己的' })).toBeVisible();
  await expect(visitor.page.getByRole('link', { name: '编辑' })).toHaveCount(0);
  // What a chat app's link preview reads, without running the page.
  const html = await (await request.get(url)).text();
  expect(html).toContain('<meta property="og:title" content="改过之后再保存 · 墨卡 Inkcard" />');
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/uploads\/cards\/[0-9a-f]{32}\.jpg" \/>/);
  expect(html).toContain('<meta name="robots" content="noindex" />');

  // "Make your own from this" opens the maker with a copy, not the owner's card.
  await visitor.page.getByRole('link', { name: '用它做一张自己的' }).click();
  await expect(visitor.page).toHaveURL(/\/quote(\?(?!.*card=).*)?$/);
  await expect(editor(visitor.page)).toHaveValue(/改过之后再保存/);

  // Off again: the link answers 404, and the page says so.
  await dialog.getByRole('switch', { name: '关闭分享链接' }).click();
  await expect(linkBox).toHaveCount(0);
  const gone = await visitor.page.goto(url);
  expect(gone?.status()).toBe(404);
  await expect(visitor.page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await visitor.context.close();
  expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
});

test('[CARDS][CONFLICT]: two tabs on one saved card never overwrite each other silently', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const account = await registerViaApi(request);
  await loginViaUi(page, account);
  await page.goto('/quote');
  await writeQuote(page, '第一版');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/[?&]card=\d+/);
  const address = page.url();

  const other = await context.newPage();
  await other.goto(address);
  await expect(editor(other)).toHaveValue(/第一版/);

  // Tab one saves first…
  await writeQuote(page, '标签页一的修改');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();

  // …so tab two's save is refused and asks what to do.
  await writeQuote(other, '标签页二的修改');
  await other.getByRole('button', { name: '保存修改' }).click();
  const conflict = other.getByRole('dialog', { name: '这张卡片已在别处修改' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: '把我的另存为新卡片' }).click();
  await expect(other).not.toHaveURL(address);
  await expect(other).toHaveURL(/[?&]card=\d+/);

  // Both versions are kept.
  await page.goto('/my-cards');
  await expect(page.locator('[data-card-id]').filter({ hasText: '标签页一的修改' })).toHaveCount(1);
  await expect(page.locator('[data-card-id]').filter({ hasText: '标签页二的修改' })).toHaveCount(1);

  // Loading the saved version instead: tab one's text replaces tab two's unsaved change.
  await other.goto(address);
  await expect(editor(other)).toHaveValue(/标签页一的修改/);
  await page.goto(address);
  // The saved card arrives after the page: typing before it would be replaced by it.
  await expect(editor(page)).toHaveValue(/标签页一的修改/);
  await writeQuote(page, '又改了一次');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(page.getByText('已保存', { exact: true })).toBeVisible();
  await writeQuote(other, '不会覆盖');
  await other.getByRole('button', { name: '保存修改' }).click();
  await other
    .getByRole('dialog', { name: '这张卡片已在别处修改' })
    .getByRole('button', { name: '载入已保存的版本' })
    .click();
  await expect(editor(other)).toHaveValue(/又改了一次/);
});

test('[CARDS][LINK]: without an account, a copied link opens the quote maker with its card; a card too long for a link says so', async ({
  browser,
}) => {
  const author = await browser.newContext({ locale: 'zh-CN', permissions: ['clipboard-read', 'clipboard-write'] });
  await author.addInitScript(() => localStorage.setItem('last-notification-version', '2025.05.08'));
  const page = await author.newPage();
  await page.goto('/quote');
  await writeQuote(page, '一条链接就是一张卡片');
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText('链接已复制：打开它的人会在制作器里得到这张卡片。')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/quote#card=1\.[A-Za-z0-9_-]+$/);
  expect(link.length).toBeLessThan(4_000);

  const friend = await stranger(browser);
  await friend.page.goto(link);
  // The notice first: it leaves after 6 s, which a loaded machine can spend on the checks below.
  await expect(friend.page.getByText('已从链接打开一张卡片，可以随意修改。')).toBeVisible();
  await expect(editor(friend.page)).toHaveValue(/一条链接就是一张卡片/);
  await expect(quoteCard(friend.page)).toContainText('一条链接就是一张卡片');
  // The fragment is read once, then dropped: a reload keeps the visitor's changes.
  await expect(friend.page).toHaveURL(/\/quote$/);
  await friend.context.close();

  // Text that does not compress much: characters in no repeating order.
  const long = Array.from({ length: 3_000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20_000))).join('');
  await editor(page).fill(`名言内容：${long}\n作者：测试者`);
  await page.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText(/这张卡片太长，放不进链接/)).toBeVisible();
  await author.close();
});

test('[CARDS][SHARE_PAGE]: a share page works on a phone in dark mode, in English', async ({
  page,
  request,
  browser,
}) => {
  const account = await registerViaApi(request);
  await loginViaUi(page, account);
  await page.goto('/quote');
  await writeQuote(page, '手机上也好看');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await page.getByRole('button', { name: '分享链接' }).click();
  await page.getByRole('dialog').getByRole('switch').click();
  const url = await page
    .getByRole('dialog')
    .getByLabel(/的分享链接$/)
    .inputValue();

  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'en-US' });
  const visitor = await phone.newPage();
  await presetUi(visitor, { language: 'en', dark: true });
  await visitor.goto(url);
  await expect(visitor.getByRole('link', { name: 'Make your own from this' })).toBeVisible();
  const view = visitor.locator('[data-card-view]');
  await expect(view).toContainText('手机上也好看');
  const width = await view.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(375);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await visitor.evaluate(() => document.documentElement.classList.contains('dark-mode'))).toBe(true);
  await phone.close();
});

test('[CARDS][BAR_IN_PLACE]: the save bar comes with the maker, so nothing under it moves once the maker has drawn', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  // Every frame from the first one with the export bar, where the button under the save bar is.
  await page.addInitScript(() => {
    const tops: number[] = [];
    (window as unknown as { batchTops: number[] }).batchTops = tops;
    const frame = (): void => {
      const batch = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === '批量');
      if (batch) tops.push(Math.round(batch.getBoundingClientRect().top + window.scrollY));
      if (tops.length < 400) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.goto('/quote');
  await expect(page.getByRole('button', { name: '登录后保存' })).toBeVisible();
  // The style panel is the last part to arrive; the maker is whole once it is in.
  await expect(page.getByRole('slider').first()).toBeVisible();
  const tops = await page.evaluate(() => (window as unknown as { batchTops: number[] }).batchTops);
  expect(tops.length).toBeGreaterThan(0);
  // Before the fix the bar arrived a moment after the maker and pushed "Batch" 104 px down.
  expect(new Set(tops), `Batch stood at ${[...new Set(tops)].join(', ')} px`).toEqual(new Set([tops[0]]));
});

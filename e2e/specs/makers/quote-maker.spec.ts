import { choose, expect, presetUi, test } from '../../fixtures/app';
import { loginViaUi, registerViaApi } from '../auth/auth-helpers';

test('[QUOTE][EDIT]: choose a template, use its example, edit, and the preview follows', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'en', dark: false });
  await page.goto('/quote');
  await expect(page.locator('[data-card="quote/fashion"]')).toBeVisible();

  await choose(page.getByRole('radio', { name: /Literary/ }));
  const card = page.locator('[data-card="quote/literary"]');
  await expect(card).toContainText('Not all those who wander are lost.');
  const text = page.getByLabel('Card text');
  await text.fill('');
  await expect(page.getByText('Type on the left and the preview updates automatically.')).toBeVisible();
  await page.getByRole('button', { name: 'Use example' }).click();
  await expect(card).toContainText('Tolkien');

  await text.fill('Quote: Simplicity is the ultimate sophistication.\nAuthor: Leonardo da Vinci\nTags: art design');
  await expect(card).toContainText('Simplicity is the ultimate sophistication.');
  await expect(card).toContainText('Leonardo da Vinci');

  await text.fill('Author: nobody\n<script>alert(1)</script>');
  await expect(page.getByText(/add a “Quote” line/)).toBeVisible();
  await text.fill('Quote: <b>bold?</b> 🌸');
  await expect(card).toContainText('<b>bold?</b> 🌸');

  await page.getByLabel('Card width').fill('600');
  await expect.poll(() => card.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(600);
  // A fixed canvas (issue 15): 3:4 by default, 1:1 and 9:16 on request.
  await expect.poll(() => card.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(800);
  await choose(page.getByRole('radio', { name: '1:1 square' }));
  await expect(card).toHaveAttribute('data-canvas', '1:1');
  await expect.poll(() => card.evaluate((el) => (el as HTMLElement).offsetHeight)).toBe(600);
  await page.getByLabel('Decoration theme').selectOption('stars');
  await expect(card.locator('[data-decoration="stars"]')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('[QUOTE][DOWNLOAD]: an anonymous download is blocked with the login banner and the draft is saved', async ({
  page,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/quote');
  await choose(page.getByRole('radio', { name: /红色醒目/ }));
  await page.getByLabel('卡片文本').fill('名言内容：千里之行，始于足下。\n作者：老子');
  await expect(page.locator('[data-card="quote/redBold"]')).toContainText('千里之行');

  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: '下载图片' }).click();
  const banner = page.getByRole('alert');
  await expect(banner).toContainText('请先登录后再下载');
  await expect(banner.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/login');
  const saved = await page.evaluate(() => ({
    text: localStorage.getItem('savedProfileContent'),
    template: localStorage.getItem('savedTemplate'),
    path: localStorage.getItem('savedRedirectPath'),
  }));
  expect(saved).toEqual({
    text: '名言内容：千里之行，始于足下。\n作者：老子',
    template: 'quote/redBold',
    path: '/quote',
  });
  await expect(banner).toBeHidden({ timeout: 10_000 });
  expect(downloaded).toBe(false);
});

test('[QUOTE][PANEL_OFFLINE]: a style panel whose code does not arrive leaves the maker working and can be retried', async ({
  page,
}) => {
  await presetUi(page, { language: 'en', dark: true });
  const panelChunk = /\/assets\/StylePanel-[\w-]+\.js$/;
  let refuse = true;
  await page.route(panelChunk, (route) => (refuse ? route.abort() : route.continue()));
  await page.goto('/quote');
  const notice = page.getByRole('alert').filter({ hasText: 'The style options could not be loaded' });
  await expect(notice).toBeVisible({ timeout: 10_000 });
  // The rest of the maker is still there and still follows the text.
  await page.getByLabel('Card text').fill('Quote: Still here.\nAuthor: Me');
  await expect(page.locator('[data-card="quote/fashion"]')).toContainText('Still here.');
  await expect(page.getByRole('button', { name: /Download/ }).first()).toBeEnabled();

  refuse = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Decoration theme')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.getByLabel('Decoration theme').selectOption('stars');
  await expect(page.locator('[data-card="quote/fashion"]')).toContainText('Still here.');
});

test('[QUOTE][DOWNLOAD]: after login the saved style comes back when its schema takes it, else the template’s own', async ({
  page,
  request,
  consoleErrors,
}) => {
  const account = await registerViaApi(request);
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/quote');
  await choose(page.getByRole('radio', { name: /红色醒目/ }));
  const card = page.locator('[data-card="quote/redBold"]');
  await page.getByLabel('卡片文本').fill('Quote: Well begun is half done.');
  await page.getByLabel('卡片宽度').fill('500');
  await expect.poll(() => card.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(500);
  await page.getByRole('button', { name: '下载图片' }).click();
  await expect(page.getByRole('alert')).toContainText('请先登录后再下载');
  // A draft saved before canvases existed has no canvas: the schema reads it as 3:4.
  const saved = await page.evaluate(() => {
    const style = JSON.parse(localStorage.getItem('savedStyle') ?? '{}') as Record<string, unknown>;
    delete style.canvas;
    localStorage.setItem('savedStyle', JSON.stringify(style));
    return style;
  });
  expect(saved).toMatchObject({ cardWidth: 500 });

  await loginViaUi(page, account);
  await expect(page).toHaveURL(/\/quote(\?template=quote\/redBold)?$/);
  await expect(card).toContainText('Well begun is half done.');
  await expect.poll(() => card.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(500);
  await expect(card).toHaveAttribute('data-canvas', '3:4');

  // The same style with a width off the slider is refused as a whole: the template's defaults draw it.
  await page.evaluate((style) => {
    localStorage.setItem('savedProfileContent', 'Quote: Refused style, kept text.');
    localStorage.setItem('savedTemplate', 'quote/redBold');
    localStorage.setItem('savedRedirectPath', '/quote');
    localStorage.setItem('savedStyle', JSON.stringify({ ...style, cardWidth: 9999 }));
  }, saved);
  await page.reload();
  await expect(card).toContainText('Refused style, kept text.');
  await expect.poll(() => card.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(420);
  expect(consoleErrors).toEqual([]);
});

import type { Locator, Page } from '@playwright/test';
import { cardFontsReady, expect, presetUi, test } from '../../fixtures/app';
import { loginViaUi, registerViaApi } from '../auth/auth-helpers';

// Issue 19: every maker on a 375 × 812 phone with touch. Type into the editor, see the card change
// without scrolling (the preview is pinned above the editor while it has focus), export, and every
// control is a touch target of at least 44 px.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const VIEW = { width: 375, height: 812 };

/** Whether the element lies wholly inside the phone's viewport, as the visitor sees it now. */
async function isOnScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  if (!box) return false;
  return box.y >= 0 && box.x >= 0 && box.y + box.height <= VIEW.height + 0.5 && box.x + box.width <= VIEW.width + 0.5;
}

/**
 * The maker's and the navigation bar's controls smaller than 44 × 44 px (a radio or checkbox is
 * measured by its label).
 */
async function smallTouchTargets(page: Page): Promise<string[]> {
  // The style panel mounts after the card; bring it in first.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByTestId('style-panel-loading')).toHaveCount(0);
  return page.evaluate(() => {
    const targets = new Set<Element>();
    const controls = document.querySelectorAll(
      'main button, main select, main input, main [role="button"], header button, header a[href="/login"]',
    );
    for (const el of Array.from(controls)) {
      if (el.closest('[data-testid="card-preview"]')) continue;
      targets.add(el.closest('label') ?? el);
    }
    const small: string[] = [];
    for (const el of Array.from(targets)) {
      const r = el.getBoundingClientRect();
      // Unseen: hidden, or visually hidden (a file input opened by its own button).
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.height < 43.5 || r.width < 43.5) {
        small.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
      }
    }
    return small;
  });
}

/**
 * Taps into the card text and replaces it, and taps the maker's generate button when it has one;
 * once the card is drawn the preview pins above the editor, which sits below it, in view.
 * @returns the pinned preview stage
 */
async function typeOnPhone(page: Page, text: string, generate?: string): Promise<Locator> {
  const input = page.getByLabel('Card text');
  await input.tap();
  await input.fill(text);
  const stage = page.getByRole('region', { name: /Preview/ }).first();
  if (generate) {
    // No card yet: nothing is pinned over the text (an empty stage would only hide it).
    await expect(page.getByTestId('card-preview')).toHaveCount(0);
    await expect(stage).not.toHaveAttribute('data-compact', 'true');
    await page.getByRole('button', { name: generate }).tap();
  }
  await expect(stage).toHaveAttribute('data-compact', 'true');
  expect(await isOnScreen(stage)).toBe(true);
  const editorBox = (await input.boundingBox())!;
  const stageBox = (await stage.boundingBox())!;
  expect(editorBox.y).toBeGreaterThanOrEqual(stageBox.y + stageBox.height);
  expect(editorBox.y + 40).toBeLessThan(VIEW.height);
  return stage;
}

const TEXT_MAKERS = [
  {
    name: 'quote',
    path: '/quote',
    card: '[data-card^="quote/"]',
    text: 'Quote: A phone is where most cards are made.\nAuthor: Inkcard',
    shows: 'A phone is where most cards are made.',
    download: 'Download PNG',
  },
  {
    name: 'profile',
    path: '/profile',
    card: '[data-card^="profile/"]',
    text: 'Name: Mei Lin\nTitle: Illustrator\nEmail: mei@example.com',
    shows: 'Mei Lin',
    generate: 'Generate card',
    download: 'Save card',
  },
  {
    name: 'article',
    path: '/article-card',
    card: '[data-card^="article/"]',
    text: 'Title: Pocket-sized publishing\nAuthor: Inkcard\nLead: Cards made on a phone, in a minute.',
    shows: 'Pocket-sized publishing',
    generate: 'Update card',
    download: 'Download PNG',
  },
  {
    name: 'note',
    path: '/xiaohongshu',
    card: '[data-card^="xiaohongshu/"]',
    text: 'Title: Noodles by the river\n\nBody: Eight seats, one chef, the best bowl in town.',
    shows: 'Noodles by the river',
    generate: 'Generate note',
    download: 'Download PNG',
  },
] as const;

for (const maker of TEXT_MAKERS) {
  test(`[PHONE][${maker.name.toUpperCase()}]: typed on a phone, the card changes in view; download asks an anonymous visitor to log in`, async ({
    page,
    consoleErrors,
  }) => {
    await presetUi(page, { language: 'en', dark: false });
    await page.goto(maker.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The preview is pinned above the editor: the card is seen changing without scrolling.
    const stage = await typeOnPhone(page, maker.text, 'generate' in maker ? maker.generate : undefined);
    const card = page.locator(maker.card).first();
    await expect(card).toContainText(maker.shows);
    await expect(stage).toHaveAttribute('data-compact', 'true');
    expect(await isOnScreen(stage)).toBe(true);
    expect(await isOnScreen(card)).toBe(true);

    // Export: the download button stays in reach on the pinned preview; without an account it asks to log in.
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.getByRole('button', { name: maker.download }).tap();
    const banner = page.getByRole('alert');
    await expect(banner).toContainText('Please log in before downloading');
    expect(downloaded).toBe(false);

    expect(await smallTouchTargets(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEW.width);
    expect(consoleErrors).toEqual([]);
  });
}

test('[PHONE][QUOTE]: a signed-in visitor downloads the PNG from the pinned preview, and the copy says "below"', async ({
  page,
  request,
}) => {
  await loginViaUi(page, await registerViaApi(request));
  await presetUi(page, { language: 'en', dark: true });
  await page.goto('/quote');
  // On a phone the editor is below the preview, and the page says so.
  await expect(page.getByText('labelled quote below; the card above')).toBeVisible();
  await typeOnPhone(page, 'Quote: Small screens, big ideas.\nAuthor: Inkcard');
  const card = page.locator('[data-card^="quote/"]');
  await expect(card).toContainText('Small screens, big ideas.');
  expect(await isOnScreen(card)).toBe(true);
  await cardFontsReady(page);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).tap();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.png$/);
  // Leaving the editor unpins the preview: it returns to its full size above the text.
  await page.getByRole('heading', { level: 1 }).tap();
  await expect(page.getByRole('region', { name: /Preview/ })).not.toHaveAttribute('data-compact', 'true');
});

test('[PHONE][BLESSING]: a festival typed on a phone shows on the pinned card and downloads without an account', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'en', dark: false });
  await page.goto('/blessing-card');
  const festival = page.getByLabel('Festival name');
  await festival.tap();
  await festival.fill('Mid-Autumn');
  const card = page.locator('[data-card^="blessing/"]');
  await expect(card).toContainText('Mid-Autumn');
  const stage = page.getByRole('region', { name: /Preview/ }).first();
  await expect(stage).toHaveAttribute('data-compact', 'true');
  expect(await isOnScreen(card)).toBe(true);
  expect(await isOnScreen(festival)).toBe(true);
  // The field being typed in is below the pinned preview, not under it.
  expect((await festival.boundingBox())!.y).toBeGreaterThanOrEqual(
    (await stage.boundingBox())!.y + (await stage.boundingBox())!.height,
  );

  await cardFontsReady(page);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).tap();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('blessing card_Mid-Autumn.png');

  expect(await smallTouchTargets(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEW.width);
  expect(consoleErrors).toEqual([]);
});

test('[PHONE][CARDS]: a saved card opened on a phone says which card it edits above the preview, covering none of it', async ({
  page,
  request,
  consoleErrors,
}) => {
  await loginViaUi(page, await registerViaApi(request));
  await page.goto('/quote');
  await page.getByLabel('卡片文本').fill('名言内容：手机上也能接着改\n作者：墨卡');
  await expect(page.getByTestId('card-preview')).toContainText('手机上也能接着改');
  // Leave the editor (the pinned preview keeps only the download), then save.
  await page.getByRole('heading', { name: '名言卡片', level: 1 }).tap();
  await page.getByRole('button', { name: '保存', exact: true }).tap();
  await expect(page).toHaveURL(/[?&]card=\d+/);

  await page.reload();
  const note = page.getByTestId('saved-card-note');
  await expect(note).toHaveText('正在编辑“我的卡片”中的“手机上也能接着改”');
  const stage = page.getByRole('region', { name: '预览' }).first();
  await expect(stage.locator('[data-card^="quote/"]')).toBeVisible();
  // The reload may return to where the visitor had scrolled, and scrolled the preview pins over the
  // page's top: the order is read from the top of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // In the page's flow, above the card, and the only thing saying so: no notice floats over the card.
  const noteBox = (await note.boundingBox())!;
  expect(noteBox.y + noteBox.height).toBeLessThanOrEqual((await stage.boundingBox())!.y);
  await expect(page.getByRole('status').filter({ hasText: '正在编辑' })).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

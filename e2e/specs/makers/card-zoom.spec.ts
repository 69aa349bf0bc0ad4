import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { cardFontsReady, expect, presetUi, test } from '../../fixtures/app';

// Issue 30, point 7: on a 375 px phone the preview is a fraction of the card (an article at about
// 0.36×, a note's pages at 0.25×). A tap on it opens the card, or the carousel's pages, at their
// real size in a full-screen viewer that pinches, pages and closes by its button, Escape or Back.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const COPY = {
  zh: { open: '放大查看', close: '关闭', next: '下一页', previous: '上一页', zoomOut: '缩小', actual: /^实际大小/ },
  en: {
    open: 'View full size',
    close: 'Close',
    next: 'Next page',
    previous: 'Previous page',
    zoomOut: 'Zoom out',
    actual: /^Actual size/,
  },
} as const;

/** The rendered width of an element and its CSS width (its layout box, before any transform). */
async function widths(locator: Locator): Promise<{ drawn: number; css: number }> {
  const box = (await locator.boundingBox())!;
  return { drawn: box.width, css: await locator.evaluate((el) => (el as HTMLElement).offsetWidth) };
}

/** The viewer's zoom as its button shows it, in per cent. */
async function zoomPercent(dialog: Locator): Promise<number> {
  return Number((await dialog.getByTestId('zoom-percent').textContent())!.replace('%', ''));
}

/**
 * Two fingers on the touch screen moving apart (or together) about the viewport's centre, through
 * the browser's own touch input (the pointer events the viewer reads).
 */
async function pinch(page: Page, from: number, to: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const centre = { x: 187, y: 400 };
  const points = (gap: number) => [
    { x: centre.x - gap / 2, y: centre.y, id: 0 },
    { x: centre.x + gap / 2, y: centre.y, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: points(from + ((to - from) * step) / 8),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('[PHONE][ZOOM]: the article card opens at its real size, pinches, and closes by Escape, its button and Back', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'zh', dark: false });
  await page.goto('/article-card');
  // Before any card, focus in the editor pins nothing: the empty stage stays in its place.
  await page.getByLabel('卡片文本').tap();
  const stage = page.getByRole('region', { name: '预览' }).first();
  await expect(stage).not.toHaveAttribute('data-compact', 'true');
  await page.getByRole('button', { name: '更新卡片' }).tap();
  await expect(page.getByTestId('card-preview').locator('[data-card^="article/"]')).toBeVisible();
  // The first card pins the preview while editing goes on.
  await expect(stage).toHaveAttribute('data-compact', 'true');
  await page.getByRole('heading', { name: '文章卡片', level: 1 }).tap();
  await expect(stage).not.toHaveAttribute('data-compact', 'true');
  await cardFontsReady(page);
  const preview = page.getByTestId('card-preview').locator('[data-card^="article/"]');
  const small = await widths(preview);
  expect(small.drawn).toBeLessThan(small.css * 0.5);

  const open = page.getByRole('button', { name: COPY.zh.open });
  await open.tap();
  const dialog = page.getByRole('dialog', { name: /文章卡片/ });
  await expect(dialog).toBeVisible();
  const card = dialog.locator('[data-card^="article/"]');
  await expect(card).toBeVisible();
  // Drawn at zoom 1: as wide on screen as its CSS width (750 px), on a 375 px screen.
  const real = await widths(card);
  expect(real.css).toBe(small.css);
  expect(Math.abs(real.drawn - real.css)).toBeLessThan(0.5);
  expect(await zoomPercent(dialog)).toBe(100);

  // Two fingers apart zoom in about them; the buttons zoom out and back to the real size.
  await pinch(page, 80, 200);
  await expect.poll(() => zoomPercent(dialog)).toBeGreaterThan(150);
  const pinched = await widths(card);
  expect(pinched.drawn / pinched.css).toBeCloseTo((await zoomPercent(dialog)) / 100, 1);
  await dialog.getByRole('button', { name: COPY.zh.actual }).tap();
  await expect.poll(() => zoomPercent(dialog)).toBe(100);
  await dialog.getByRole('button', { name: COPY.zh.zoomOut }).tap();
  await expect.poll(() => zoomPercent(dialog)).toBe(67);

  // Escape closes it, and focus returns to the preview's button; the maker is where it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page).toHaveURL(/\/article-card$/);

  // Enter on the preview opens it again; the close button closes it.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: COPY.zh.close })).toBeFocused();
  await dialog.getByRole('button', { name: COPY.zh.close }).tap();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // The phone's Back button closes it instead of leaving the maker.
  await open.tap();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/article-card$/);
  await expect(preview).toBeVisible();
  await expect(open).toBeFocused();
  // Opening and closing left no entry behind: one Back now leaves the maker as it would have.
  expect(await page.evaluate(() => history.state?.inkcardCardZoom)).toBeUndefined();
  expect(consoleErrors).toEqual([]);
});

test('[PHONE][ZOOM]: the note opens on the page tapped, at its real size, and pages through "n / N" (en, dark)', async ({
  page,
  consoleErrors,
}) => {
  await presetUi(page, { language: 'en', dark: true });
  await page.goto('/xiaohongshu');
  await page.getByRole('button', { name: 'Use example' }).tap();
  await page.getByRole('button', { name: 'Generate note' }).tap();
  const strip = page.getByTestId('card-preview').locator('[data-carousel]');
  await expect(strip).toBeVisible();
  await cardFontsReady(page);
  const count = Number(await strip.getAttribute('data-page-count'));
  expect(count).toBeGreaterThanOrEqual(2);
  await page.getByRole('heading', { name: 'Xiaohongshu note', level: 1 }).tap();

  // A tap on the second thumbnail opens the viewer on page 2.
  const thumbnail = strip.locator('[data-carousel-page="2"]');
  await thumbnail.scrollIntoViewIfNeeded();
  const box = (await thumbnail.boundingBox())!;
  expect(box.width).toBeLessThan(540 * 0.3);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const dialog = page.getByRole('dialog', { name: /Note card/ });
  const counter = dialog.getByTestId('zoom-page');
  await expect(counter).toContainText(`2 / ${count}`);
  const pageTwo = dialog.locator('[data-carousel-page="2"]');
  const real = await widths(pageTwo);
  expect(real.css).toBe(540);
  expect(Math.abs(real.drawn - real.css)).toBeLessThan(0.5);
  // The page shown starts at the viewer's left margin.
  expect(Math.round((await pageTwo.boundingBox())!.x)).toBe(16);

  // Previous and next move through the pages, and the counter follows.
  await dialog.getByRole('button', { name: COPY.en.previous }).tap();
  await expect(counter).toContainText(`1 / ${count}`);
  await expect
    .poll(async () => Math.round((await dialog.locator('[data-carousel-page="1"]').boundingBox())!.x))
    .toBe(16);
  // Two quick taps on next (the second during the first one's glide) move two pages.
  const next = dialog.getByRole('button', { name: COPY.en.next });
  await next.tap();
  await next.tap();
  await expect(counter).toContainText(`${Math.min(3, count)} / ${count}`);
  await dialog.getByRole('button', { name: COPY.en.previous }).tap();
  await dialog.getByRole('button', { name: COPY.en.previous }).tap();
  await expect(counter).toContainText(`1 / ${count}`);
  await expect
    .poll(async () => Math.round((await dialog.locator('[data-carousel-page="1"]').boundingBox())!.x))
    .toBe(16);
  for (let n = 2; n <= count; n++) {
    await dialog.getByRole('button', { name: COPY.en.next }).tap();
    await expect(counter).toContainText(`${n} / ${count}`);
  }
  await expect
    .poll(async () => Math.round((await dialog.locator(`[data-carousel-page="${count}"]`).boundingBox())!.x))
    .toBe(16);
  // The last page's "next" stays in the tab order, marked unavailable.
  await expect(dialog.getByRole('button', { name: COPY.en.next })).toHaveAttribute('aria-disabled', 'true');

  // Nothing serious for axe in the open viewer (its dialog, controls, contrast in the dark theme).
  const axe = await new AxeBuilder({ page }).include('dialog[data-card-zoom]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Tab stays inside the viewer.
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[data-card-zoom]')))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: COPY.en.open })).toBeFocused();
  await expect(page).toHaveURL(/\/xiaohongshu$/);
  expect(consoleErrors).toEqual([]);
});

test('[MAKER][ZOOM]: on a wide screen the viewer is offered only where the preview is much smaller than the card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await presetUi(page, { language: 'zh', dark: false });
  const open = page.getByRole('button', { name: COPY.zh.open });
  // A quote card is drawn at about its size: nothing to open.
  await page.goto('/quote');
  await expect(page.getByTestId('card-preview').locator('[data-card^="quote/"]')).toBeVisible();
  await cardFontsReady(page);
  await expect(page.locator('[data-preview-scale]')).toHaveAttribute('data-preview-scale', /^(0\.[89]|1)/);
  await expect(open).toHaveCount(0);

  // A note's pages, two a row, are thumbnails: a click on one opens it at its real size.
  await page.goto('/xiaohongshu');
  await page.getByRole('button', { name: '使用示例' }).click();
  const strip = page.getByTestId('card-preview').locator('[data-carousel]');
  await expect(strip).toBeVisible();
  await cardFontsReady(page);
  const count = Number(await strip.getAttribute('data-page-count'));
  await strip.locator('[data-carousel-page="2"]').click({ force: true });
  const dialog = page.getByRole('dialog', { name: /小红书卡片/ });
  await expect(dialog.getByTestId('zoom-page')).toContainText(`2 / ${count}`);
  const real = await widths(dialog.locator('[data-carousel-page="2"]'));
  expect(Math.abs(real.drawn - real.css)).toBeLessThan(0.5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  // Enter opens it on the first page, which the counter names though the next is in view too.
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('zoom-page')).toContainText(`1 / ${count}`);
  await expect(dialog.locator('[data-carousel-page="2"]')).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // One page a row, the pages are drawn near their size: nothing to open.
  await page.getByRole('button', { name: '逐页查看' }).click();
  await expect(open).toHaveCount(0);
});

test.describe('with a mouse', () => {
  // A narrow desktop window: the preview is scaled down, so the viewer is offered, and a pointer
  // that hovers (a phone's `hover: none` never applies the hover styles).
  test.use({ viewport: { width: 600, height: 900 }, hasTouch: false, isMobile: false });

  test('[MAKER][ZOOM]: the "view full size" label stays readable in dark mode while the preview is hovered', async ({
    page,
  }) => {
    await presetUi(page, { language: 'zh', dark: true });
    await page.goto('/profile');
    await page.getByRole('button', { name: '生成卡片' }).click();
    await expect(page.getByTestId('card-preview').locator('[data-card^="profile/"]')).toBeVisible();
    await cardFontsReady(page);
    const open = page.getByRole('button', { name: COPY.zh.open });
    await expect(open).toBeVisible();
    await open.hover();
    const label = open.getByText(COPY.zh.open);
    const axe = await new AxeBuilder({ page }).include('[data-card-zoom-open]').withRules(['color-contrast']).analyze();
    expect(axe.violations.map((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
    // axe reads colours it can resolve; the label's own background must be the dark one too.
    expect(await label.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgb(255, 255, 255)');
  });
});

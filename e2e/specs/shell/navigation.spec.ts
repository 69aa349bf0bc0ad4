import { expect, painted, test } from '../../fixtures/app';
import type { Locator, Page } from '@playwright/test';

test.use({ locale: 'en-US' });

/** Clicks a link and checks the page it reaches has its URL and a visible heading. */
async function follow(page: Page, link: Locator, path: string): Promise<void> {
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/-]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('[SHELL][NAVIGATION]: every top navigation link and tools menu item reaches its page', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await follow(page, nav.getByRole('link', { name: 'Gallery' }), '/gallery');
  await follow(page, nav.getByRole('link', { name: 'Guide' }), '/about');
  await follow(page, nav.getByRole('link', { name: 'Home' }), '/');
  const tools = [
    ['Profile card', '/profile'],
    ['Article card', '/article-card'],
    ['Note card', '/xiaohongshu'],
    ['Quote card', '/quote'],
    ['Blessing card', '/blessing-card'],
  ] as const;
  for (const [name, path] of tools) {
    await nav.getByRole('button', { name: 'Tools' }).click();
    await expect(nav.getByRole('button', { name: 'Tools' })).toHaveAttribute('aria-expanded', 'true');
    await follow(page, page.getByRole('menuitem', { name: new RegExp(`^${name}`) }), path);
    await expect(page.getByRole('menu')).toBeHidden();
  }
  await follow(page, nav.getByRole('link', { name: 'Inkcard' }), '/');
  expect(consoleErrors).toEqual([]);
});

test('[SHELL][NAVIGATION]: every footer link reaches its page', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const links = [
    ['Profile card', '/profile'],
    ['Article card', '/article-card'],
    ['Note card', '/xiaohongshu'],
    ['Quote card', '/quote'],
    ['Blessing card', '/blessing-card'],
    ['Help center', '/help'],
    ['FAQ', '/faq'],
    ['User guide', '/about'],
    ['Gallery', '/gallery'],
    ['Terms of service', '/terms'],
    ['Privacy policy', '/privacy'],
    ['Disclaimer', '/disclaimer'],
    ['Cookie policy', '/cookies'],
    ['Contact us', '/contact'],
    ['Feedback', '/feedback'],
  ] as const;
  for (const [name, path] of links) {
    await follow(page, footer.getByRole('link', { name, exact: true }), path);
  }
  await expect(footer).toContainText(/ICP/);
  expect(consoleErrors).toEqual([]);
});

test('[SHELL][NAVIGATION]: the home page buttons and feature cards reach their pages', async ({
  page,
  consoleErrors,
}) => {
  const main = page.getByRole('main');
  await page.goto('/');
  await follow(page, main.getByRole('link', { name: 'Start creating' }), '/profile');
  await page.goto('/');
  await follow(page, main.getByRole('link', { name: 'View gallery' }), '/gallery');
  for (const [name, path] of [
    ['Profile card', '/profile'],
    ['Article card', '/article-card'],
    ['Note card', '/xiaohongshu'],
    ['Quote card', '/quote'],
  ] as const) {
    await page.goto('/');
    await follow(page, main.getByRole('link', { name: new RegExp(`^${name}`) }), path);
  }
  await page.goto('/');
  await follow(page, main.getByRole('link', { name: 'More answers in the FAQ' }), '/faq');
  expect(consoleErrors).toEqual([]);
});

test('[SHELL][NAVIGATION]: the home page has the FAQ disclosures and updates', async ({ page }) => {
  await page.goto('/');
  const question = page.getByText('Is Inkcard free?');
  await question.click();
  await expect(page.getByText(/Every maker and template is free to use/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest release' })).toBeVisible();
  await expect(page.getByText(/One-click AI card generation/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Planned' })).toBeVisible();
});

test('[SHELL][NAVIGATION]: the gallery shows nine real cards opening their makers in a new tab', async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto('/gallery');
  const featured = page.getByRole('main').getByRole('list').first();
  await expect(featured.locator(':scope > li')).toHaveCount(9);
  await expect(featured.getByRole('img', { name: /^Sample .* card$/ })).toHaveCount(9);
  const details = page.getByRole('link', { name: /View details of/ });
  await expect(details).toHaveCount(9);
  for (const link of await details.all()) await expect(link).toHaveAttribute('target', '_blank');
  // The English gallery draws English examples.
  const redBold = featured.locator('[data-sample="quote/redBold"]');
  await featured.locator('[data-sample-frame]').nth(5).scrollIntoViewIfNeeded();
  await expect(redBold).toHaveAttribute('lang', 'en');
  await expect(redBold).toContainText('We know what we are');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /View details of Quote card · Red bold/ }).click(),
  ]);
  await expect(popup).toHaveURL(/\/quote\?template=quote\/redBold$/);
  await expect(popup.getByRole('radio', { name: /Red bold/ })).toBeChecked();
  await expect(popup.getByTestId('card-preview').locator('[data-card="quote/redBold"]')).toContainText(
    'We know what we are',
  );
  await follow(page, page.getByRole('link', { name: 'Back to home' }), '/');
  expect(consoleErrors).toEqual([]);
});

for (const language of ['zh', 'en'] as const) {
  test(`[SHELL][NAVIGATION]: each gallery card is the card its maker makes from the same text (${language})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
    await page.goto('/gallery');
    const details = page.getByRole('link', { name: language === 'zh' ? /^查看“.*”详情/ : /^View details of/ });
    await expect(details).toHaveCount(9);
    const links = await details.evaluateAll((items) => items.map((a) => a.getAttribute('href')!));
    expect(links).toHaveLength(9);
    for (const href of links) {
      const id = decodeURIComponent(new URL(href, 'http://x').searchParams.get('template')!);
      await page.goto('/gallery');
      const featured = page.getByRole('main').getByRole('list').first();
      const tile = featured.locator(':scope > li').filter({ has: page.locator(`a[href="${href}"]`) });
      // Samples mount only near the viewport: bring the frame in first.
      await tile.locator('[data-sample-frame]').scrollIntoViewIfNeeded();
      const sample = tile.locator(`[data-sample="${id}"]`);
      const card = sample.locator(`[data-card="${id}"]`);
      await expect(card).toBeVisible();
      await expect(sample).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
      const shown = (await card.innerText()).trim();
      expect(shown.length, id).toBeGreaterThan(0);
      await page.goto(href);
      const made = page.getByTestId('card-preview').locator(`[data-card="${id}"]`);
      await expect(made, id).toBeVisible();
      await expect.poll(async () => (await made.innerText()).trim(), { message: id }).toBe(shown);
    }
  });
}

test('[SHELL][NAVIGATION]: the gallery draws every registered template, each opening its maker on it', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  await page.goto('/render');
  const entries = page.locator('[data-render-index] [data-template][data-form="card"]');
  // The render route is a lazy page: its index is there once it has drawn.
  await expect(entries.first()).toBeAttached();
  const ids = await entries.evaluateAll((items) => items.map((li) => li.getAttribute('data-template')!));
  expect(ids.length).toBeGreaterThan(9);
  await page.goto('/gallery');
  const every = page.getByRole('region', { name: 'Every template' });
  const links = every.getByRole('link', { name: /^Use the .* template/ });
  await expect(links).toHaveCount(ids.length);
  const hrefs = await links.evaluateAll((items) => items.map((a) => a.getAttribute('href')!));
  expect(hrefs.map((href) => new URL(href, 'http://x').searchParams.get('template')).sort()).toEqual([...ids].sort());
  for (const link of await links.all()) await expect(link).toHaveAttribute('target', '_blank');
  // Every tile is that template drawn with its example, once it comes near the viewport, and its
  // link opens the maker with that template chosen and the same card drawn.
  for (const href of hrefs) {
    const id = new URL(href, 'http://x').searchParams.get('template')!;
    const tile = every.getByRole('listitem').filter({ has: page.locator(`a[href="${href}"]`) });
    await tile.locator('[data-sample-frame]').scrollIntoViewIfNeeded();
    await expect(tile.locator(`[data-sample="${id}"] [data-card="${id}"]`), id).toBeVisible();
  }
  for (const href of hrefs) {
    const id = new URL(href, 'http://x').searchParams.get('template')!;
    await page.goto(href);
    await expect(page.getByTestId('card-preview').locator(`[data-card="${id}"]`), id).toBeVisible();
    await expect(page.locator(`input[type="radio"][value="${id}"]`), id).toBeChecked();
  }
  expect(consoleErrors).toEqual([]);
});

test('[SHELL][NAVIGATION]: the guide has nine sections with the advice, illustrated by live cards in its language', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'How to use Inkcard' })).toBeVisible();
  // The nine sections of spec §2 and the API appendix.
  await expect(main.getByRole('region')).toHaveCount(10);
  for (const advice of [/under 50 characters/, /1–9 images/, /3–5 tags/, /Smart paste/]) {
    await expect(main.getByText(advice).first()).toBeVisible();
  }
  // The table of contents lists the nine sections and the API appendix, and takes the reader there.
  const toc = main.getByRole('navigation', { name: 'Contents' });
  await expect(toc.getByRole('link')).toHaveCount(10);
  // (Its target, not the scroll after a click: the live samples above it load as they come near
  // and move it, on a loaded machine after the jump.)
  await expect(toc.getByRole('link', { name: /API/ })).toHaveAttribute('href', '#guide-api');
  await expect(main.locator('#guide-api').getByRole('heading', { level: 2, name: /API/ })).toHaveCount(1);
  const frames = main.locator('[data-sample-frame]');
  expect(await frames.count()).toBeGreaterThanOrEqual(6);
  for (const frame of await frames.all()) {
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.locator('[data-sample][lang="en"] [data-card]')).toBeVisible();
  }
  // Its own language switch redraws the cards in Chinese.
  await page.evaluate(() => window.scrollTo(0, 0));
  await main.getByRole('button', { name: '中文' }).click();
  await expect(main.getByRole('heading', { level: 1, name: '如何使用墨卡' })).toBeVisible();
  await frames.first().scrollIntoViewIfNeeded();
  await expect(frames.first().locator('[data-sample][lang="zh-CN"] [data-card]')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

/** The page's vertical scroll position, in whole pixels. */
const scrollYOf = (page: Page): Promise<number> => page.evaluate(() => Math.round(window.scrollY));

/** Scrolls the page to `y` and waits until it is there. */
async function scrollPageTo(page: Page, y: number): Promise<void> {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => scrollYOf(page)).toBe(y);
}

test('[SHELL][NAVIGATION]: a new page starts at the top; back and forward return to where the visitor was', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollPageTo(page, 1500);
  // The sticky navigation's link, clicked where it is: a locator's click would first scroll it
  // "into view" past the page's scroll padding, which a visitor's click never does.
  const gallery = await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Gallery' })
    .boundingBox();
  await page.mouse.click(gallery!.x + gallery!.width / 2, gallery!.y + gallery!.height / 2);
  await expect(page).toHaveURL(/\/gallery$/);
  await expect.poll(() => scrollYOf(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => scrollYOf(page)).toBe(1500);
  await page.goForward();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect.poll(() => scrollYOf(page)).toBe(300);
});

// Every page a tab loads from the server starts as the same history entry key; a page opened by
// a full load (the address bar, a bookmark) once came up at the last such page's scroll position.
test('[SHELL][NAVIGATION]: a page loaded from the address bar starts at the top, and a reload keeps its place', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollPageTo(page, 1500);
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A restored position is applied as the page is drawn (ScrollRestoration's layout effect), so
  // two frames later it would show.
  await painted(page);
  expect(await scrollYOf(page)).toBe(0);
  await scrollPageTo(page, 400);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollYOf(page)).toBe(400);
});

test('[SHELL][NAVIGATION]: an unknown path shows the 404 page with a way home', async ({ page, consoleErrors }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await follow(page, page.getByRole('main').getByRole('link', { name: 'Back to home' }), '/');
  expect(consoleErrors).toEqual([]);
});

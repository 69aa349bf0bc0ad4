import { expect, painted, presetUi, test } from '../../fixtures/app';
import { MAIN_ROUTES } from '../../fixtures/routes';

// A first visit asks for its page's code from the HTML, while the entry downloads
// (vite/first-load-hints.ts). These checks hold on the built app: every hinted file exists, the
// page then uses what was fetched instead of fetching it again, and no preload goes unused
// (Chromium warns in the console about one that does). The interface draws its first words in the
// system's face: no font file is fetched before the first paint.

const ROUTES = [...MAIN_ROUTES, '/terms'];

test("[SHELL][FIRST_LOAD]: each page's code is asked for from the HTML, once, and all of it is used", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`);
  });
  for (const route of ROUTES) {
    const failed: string[] = [];
    const onResponse = (response: { url(): string; status(): number }): void => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    };
    page.on('response', onResponse);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);

    const seen = await page.evaluate(() => ({
      hinted: Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-first-load]'), (l) => l.href),
      fetched: performance.getEntriesByType('resource').map((e) => e.name),
      fontsBeforePaint: performance
        .getEntriesByType('resource')
        .filter(
          (e) =>
            /\.woff2$/.test(e.name) &&
            e.startTime < (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
        )
        .map((e) => e.name),
      // What Chromium would warn about 3 s after the load event: a preload no request used (a
      // stylesheet is used once it applies; a modulepreload it never warns about).
      unusedPreloads: Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'))
        .filter((link) => !(link.as === 'style' && Array.from(document.styleSheets).some((s) => s.href === link.href)))
        .map((link) => `${link.as} ${link.href}`),
    }));
    expect(seen.hinted.length, `${route} hints its page's chunks`).toBeGreaterThan(0);
    expect(
      seen.hinted.some((href) => /\.js$/.test(href)),
      route,
    ).toBe(true);
    expect(seen.fontsBeforePaint, route).toEqual([]);
    expect(failed, route).toEqual([]);
    expect(seen.unusedPreloads, route).toEqual([]);
    for (const href of seen.hinted) {
      expect(
        seen.fetched.filter((name) => name === href),
        `${route}: ${href} fetched once`,
      ).toHaveLength(1);
    }
  }
  // Chromium's own warning comes only 3 s after a page's load event: checked above on every page
  // instead of waited for; any that came meanwhile counts too.
  expect(warnings).toEqual([]);
});

// A kind's first template comes with its list (withBody), so a maker draws its default card with
// its page's code; every other template's weight (its card, CSS and examples) is a chunk of its own
// (CardTemplate.load and loadExamples), fetched when the visitor points at it or chooses it.
test("[SHELL][FIRST_LOAD]: a maker loads no other template's body until one is pointed at or chosen", async ({
  page,
}) => {
  const bodies = (): Promise<string[]> =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((path) => /\/template-[^/]+\.js$/.test(path)),
    );
  await presetUi(page, { language: 'zh' });
  await page.goto('/article-card');
  // The default's example is in the editor (its body came with the page); update draws its card.
  await expect(page.getByLabel('卡片文本')).toHaveValue(/^标题：/);
  await page.getByRole('button', { name: '更新卡片' }).click();
  await expect(page.locator('[data-card="article/hotNews"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await bodies(), 'no template body fetched on first load').toEqual([]);

  const blueRose = page.locator('input[type="radio"][value="article/blueRose"]');
  // The pointer rests on the sticky header while the picker scrolls, so it points at no other template.
  await page.mouse.move(1, 1);
  await blueRose.scrollIntoViewIfNeeded();
  await blueRose.locator('xpath=..').hover();
  await expect.poll(bodies, 'pointing at a template starts loading its body').toHaveLength(1);
  await blueRose.locator('xpath=..').click();
  await expect(page.locator('[data-card="article/blueRose"]')).toBeVisible();
  await expect(page.getByLabel('卡片文本')).not.toHaveValue(/^标题：全球首条/);
  await expect(page.locator('[data-card="article/hotNews"]')).toHaveCount(0);
  expect(await bodies(), 'the chosen body is fetched once').toHaveLength(1);
});

test('[SHELL][FIRST_LOAD]: a template whose body is still loading leaves the current card and typed text on screen', async ({
  page,
}) => {
  await presetUi(page, { language: 'zh' });
  await page.goto('/article-card');
  await page.getByRole('button', { name: '更新卡片' }).click();
  const current = page.locator('[data-card="article/hotNews"]');
  await expect(current).toBeVisible();
  // Template bodies now arrive late, as on a slow phone.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = (): void => undefined;
  const bodyAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/template-[^/]+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.locator('input[type="radio"][value="article/interview"]').locator('xpath=..').click();
  // The choice shows at once; the card drawn stays, whole, until the new body is in: the page is
  // waiting for it, and has drawn since.
  await expect(page.locator('input[type="radio"][value="article/interview"]')).toBeChecked();
  await bodyAsked;
  await painted(page);
  await expect(current).toBeVisible();
  await expect(current).toContainText('全球首条 GWh 级固态电池产线投产');
  await expect(page.locator('[data-card="article/interview"]')).toHaveCount(0);
  // Text typed meanwhile is the visitor's: the template's example does not replace it.
  await page.getByLabel('卡片文本').fill('标题：我自己写的标题');
  release();
  await expect(page.locator('[data-card="article/interview"]')).toBeVisible();
  await expect(current).toHaveCount(0);
  await expect(page.getByLabel('卡片文本')).toHaveValue('标题：我自己写的标题');
});

import { expect, test } from '../../fixtures/app';
import { inspectCards } from '../../fixtures/card-layer';

// The card-layer sweep (issue 15): every template of the registry, read from /render's index, at
// the app's five sample lengths (its example with the text from one line to far too long), in
// both languages, on one reused page. Each card must draw its declared canvas, keep every
// character inside the card, inside its boxes and outside the decoration zones, and break lines
// well. Only the "very long" sample may overflow, and then the card must say so (data-fit), which
// the maker shows as a warning. A paged template (a carousel) is checked page by page: every
// page is a card of its 3:4 canvas; a template's paged form (the article pages) is listed by the
// index as an entry of its own (`data-params="paged=1"`) and swept the same way. Failures are
// gathered and reported together.

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1 });

test('[CARDS][FIT]: every template fits its canvas, keeps text off decorations and breaks lines well', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(20 * 60_000);
  const started = Date.now();
  await page.goto('/render');
  const index = page.locator('[data-render-index]');
  await expect(index.locator('[data-template]').first()).toBeVisible();
  const entries = await index
    .locator('[data-template]')
    .evaluateAll((items) =>
      items.map((li) => ({ id: li.getAttribute('data-template')!, params: li.getAttribute('data-params') ?? '' })),
    );
  const lengths = ((await index.getAttribute('data-sample-lengths')) ?? '').split(' ').filter(Boolean);
  expect(entries.length).toBeGreaterThan(0);
  expect(lengths).toHaveLength(5);

  const failures: string[] = [];
  for (const { id, params } of entries) {
    for (const lang of ['zh', 'en'] as const) {
      for (const length of lengths) {
        const where = `${id}${params ? ` [${params}]` : ''} ${lang} ${length}`;
        const query = new URLSearchParams({
          template: id,
          lang,
          sample: length,
          today: '2025-05-01',
          ...Object.fromEntries(new URLSearchParams(params)),
        }).toString();
        // In-app navigation (the router follows popstate): no reload, so ~250 cards stay cheap.
        await page.evaluate((url) => {
          history.pushState(null, '', url);
          dispatchEvent(new PopStateEvent('popstate'));
        }, `/render?${query}`);
        const root = `[data-render-root][data-render-query="${query}"][data-render-ready="true"]`;
        // A card's root carries the fit; a carousel's pages each carry their own.
        const ready = page
          .locator(`${root} [data-card][data-fit], ${root} [data-card] > [data-carousel-page][data-fit]`)
          .first();
        if (
          !(await ready.waitFor({ timeout: 15_000 }).then(
            () => true,
            () => false,
          ))
        ) {
          failures.push(
            `${where}: the card never rendered with a fit (${
              (await page
                .locator('[data-render-issues]')
                .textContent()
                .catch(() => '')) ?? ''
            })`,
          );
          continue;
        }
        // Two frames: the fit re-measures when the card's last font chunk arrives.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        for (const result of await page.evaluate(inspectCards)) {
          const at = result.label ? `${where} ${result.label}` : where;
          for (const p of result.problems) failures.push(`${at}: ${p}`);
          if (result.fit === 'overflow' && length !== 'veryLong')
            failures.push(`${at}: a ${length} text overflows its ${result.canvas} canvas even at the smallest size`);
        }
      }
    }
  }
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({
    type: 'sweep',
    description: `${entries.length} templates and forms × 2 languages × ${lengths.length} lengths in ${seconds.toFixed(1)} s`,
  });
  console.log(
    `card-layer sweep: ${entries.length} templates and forms, ${entries.length * 2 * lengths.length} cards, ${seconds.toFixed(1)} s`,
  );
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

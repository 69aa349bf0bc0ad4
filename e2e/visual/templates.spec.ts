import { expect, test } from '../fixtures/app';

// Every registered template with both of its examples, drawn by the render route and compared
// with a reviewed baseline (e2e/visual/__baselines__/<kind>-<templateId>-<lang>.png, and
// <kind>-<templateId>-pages-<lang>.png for a template's paged form) at the config's small
// tolerance. The list comes from the registry through /render, never by hand;
// one page is reused for the whole sweep. Dates are pinned so the blessing baselines are stable.

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1 });

// VISUAL_TEMPLATES=quote/redBold,article/ limits the sweep to the templates whose id starts with
// one of these (a kind with its slash takes all of its templates), so one template's baselines can
// be recorded alone: `--update-snapshots` then rewrites only those.
const only = (process.env.VISUAL_TEMPLATES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const chosen = (id: string): boolean => only.length === 0 || only.some((prefix) => id.startsWith(prefix));

for (const lng of ['zh', 'en'] as const) {
  test(`[VISUAL][TEMPLATES]: every registered template with its ${lng} example`, async ({ page, consoleErrors }) => {
    // Some forty cards and strips of pages, one after another.
    test.setTimeout(5 * 60_000);
    await page.goto('/render');
    await expect(page.locator('[data-render-index]')).toBeVisible();
    const entries = await page.locator('[data-render-index] [data-template]').evaluateAll((items) =>
      items.map((li) => ({
        id: li.getAttribute('data-template')!,
        form: li.getAttribute('data-form') ?? 'card',
        params: li.getAttribute('data-params') ?? '',
      })),
    );
    expect(entries.length).toBeGreaterThan(0);
    const swept = entries.filter((e) => chosen(e.id));
    // A filter that names no registered template is a typo, not a pass.
    expect(swept, `VISUAL_TEMPLATES=${only.join(',')} matches no template`).not.toHaveLength(0);
    test.info().annotations.push({
      type: 'templates',
      description: swept.map((e) => (e.form === 'card' ? e.id : `${e.id} (${e.form})`)).join(', '),
    });
    for (const { id, form, params } of swept) {
      await test.step(form === 'card' ? id : `${id} (${form})`, async () => {
        const extra = params ? `&${params}` : '';
        await page.goto(`/render?template=${encodeURIComponent(id)}&lang=${lng}&today=2025-05-01${extra}`);
        await expect(page.locator('[data-render-root]')).toHaveAttribute('data-render-ready', 'true');
        const card = page.locator(`[data-card="${id}"]`);
        await expect(card).toBeVisible();
        // A carousel's pages are split after its fonts load: wait until its layout has settled.
        if (form === 'pages') {
          await expect(card.locator('[data-page-kind="cover"]')).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
        }
        const name = form === 'card' ? id.replace('/', '-') : `${id.replace('/', '-')}-${form}`;
        await expect.soft(card).toHaveScreenshot(`${name}-${lng}.png`);
      });
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('[VISUAL][RENDER]: the render route refuses an unknown template and lists none twice', async ({ page }) => {
  await page.goto('/render');
  await expect(page.locator('[data-render-index]')).toBeVisible();
  const ids = await page
    .locator('[data-render-index] [data-template]')
    .evaluateAll((items) => items.map((li) => `${li.getAttribute('data-template')} ${li.getAttribute('data-form')}`));
  expect(new Set(ids).size).toBe(ids.length);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/render?template=quote/nope');
  await expect(page.locator('[data-render-root]')).toHaveCount(0);
  await expect(page.locator('[data-render-index]')).toBeVisible();
});

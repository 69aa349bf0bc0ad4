import { expect, test } from '../fixtures/app';

// Every registered template with both of its examples, drawn by the render route and compared
// with a reviewed baseline (e2e/visual/__baselines__/<kind>-<templateId>-<lang>.png) at the
// config's small tolerance. The list comes from the registry through /render, never by hand;
// one page is reused for the whole sweep. Dates are pinned so the blessing baselines are stable.

test.use({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1 });

for (const lng of ['zh', 'en'] as const) {
  test(`[VISUAL][TEMPLATES]: every registered template with its ${lng} example`, async ({ page, consoleErrors }) => {
    // Twenty-five templates, each a page load and a comparison: more than the default minute on a busy machine.
    test.setTimeout(240_000);
    await page.goto('/render');
    await expect(page.locator('[data-render-index]')).toBeVisible();
    const ids = await page
      .locator('[data-render-index] [data-template]')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-template')!));
    expect(ids.length).toBeGreaterThan(0);
    test.info().annotations.push({ type: 'templates', description: ids.join(', ') });
    for (const id of ids) {
      await test.step(id, async () => {
        await page.goto(`/render?template=${encodeURIComponent(id)}&lang=${lng}&today=2025-05-01`);
        await expect(page.locator('[data-render-root]')).toHaveAttribute('data-render-ready', 'true');
        const card = page.locator(`[data-card="${id}"]`);
        await expect(card).toBeVisible();
        await expect.soft(card).toHaveScreenshot(`${id.replace('/', '-')}-${lng}.png`);
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
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-template')));
  expect(new Set(ids).size).toBe(ids.length);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/render?template=quote/nope');
  await expect(page.locator('[data-render-root]')).toHaveCount(0);
  await expect(page.locator('[data-render-index]')).toBeVisible();
});

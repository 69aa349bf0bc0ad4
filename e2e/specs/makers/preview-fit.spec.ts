import { cardFontsReady, expect, presetUi, test } from '../../fixtures/app';

// On a phone the preview scales the card down to the stage's width; the stage must then be as
// tall as the scaled card, so nothing of it is clipped (issue 5: 375 px, both themes).
for (const path of ['/quote', '/blessing-card'] as const) {
  for (const dark of [false, true]) {
    test(`[MAKER][PREVIEW]: ${path} shows the whole card at 375 px (${dark ? 'dark' : 'light'})`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await presetUi(page, { language: 'zh', dark });
      await page.goto(path);
      const card = page.locator('[data-card]');
      await expect(card).toBeVisible();
      await cardFontsReady(page);
      const stage = page.getByRole('region', { name: /预览/ });
      await expect
        .poll(async () => {
          const [c, s] = [await card.boundingBox(), await stage.boundingBox()];
          if (!c || !s) return 'not laid out';
          const inside = c.x >= s.x && c.x + c.width <= s.x + s.width && c.y + c.height <= s.y + s.height;
          return inside && c.height > 300 ? 'fits' : `card ${JSON.stringify(c)} stage ${JSON.stringify(s)}`;
        })
        .toBe('fits');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(consoleErrors).toEqual([]);
    });
  }
}

// The fit judges display text (a festival's name, a quote) by its boxes on screen. A phone's
// preview is the card scaled down; read unscaled, a block as wide as its padded parent looked too
// wide at every size, so the phone's card shrank as far as it could go and then let its words
// break anywhere, unlike the same card at full size and the PNG the render API makes of it.
for (const path of ['/blessing-card', '/quote'] as const) {
  test(`[MAKER][PREVIEW_FIT]: ${path} fits its display text on a 375 px phone as at full size`, async ({ browser }) => {
    const fitAt = async (width: number) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await presetUi(page, { language: 'en', dark: false });
      await page.goto(path);
      await expect(page.locator('[data-card]')).toBeVisible();
      await cardFontsReady(page);
      const fit = await page.locator('[data-card]').evaluate((card) => ({
        scale: card.getAttribute('data-fit-scale'),
        state: card.getAttribute('data-fit'),
        // How much the preview shrinks the card on screen (1: drawn at its own size).
        shown: card.getBoundingClientRect().width / (card as HTMLElement).offsetWidth,
        broken: Array.from(card.querySelectorAll('[data-break], [data-loose]')).map((el) => el.textContent),
      }));
      await page.close();
      return fit;
    };
    const phone = await fitAt(375);
    const desktop = await fitAt(1600);
    expect(phone.shown).toBeLessThan(0.95);
    expect(desktop.shown).toBeCloseTo(1, 2);
    expect(phone.broken).toEqual([]);
    expect({ scale: phone.scale, state: phone.state }).toEqual({ scale: desktop.scale, state: desktop.state });
  });
}

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

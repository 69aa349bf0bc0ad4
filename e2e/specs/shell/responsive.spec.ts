import { test, expect, presetUi } from '../../fixtures/app';
import { LEGAL_ROUTES, MAIN_ROUTES } from '../../fixtures/routes';

const PUBLIC_ROUTES = [...MAIN_ROUTES, ...LEGAL_ROUTES, '/no-such-page'];

test.use({ viewport: { width: 375, height: 812 } });

for (const language of ['zh', 'en'] as const) {
  test(`[SHELL][RESPONSIVE]: no public route scrolls sideways at 375 px (${language})`, async ({ page }) => {
    await presetUi(page, { language, dark: language === 'en' });
    const overflowing: string[] = [];
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      if (width > 375) overflowing.push(`${path} (${width}px)`);
    }
    expect(overflowing).toEqual([]);
  });
}

// The navigation bar's controls each keep to one line on a phone with touch (44 px targets), down
// to 320 px: "Log in" once wrapped onto two lines at 375 px in English.
test.describe('on a touch phone', () => {
  test.use({ hasTouch: true, isMobile: true });
  for (const width of [375, 320]) {
    test(`[SHELL][RESPONSIVE]: the navigation bar's sign-in link stays on one line at ${width} px (en)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      await presetUi(page, { language: 'en' });
      await page.goto('/quote');
      const login = page.getByRole('banner').getByRole('link', { name: 'Log in' });
      await expect(login).toBeVisible();
      const lines = await login.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
      // Nothing else in the bar is drawn over it: the menu button lies to its right.
      const menu = page.getByRole('banner').getByRole('button', { name: /menu/i });
      const [a, b] = [await login.boundingBox(), await menu.boundingBox()];
      expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

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

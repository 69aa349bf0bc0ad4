import { expect, presetUi, test } from '../fixtures/app';

// Every template with both of its examples, compared with a reviewed baseline
// (e2e/visual/__baselines__) at the config's small tolerance.
const QUOTES = [
  { id: 'fashion', zh: '时尚', en: 'Fashion' },
  { id: 'redBold', zh: '红色醒目', en: 'Red bold' },
  { id: 'literary', zh: '文艺', en: 'Literary' },
] as const;
const BLESSINGS = [
  { id: 'classic', zh: '经典风格', en: 'Classic style' },
  { id: 'creative', zh: '创意风格', en: 'Creative style' },
] as const;

for (const lng of ['zh', 'en'] as const) {
  for (const q of QUOTES) {
    test(`[VISUAL][QUOTE]: quote/${q.id} with the ${lng} example`, async ({ page }) => {
      await presetUi(page, { language: lng, dark: false });
      await page.goto('/quote');
      await page.getByRole('radio', { name: new RegExp(q[lng]) }).check({ force: true });
      const card = page.locator(`[data-card="quote/${q.id}"]`);
      await expect(card).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expect(card).toHaveScreenshot(`quote-${q.id}-${lng}.png`);
    });
  }
  for (const b of BLESSINGS) {
    test(`[VISUAL][BLESSING]: blessing/${b.id} with the ${lng} example`, async ({ page }) => {
      await presetUi(page, { language: lng, dark: false });
      await page.goto('/blessing-card');
      await page.getByRole('radio', { name: new RegExp(b[lng]) }).check({ force: true });
      await page.getByRole('button', { name: lng === 'zh' ? '使用示例' : 'Use example' }).click();
      // The date defaults to today; pin it so the baseline is stable.
      await page.getByLabel(lng === 'zh' ? '日期' : 'Date').fill(lng === 'zh' ? '2025年5月1日' : 'May 1, 2025');
      const card = page.locator(`[data-card="blessing/${b.id}"]`);
      await expect(card).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expect(card).toHaveScreenshot(`blessing-${b.id}-${lng}.png`);
    });
  }
}

import { test, expect } from '../../fixtures/app';

test.use({ locale: 'en-US' });

test('[SHELL][KEYBOARD]: Tab to the tools menu, open with Enter, ArrowDown, Enter navigates', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tools = page.getByRole('button', { name: 'Tools' });
  for (let i = 0; i < 10 && !(await tools.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(tools).toBeFocused();
  // A visible focus ring on the keyboard-focused control.
  expect(await tools.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

  await page.keyboard.press('Enter');
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', { name: /^Profile card/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: /^Article card/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/article-card$/);
  await expect(page.getByRole('menu')).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('[SHELL][KEYBOARD]: Escape closes the tools menu and returns focus; arrows wrap', async ({ page }) => {
  await page.goto('/');
  const tools = page.getByRole('button', { name: 'Tools' });
  await tools.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: /^Profile card/ })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: /^Blessing card/ })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.getByRole('menuitem', { name: /^Profile card/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(tools).toBeFocused();
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press(' ');
  await expect(page.getByRole('menuitem', { name: /^Profile card/ })).toBeFocused();
});

test('[SHELL][KEYBOARD]: the mobile menu opens from the hamburger and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open menu' });
  await burger.click();
  const panel = page.getByRole('navigation', { name: 'Site menu' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(burger).toBeFocused();
  await burger.click();
  await panel.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(panel).toBeHidden();
});

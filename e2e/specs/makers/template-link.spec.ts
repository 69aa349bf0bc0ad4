import { test, expect } from '../../fixtures/app';

test.use({ locale: 'en-US' });

test('[MAKER][TEMPLATE_LINK]: ?template= opens a maker on that template with its example drawn', async ({
  page,
  consoleErrors,
}) => {
  // The profile maker otherwise waits for "Generate card"; a link's card is drawn at once.
  await page.goto('/profile?template=profile/coderCard');
  await expect(page.getByRole('radio', { name: /Code card/ })).toBeChecked();
  await expect(page.getByTestId('card-preview').locator('[data-card="profile/coderCard"]')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card text' })).toHaveValue(/Sam Rivera/);

  // Choosing another template names it in the address, without moving the page.
  await page.evaluate(() => window.scrollTo(0, 200));
  await page.getByText('Creative', { exact: true }).click();
  await expect(page).toHaveURL(/\/profile\?template=profile\/creative$/);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(200);

  // A button maker (articles) and a form maker (blessings) draw the linked example too.
  await page.goto('/article-card?template=article/skyBlue');
  await expect(page.getByTestId('card-preview').locator('[data-card="article/skyBlue"]')).toBeVisible();
  await page.goto('/blessing-card?template=blessing/creative');
  await expect(page.getByTestId('card-preview').locator('[data-card="blessing/creative"]')).toContainText(
    'Happy Mid-Autumn',
  );
  expect(consoleErrors).toEqual([]);
});

test('[MAKER][TEMPLATE_LINK]: an unknown or foreign template id opens the default, untouched', async ({ page }) => {
  await page.goto('/quote?template=profile/coderCard');
  await expect(page.getByRole('radio', { name: /Fashion/ })).toBeChecked();
  await expect(page).toHaveURL(/\/quote\?template=quote\/fashion$/);
  await page.goto('/quote?template=%3Cscript%3E');
  await expect(page.getByRole('radio', { name: /Fashion/ })).toBeChecked();
  await page.goto('/quote');
  await expect(page).toHaveURL(/\/quote$/);
});

import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { PNG } from 'pngjs';
import { expect, presetUi, test } from '../../fixtures/app';
import { loginViaUi, registerViaApi } from '../auth/auth-helpers';

// Batches in the browser (issue 28): a spreadsheet of quote rows becomes one ZIP of PNGs named
// 001-<title>.png… plus manifest.csv, made in the page with progress; cancelling halfway
// downloads nothing and the page keeps answering.

test.use({ viewport: { width: 1280, height: 1000 } });
// Twenty cards drawn and exported one after another: a loaded 2-core machine needs a while.
test.describe.configure({ timeout: 180_000 });

const QUOTES = Array.from({ length: 20 }, (_, i) => [
  `Quote number ${i + 1}: keep going, one card at a time.`,
  `Author ${i + 1}`,
]);

/** 20 quote rows with a header, a row whose quote is missing (left out, named) and a quoted comma. */
function quotesCsv(): Buffer {
  const rows = QUOTES.map(([quote, author]) => `"${quote}",${author}`);
  rows.splice(10, 0, ',Nobody');
  return Buffer.from(['Quote,Author', ...rows].join('\r\n') + '\r\n');
}

test.beforeEach(async ({ page, request }) => {
  await loginViaUi(page, await registerViaApi(request));
  await presetUi(page, { language: 'en' });
  await page.goto('/quote');
  // The maker is whole once its style panel is in (the last part to arrive): until then what
  // arrives may move the export bar under the click, and a missed click opens no dialog (CI, once).
  await expect(page.getByRole('slider').first()).toBeVisible();
  await page.getByRole('button', { name: 'Batch', exact: true }).click();
  await page.getByLabel('Spreadsheet (CSV, TSV or JSON)').setInputFiles({
    name: 'quotes.csv',
    mimeType: 'text/csv',
    buffer: quotesCsv(),
  });
});

test('[BATCH][BROWSER]: 20 quote rows become a ZIP of 20 PNGs of the right size and a manifest', async ({
  page,
  consoleErrors,
}) => {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('batch-read')).toHaveText('21 rows, read as UTF-8.');
  // Columns matched by name, the broken row named with its number, the first three cards drawn.
  await expect(dialog.getByRole('combobox', { name: 'Quote' })).toHaveValue('quote');
  await expect(dialog.getByRole('combobox', { name: 'Author' })).toHaveValue('author');
  await expect(dialog.getByText('Row 12: Missing “Quote”')).toBeVisible();
  await expect(dialog.getByTestId('batch-preview').locator('[data-card]')).toHaveCount(3);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Make 20 cards' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('inkcard-quote-batch.zip');
  await expect(dialog.getByText('Done: 20 cards downloaded as one ZIP, with manifest.csv.')).toBeVisible();

  const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
  const names = Object.keys(files).sort();
  expect(names).toHaveLength(21);
  // Named in row order after the card's title (its first 40 characters, made safe for a file name).
  expect(names[0]).toBe('001-Quote number 1 keep going, one card at a.png');
  expect(names[19]).toMatch(/^020-Quote number 20 /);
  expect(names.filter((n) => n.endsWith('.png'))).toHaveLength(20);
  for (const name of names.filter((n) => n.endsWith('.png'))) {
    const png = PNG.sync.read(Buffer.from(files[name]!));
    // The maker's own export size: the quote's 3:4 canvas at its scale 3.
    expect([png.width, png.height], name).toEqual([1080, 1440]);
  }
  const manifest = new TextDecoder().decode(files['manifest.csv']);
  const lines = manifest
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('row,file,status,notes');
  expect(lines).toHaveLength(22);
  expect(lines[1]).toMatch(/^2,"001-Quote number 1 keep going, one card at a\.png",(fits|shrunk),$/);
  expect(lines[11]).toBe('12,,skipped,Missing “Quote”');
  expect(lines[21]).toMatch(/^22,"020-Quote number 20 keep going, one card at\.png",(fits|shrunk),$/);
  expect(consoleErrors).toEqual([]);
});

test('[BATCH][CANCEL]: cancelling halfway downloads nothing and leaves the page responsive', async ({ page }) => {
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Make 20 cards' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: /^([5-9]|1\d) of 20 cards$/ })).toBeVisible({
    timeout: 120_000,
  });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByText('Cancelled: nothing was downloaded.')).toBeVisible();
  expect(downloads).toBe(0);
  // The page still answers: the dialog closes and the maker takes typing, drawn live.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const editor = page.getByRole('textbox').first();
  await editor.fill('Quote: Still here after a cancelled batch');
  await expect(page.locator('[data-card]').first()).toContainText('Still here after a cancelled batch');
  expect(downloads).toBe(0);
});

// Characters Windows, macOS or Linux refuse in a file name, plus control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\/:*?"<>|\u0000-\u001F\u007F]+/g;

/** The longest title part of a batch file name, in characters. */
const TITLE_CHARS = 40;

/**
 * A batch card's file name in the ZIP: `001-<title>.png`, numbered in row order with as many
 * digits as the batch needs (at least three), so the files sort as the rows do.
 * @param index - the card's position in the batch, from 1
 * @param count - the number of cards in the batch
 * @param title - the card's title (cardStateTitle); blank gives `card`
 * @param page - for a card drawn as pages, the page number from 1 (`001-<title>-2.png`)
 * @returns a name safe on every file system
 */
export function batchFileName(index: number, count: number, title: string, page?: number): string {
  const digits = Math.max(3, String(count).length);
  const clean = Array.from(title.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim())
    .slice(0, TITLE_CHARS)
    .join('')
    .replace(/[. ]+$/, '');
  const pageSuffix = page === undefined ? '' : `-${page}`;
  return `${String(index).padStart(digits, '0')}-${clean || 'card'}${pageSuffix}.png`;
}

/** One line of a batch's manifest: a row that made a file, or a row left out. */
export interface ManifestLine {
  row: number;
  /** The PNG's name, empty for a row left out. */
  file: string;
  /** `fits`, `shrunk` or `overflow` for a card (the text's fit on its canvas); `skipped` or `failed` otherwise. */
  status: 'fits' | 'shrunk' | 'overflow' | 'skipped' | 'failed';
  /** The warnings, or the reason a row was left out, as the user reads them. */
  notes: string;
}

/**
 * A cell as CSV writes it: quoted when it holds a comma, quote or newline (quotes doubled), and a
 * leading `=`, `+`, `-` or `@` defused so a spreadsheet never runs a row's text as a formula.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The `manifest.csv` of a batch ZIP: row → file → fit or reason, in row order, with a UTF-8 BOM so
 * Excel reads Chinese text right.
 * @param headings - the column names in the user's language (row, file, status, notes)
 * @param lines - one per row of the file
 * @returns the CSV text
 */
export function batchManifestCsv(headings: readonly [string, string, string, string], lines: ManifestLine[]): string {
  const sorted = [...lines].sort((a, b) => a.row - b.row);
  const body = [headings, ...sorted.map((l) => [String(l.row), l.file, l.status, l.notes])]
    .map((cells) => cells.map(csvCell).join(','))
    .join('\r\n');
  return `\uFEFF${body}\r\n`;
}

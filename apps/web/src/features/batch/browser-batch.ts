import { batchFileName, batchManifestCsv, type Lang, type ManifestLine, type RowIssue } from '@inkcard/card-engine';
import { BATCH_MANIFEST_HEADINGS, batchIssueMessage } from '@inkcard/shared';
import type { ExportBackground } from '@inkcard/card-templates/export';
import type { loadExporter } from '../card-maker/export-loader';

type Exporter = Awaited<ReturnType<typeof loadExporter>>;

/** One card of a browser batch: its row, its title (the file's name) and what to draw. */
export interface BrowserBatchCard<C> {
  row: number;
  title: string;
  content: C;
}

/** What a browser batch needs: the cards, how to draw one off screen, and how to export it. */
export interface BrowserBatchOptions<C> {
  cards: readonly BrowserBatchCard<C>[];
  /** Rows left out, for the manifest. */
  skipped: readonly RowIssue[];
  lang: Lang;
  /** The field names of the kind, for the manifest's reasons. */
  fieldLabel: (field: string) => string;
  /** Draws a card off screen and resolves with its root once its fonts, images and fit have settled. */
  draw: (content: C) => Promise<HTMLElement>;
  exporter: Exporter;
  pixelRatio: number;
  /** The PNG's exact size for a card of a CSS size (the maker's size presets). */
  pixelSizeFor: (card: { width: number; height: number }) => { width: number; height: number };
  background: ExportBackground;
  signal: AbortSignal;
  onProgress: (done: number) => void;
}

/** Lets the page paint and handle input between two cards, so a batch never freezes it. */
const yieldToPage = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** The card's fit over its pages: overflow if any page overflows, else shrunk if any shrank. */
function fitOf(root: HTMLElement): ManifestLine['status'] {
  const fits = [root, ...root.querySelectorAll<HTMLElement>('[data-fit]')].map((el) => el.dataset.fit);
  if (fits.includes('overflow')) return 'overflow';
  return fits.includes('shrunk') ? 'shrunk' : 'fits';
}

/**
 * Makes a batch in the browser: each card is drawn off screen, exported through the one export
 * path (toPng, exactly as the maker's download) and kept; the page gets a turn between cards, and
 * a cancel stops before the next card and throws away what was made (nothing is downloaded). The
 * result is one ZIP: `001-<title>.png`… in row order (a carousel's pages `001-<title>-1.png`…)
 * and `manifest.csv` (row → file → fit, or why a row was left out).
 * @param options - the cards, drawing, export settings, cancel signal and progress callback
 * @returns the ZIP, or rejects with the signal's reason when cancelled
 */
export async function runBrowserBatch<C>(options: BrowserBatchOptions<C>): Promise<Blob> {
  const { cards, exporter, signal, lang } = options;
  const files: { name: string; data: Uint8Array }[] = [];
  const lines: ManifestLine[] = [];
  for (const [i, card] of cards.entries()) {
    signal.throwIfAborted();
    const root = await options.draw(card.content);
    signal.throwIfAborted();
    const pages = Array.from(root.querySelectorAll<HTMLElement>('[data-carousel-page]'));
    const targets = pages.length > 0 ? pages : [root];
    const names: string[] = [];
    for (const [p, target] of targets.entries()) {
      const size = options.pixelSizeFor({ width: target.offsetWidth, height: target.offsetHeight });
      const png = await exporter.toPng(target, {
        pixelRatio: options.pixelRatio,
        size,
        background: options.background,
      });
      const name = batchFileName(i + 1, cards.length, card.title, targets.length > 1 ? p + 1 : undefined);
      files.push({ name, data: new Uint8Array(await png.arrayBuffer()) });
      names.push(name);
      await yieldToPage();
      signal.throwIfAborted();
    }
    const status = fitOf(root);
    const notes = status === 'overflow' ? batchIssueMessage('overflow', lang) : '';
    lines.push({ row: card.row, file: names.join(' '), status, notes });
    options.onProgress(i + 1);
  }
  for (const issue of options.skipped) {
    const params = { row: issue.row, ...(issue.field ? { field: options.fieldLabel(issue.field) } : {}) };
    lines.push({ row: issue.row, file: '', status: 'skipped', notes: batchIssueMessage(issue.key, lang, params) });
  }
  const manifest = new TextEncoder().encode(batchManifestCsv(BATCH_MANIFEST_HEADINGS[lang], lines));
  return exporter.filesToZip([...files, { name: 'manifest.csv', data: manifest }]);
}

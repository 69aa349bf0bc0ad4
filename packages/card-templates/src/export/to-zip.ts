import { zipSync } from 'fflate';
import { toPng, type ToPngOptions } from './to-png';

/**
 * A file name for each page: 01.png, 02.png… (three digits from page 100 on), so they sort.
 * @param count - the number of pages
 * @returns the names in order
 */
export function pageFileNames(count: number): string[] {
  const width = Math.max(2, String(count).length);
  return Array.from({ length: count }, (_, i) => `${String(i + 1).padStart(width, '0')}.png`);
}

/**
 * Exports several page nodes through the one export path and packs the PNGs into a ZIP built in
 * the browser (fflate). Captures run one after another (to-png queues them) while the previous
 * page is still being drawn and encoded, so the pages overlap. PNGs are stored, not deflated:
 * they are compressed already, and storing keeps a 9-page ZIP well under a second.
 * @param nodes - the pages, in order
 * @param options - pixelRatio (2 for 1080 × 1440 pages of 540 × 720)
 * @returns the ZIP
 */
export async function pagesToZip(nodes: readonly HTMLElement[], options: ToPngOptions): Promise<Blob> {
  const pngs = await Promise.all(nodes.map((node) => toPng(node, options)));
  const bytes = await Promise.all(pngs.map(async (png) => new Uint8Array(await png.arrayBuffer())));
  const names = pageFileNames(nodes.length);
  return filesToZip(names.map((name, i) => ({ name, data: bytes[i]! })));
}

/**
 * Packs files into one ZIP: PNGs stored (they are compressed already), anything else deflated.
 * @param files - names and bytes, in the ZIP's order
 * @returns the ZIP
 */
export function filesToZip(files: readonly { name: string; data: Uint8Array }[]): Blob {
  const zip = zipSync(
    Object.fromEntries(files.map((f) => [f.name, [f.data, { level: f.name.endsWith('.png') ? 0 : 6 }]])),
  );
  return new Blob([zip], { type: 'application/zip' });
}

/**
 * Hands a blob to the browser as a download.
 * @param blob - the file
 * @param fileName - its name
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled; some browsers read the URL asynchronously.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/**
 * Exports the pages as one ZIP of PNGs and downloads it.
 * @param nodes - the pages, in order
 * @param options - pixelRatio and the ZIP's file name
 * @returns resolves once the download has been triggered
 */
export async function downloadPagesZip(
  nodes: readonly HTMLElement[],
  options: ToPngOptions & { fileName: string },
): Promise<void> {
  saveBlob(await pagesToZip(nodes, options), options.fileName);
}

import { toBitmap, toPng, type ToPngOptions } from './to-png';
import { ZipStream } from './zip-stream';
import type { ZipWorkerReply, ZipWorkerRequest } from './zip.worker';

/**
 * A file name for each page: 01.png, 02.png… (three digits from page 100 on), so they sort.
 * @param count - the number of pages
 * @returns the names in order
 */
export function pageFileNames(count: number): string[] {
  const width = Math.max(2, String(count).length);
  return Array.from({ length: count }, (_, i) => `${String(i + 1).padStart(width, '0')}.png`);
}

/** How a ZIP of pages is made: the PNG options, and what the person sees and can do meanwhile. */
export interface ZipOptions extends ToPngOptions {
  /** Called as each page goes into the archive: (pages done, pages in all). */
  onProgress?: (done: number, total: number) => void;
  /** Aborting stops the export between two steps; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/** Takes PNG pages in order and gives back the ZIP. */
interface PageEncoder {
  /** Adds the page; resolves when the encoder can take another. */
  add(name: string, node: HTMLElement): Promise<void>;
  finish(): Promise<Blob>;
  close(): void;
}

/** Pages drawn but not yet encoded: each is a full-size bitmap (6 MB at 1080 × 1440). */
const IN_FLIGHT = 2;

/**
 * The pages drawn here and encoded in a worker (zip.worker.ts), which writes them into the ZIP as
 * they come: the main thread only captures and draws, and captures the next page while the worker
 * encodes the last (PNG encoding of a 1080 × 1440 page took 60–150 ms of main thread before).
 */
function workerEncoder(options: ZipOptions, onAdded: () => void): PageEncoder {
  const worker = new Worker(new URL('./zip.worker.ts', import.meta.url), { type: 'module' });
  let pending = 0;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  let zip: ((blob: Blob) => void) | null = null;
  const settle = (): void => {
    const w = wake;
    wake = null;
    w?.();
  };
  worker.onmessage = ({ data }: MessageEvent<ZipWorkerReply>) => {
    if (data.type === 'added') {
      pending--;
      onAdded();
    } else if (data.type === 'zip') zip?.(data.zip);
    else failure = new Error(data.message);
    settle();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    failure = new Error(`ZIP worker failed: ${event.message}`);
    settle();
  };
  const waitUntil = async (ready: () => boolean): Promise<void> => {
    while (!ready()) {
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    if (failure) throw failure;
  };
  return {
    async add(name, node) {
      const bitmap = await toBitmap(node, options);
      await waitUntil(() => pending < IN_FLIGHT);
      pending++;
      worker.postMessage({ type: 'page', name, bitmap } satisfies ZipWorkerRequest, [bitmap]);
    },
    async finish() {
      let blob: Blob | null = null;
      zip = (b) => (blob = b);
      worker.postMessage({ type: 'finish' } satisfies ZipWorkerRequest);
      await waitUntil(() => blob !== null);
      return blob!;
    },
    close: () => worker.terminate(),
  };
}

/** Where there is no OffscreenCanvas in workers: the pages encoded here, one after another. */
function inlineEncoder(options: ZipOptions, onAdded: () => void): PageEncoder {
  const zip = new ZipStream();
  return {
    async add(name, node) {
      zip.add(name, new Uint8Array(await (await toPng(node, options)).arrayBuffer()));
      onAdded();
    },
    finish: () => zip.finish(),
    close: () => undefined,
  };
}

/** Lets the page answer input (a click on Cancel) before the next page starts. */
const yieldToInput = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Exports several page nodes through the one export path into a ZIP of PNGs, one page after
 * another: each page is captured and drawn here, yielding to input as it goes, and encoded and
 * written into the archive in a worker while the next page is captured. Progress is reported per
 * page, and the export can be cancelled between steps.
 * @param nodes - the pages, in order
 * @param options - pixelRatio (2 for 1080 × 1440 pages of 540 × 720), progress and cancel
 * @returns the ZIP
 * @throws DOMException AbortError when cancelled
 */
export async function pagesToZip(nodes: readonly HTMLElement[], options: ZipOptions): Promise<Blob> {
  const { signal, onProgress } = options;
  const names = pageFileNames(nodes.length);
  let done = 0;
  const onAdded = (): void => onProgress?.(++done, nodes.length);
  const encoder =
    typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined'
      ? workerEncoder(options, onAdded)
      : inlineEncoder(options, onAdded);
  try {
    onProgress?.(0, nodes.length);
    for (const [i, node] of nodes.entries()) {
      signal?.throwIfAborted();
      await encoder.add(names[i]!, node);
      await yieldToInput();
    }
    signal?.throwIfAborted();
    const zip = await encoder.finish();
    signal?.throwIfAborted();
    return zip;
  } finally {
    encoder.close();
  }
}

/**
 * Packs files into one ZIP, in order: PNGs stored (they are compressed already), anything else
 * deflated.
 * @param files - names and bytes, in the ZIP's order
 * @returns the ZIP
 */
export function filesToZip(files: readonly { name: string; data: Uint8Array }[]): Promise<Blob> {
  const zip = new ZipStream();
  for (const file of files) zip.add(file.name, file.data);
  return zip.finish();
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
 * @param options - pixelRatio, the ZIP's file name, progress and cancel
 * @returns resolves once the download has been triggered
 * @throws DOMException AbortError when cancelled (nothing is downloaded)
 */
export async function downloadPagesZip(
  nodes: readonly HTMLElement[],
  options: ZipOptions & { fileName: string },
): Promise<void> {
  saveBlob(await pagesToZip(nodes, options), options.fileName);
}

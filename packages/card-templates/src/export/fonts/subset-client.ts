// The page's side of the font worker (font-subset.worker.ts): one worker per page, started on
// intent, and its answers kept by font and character set (SubsetCache), so that exporting the
// same card again costs no message at all.
import { SubsetCache } from './subset-cache';

/** A request to the worker: the font file's address and the characters to keep. */
export interface SubsetRequest {
  id: number;
  src: string;
  chars: string;
}

/** The worker's answer: the subset as a data: URL, or why there is none. */
export type SubsetReply = { id: number; url: string } | { id: number; error: string };

let worker: Worker | null = null;
let broken = typeof Worker === 'undefined';
let nextId = 1;
const waiting = new Map<number, { resolve: (url: string) => void; reject: (err: Error) => void }>();

function start(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./font-subset.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = ({ data }: MessageEvent<SubsetReply>) => {
    const pending = waiting.get(data.id);
    waiting.delete(data.id);
    if ('url' in data) pending?.resolve(data.url);
    else pending?.reject(new Error(data.error));
  };
  // A worker that cannot start (its script or wasm refused) is not tried again on this page: the
  // export embeds whole font chunks instead.
  w.onerror = (event) => {
    event.preventDefault();
    broken = true;
    worker = null;
    w.terminate();
    for (const { reject } of waiting.values()) reject(new Error(`font worker failed: ${event.message}`));
    waiting.clear();
  };
  worker = w;
  return w;
}

const subsets = new SubsetCache<string>(
  (src, chars) =>
    new Promise<string>((resolve, reject) => {
      if (broken) throw new Error('no font worker');
      let w: Worker;
      try {
        w = start();
      } catch (err) {
        broken = true;
        throw err;
      }
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      w.postMessage({ id, src, chars } satisfies SubsetRequest);
    }),
);

/**
 * A font file cut down to some characters, as a WOFF data: URL, made in the font worker.
 * @param src - the font file's address (a unicode-range chunk of a family)
 * @param text - the characters the card draws with it
 * @returns the data: URL; rejects when subsetting is unavailable (the caller embeds the whole file)
 */
export function subsetFontUrl(src: string, text: string): Promise<string> {
  return subsets.get(src, text);
}

/**
 * Starts the font worker ahead of its first subset (on the first sign of an export), so its code
 * and hb-subset's wasm load while the card is being captured.
 */
export function startFontWorker(): void {
  if (broken) return;
  try {
    start();
  } catch {
    broken = true;
  }
}

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

/**
 * The worker's answer: the subset as a data: URL, or why there is none; or, once, that hb-subset's
 * wasm is compiled (`ready`) or cannot be (`broken`).
 */
export type SubsetReply =
  { id: number; url: string } | { id: number; error: string } | { ready: true } | { broken: string };

let worker: Worker | null = null;
let broken = typeof Worker === 'undefined';
let ready = false;
let nextId = 1;
const waiting = new Map<number, { resolve: (url: string) => void; reject: (err: Error) => void }>();
/** Who waits for the worker to be ready (or broken): called with whether it is ready. */
const readyWaiters = new Set<(ok: boolean) => void>();

function settleReady(ok: boolean): void {
  ready = ok;
  for (const notify of readyWaiters) notify(ok);
  readyWaiters.clear();
}

function fail(w: Worker, message: string): void {
  broken = true;
  worker = null;
  w.terminate();
  for (const { reject } of waiting.values()) reject(new Error(message));
  waiting.clear();
  settleReady(false);
}

function start(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./font-subset.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = ({ data }: MessageEvent<SubsetReply>) => {
    if ('ready' in data) return settleReady(true);
    if ('broken' in data) return fail(w, `font worker failed: ${data.broken}`);
    const pending = waiting.get(data.id);
    waiting.delete(data.id);
    if ('url' in data) pending?.resolve(data.url);
    else pending?.reject(new Error(data.error));
  };
  // A worker that cannot start (its script or wasm refused) is not tried again on this page: the
  // export embeds whole font chunks instead.
  w.onerror = (event) => {
    event.preventDefault();
    fail(w, `font worker failed: ${event.message}`);
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
        settleReady(false);
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
    settleReady(false);
  }
}

/**
 * Whether subsets would wait for hb-subset's wasm (the worker is starting): an export that finds
 * it so embeds whole chunks rather than wait (a cold click, issue 29). False once the worker is
 * ready, and where it cannot run (whole chunks for good).
 */
export function fontWorkerStarting(): boolean {
  return !ready && !broken;
}

/**
 * Starts the font worker and waits until it can subset, at most `ms` (the export's preparation on
 * intent, so the click after it finds the subsets made).
 * @param ms - the longest wait
 * @returns whether the worker is ready
 */
export function whenFontWorkerReady(ms: number): Promise<boolean> {
  startFontWorker();
  if (ready || broken) return Promise.resolve(ready);
  return new Promise((resolve) => {
    const done = (ok: boolean): void => {
      clearTimeout(timer);
      readyWaiters.delete(done);
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), ms);
    readyWaiters.add(done);
  });
}

import type * as Snapdom from '@zumer/snapdom';
import { loadCardFonts } from '../fonts/load-fonts';
import { embeddedFontCss, usedFontFaces } from './embed-fonts';
import { startFontWorker, whenFontWorkerReady } from './fonts/subset-client';
import { languageOf, withExactSizes, withLanguage } from './svg-fixes';
import { missingText, textPieces, type Pixels, type TextPiece } from './text-guard';

/** Options of the one export path. */
export interface ToPngOptions {
  /** Output pixels per CSS pixel (spec §9: 3 for quotes and blessings, 2 otherwise). */
  pixelRatio: number;
  /**
   * `opaque` (the default): every pixel is opaque, the card's own background colour drawn behind
   * it, so rounded corners never turn black or white in a chat app. `transparent`: what lies
   * outside the card's rounded corners stays transparent.
   */
  background?: ExportBackground;
  /**
   * The exact output size in pixels (a size preset: 1080 × 1440), instead of the card's CSS size
   * times pixelRatio.
   */
  size?: { width: number; height: number };
}

/** What the PNG shows outside the card's shape. */
export type ExportBackground = 'opaque' | 'transparent';

/**
 * The colour an opaque export is drawn on: the card's background colour, or white when the card
 * has none (or a translucent one).
 * @param node - the card element
 * @returns a CSS colour
 */
export function exportBackdrop(node: HTMLElement): string {
  const color = getComputedStyle(node).backgroundColor;
  const alpha = /rgba?\([^)]*,\s*([\d.]+)\s*\)/.exec(color)?.[1];
  const isOpaque = color.startsWith('rgb(') || (alpha !== undefined && Number(alpha) >= 1);
  return isOpaque ? color : '#ffffff';
}

const IMAGE_TIMEOUT_MS = 15_000;
const IGNORE = '[data-export-ignore]';

/** The export could not deliver an image showing all of the preview's text. */
export class ExportIncompleteError extends Error {
  /** The pieces of text that stayed blank in every draw. */
  readonly missing: readonly string[];
  constructor(missing: readonly string[]) {
    super(`the exported image is missing ${missing.length} piece(s) of text: ${missing.slice(0, 3).join(' | ')}`);
    this.name = 'ExportIncompleteError';
    this.missing = missing;
  }
}

// The library is fetched once per page, on the first export (or the first sign of one: the
// maker calls prepareExport when a pointer or focus reaches an export control). A failed fetch
// (offline) is forgotten so the next attempt fetches again.
let library: Promise<typeof Snapdom> | null = null;
function loadLibrary(): Promise<typeof Snapdom> {
  library ??= import('@zumer/snapdom').catch((err: unknown) => {
    library = null;
    throw err;
  });
  return library;
}

/**
 * Waits, deterministically, for what the card draws with: every web-font face its text uses
 * loaded and decoded (document.fonts.load for exactly those faces and the characters each draws,
 * so a face the page had not needed yet is fetched now), and every image decoded, each image at
 * most 15 s (spec §9).
 */
async function settle(node: HTMLElement, faces: ReturnType<typeof usedFontFaces>): Promise<void> {
  if (document.fonts.status !== 'loaded') await document.fonts.ready;
  await Promise.all([
    // Only each face's own characters: with the whole card's text, a signature font was asked for
    // every character of the quote and fetched a dozen chunks nothing draws (~200 ms of a first
    // export).
    ...Array.from(faces, ([face, chars]) =>
      document.fonts.load(`${face.style} ${face.weight[0]} 16px "${face.family}"`, chars).catch(() => []),
    ),
    ...Array.from(node.querySelectorAll('img')).map((img) =>
      Promise.race([
        img.decode().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, IMAGE_TIMEOUT_MS)),
      ]),
    ),
  ]);
}

// snapdom keeps its caches in module state and resets part of them at the start of a capture, so
// captures (a warm-up and a click, or a ZIP's pages) run one after another, never interleaved.
let queue: Promise<unknown> = Promise.resolve();

interface Capture {
  /** The card as an SVG data URL, fonts embedded. */
  url: string;
  /** The same SVG with every glyph transparent: what the card looks like without its text. */
  blankUrl: string;
  width: number;
  height: number;
  /** The text to find in the drawing. */
  pieces: TextPiece[];
  /** Whether each step of drawing it is a task of its own (see nextTask). */
  yielding: boolean;
}

/**
 * The node as an SVG data URL (snapdom) with only the font chunks its text uses embedded.
 * `yielding`: snapdom clones one element per idle callback instead of the whole card in one task,
 * so a long run of captures (a carousel's ZIP) leaves the page answering input between elements.
 */
function captureSvg(node: HTMLElement, yielding = false): Promise<Capture> {
  const run = queue.then(() => captureSvgNow(node, yielding));
  queue = run.catch(() => undefined);
  return run;
}

// Hides glyphs but keeps every box, background and border where it was: the guard's reference.
const NO_GLYPHS =
  '*,*::before,*::after{color:transparent!important;-webkit-text-fill-color:transparent!important;text-shadow:none!important;-webkit-text-stroke-width:0!important;text-decoration-color:transparent!important}';

const STYLE_OPEN = encodeURIComponent('<style>');
const STYLE_CLOSE = encodeURIComponent('</style>');
const NO_GLYPHS_CLOSE = encodeURIComponent(`${NO_GLYPHS}</style>`);

// The font CSS as it goes into the SVG's URL, kept for the next export of the same fonts:
// encoding a megabyte of base64 again costs more than the comparison that finds it unchanged.
let lastStyle: { css: string; fonts: string } | null = null;
function encodedStyle(css: string): { css: string; fonts: string } {
  if (lastStyle?.css !== css) lastStyle = { css, fonts: encodeURIComponent(css) };
  return lastStyle;
}

/**
 * Ends the current task, so input and rendering get their turn before the rest runs: a yielding
 * export's steps (reading the card's fonts and text, parsing each SVG image, each draw) each take
 * tens of milliseconds, and one after another in one task they were a long task of up to 0.75 s.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

// A yielding capture's slices: snapdom's idle callbacks (one per element cloned) run back to back
// for this long, then the page gets its turn (input, rendering) before the next slice.
const SLICE_MS = 8;

/**
 * Runs `work` with requestIdleCallback replaced by slices of SLICE_MS, each its own task. snapdom
 * without `fast` clones one element per idle callback; real idle callbacks wait for idle time,
 * which a page busy with a ZIP (or a loaded machine) hardly has: a 9-page ZIP took several times
 * as long. Sliced, it takes about as long as one task per page, without the long task.
 */
async function withSlicedIdle<T>(work: () => Promise<T>): Promise<T> {
  const original = window.requestIdleCallback;
  const waiting: IdleRequestCallback[] = [];
  const channel = new MessageChannel();
  let scheduled = false;
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    channel.port2.postMessage(null);
  };
  channel.port1.onmessage = async () => {
    scheduled = false;
    const end = performance.now() + SLICE_MS;
    const deadline: IdleDeadline = { didTimeout: false, timeRemaining: () => Math.max(0, end - performance.now()) };
    while (waiting.length > 0 && performance.now() < end) {
      waiting.shift()!(deadline);
      // The callback's promise continuations (the rest of cloning that element) run now, within
      // this slice's clock, instead of piling up after it.
      await null;
    }
    if (waiting.length > 0) schedule();
  };
  window.requestIdleCallback = (callback) => {
    waiting.push(callback);
    schedule();
    return 0;
  };
  try {
    return await work();
  } finally {
    window.requestIdleCallback = original;
    channel.port1.close();
  }
}

async function captureSvgNow(node: HTMLElement, yielding: boolean): Promise<Capture> {
  // The card's font stylesheets come after its first paint: an export that early waits for them.
  await loadCardFonts(node);
  if (yielding) await nextTask();
  const faces = usedFontFaces(node, IGNORE);
  // The font data is fetched and encoded (or taken from the cache) while snapdom clones the card.
  const fontCss = embeddedFontCss(node, IGNORE, faces).then(encodedStyle);
  const [{ snapdom }] = await Promise.all([loadLibrary(), settle(node, faces)]);
  if (yielding) await nextTask();
  const pieces = textPieces(node, IGNORE);
  const capturing = () =>
    snapdom(node, {
      // Fonts are embedded by embed-fonts.ts (per character and weight) instead of snapdom's
      // embedFonts, which takes every chunk of every nearby weight (see embed-fonts.ts).
      embedFonts: false,
      exclude: [IGNORE],
      excludeMode: 'remove',
      // 'auto' keeps snapdom's resource and base-style caches between exports and only drops the
      // per-capture maps; its style cache holds live CSSStyleDeclarations, so a restyled card is
      // read afresh (README "Cache control").
      cache: 'auto',
      // Pin dpr so sizes come out in CSS pixels on any screen; the scale is applied when drawing.
      dpr: 1,
      scale: 1,
      fast: !yielding,
    });
  const capture = await (yielding ? withSlicedIdle(capturing) : capturing());
  if (yielding) await nextTask();
  const url = withExactSizes(withLanguage(capture.url, languageOf(node)));
  // The SVG header is `<svg … viewBox="…">`: the fonts go in a <style> right after it.
  const head = url.indexOf('%3E') + 3;
  const size = /width="(\d+(?:\.\d+)?)" height="(\d+(?:\.\d+)?)"/.exec(decodeURIComponent(url.slice(0, head)));
  const style = await fontCss;
  const withStyle = (tail: string): string => url.slice(0, head) + STYLE_OPEN + style.fonts + tail + url.slice(head);
  return {
    url: withStyle(STYLE_CLOSE),
    blankUrl: withStyle(NO_GLYPHS_CLOSE),
    width: Number(size?.[1] ?? node.offsetWidth),
    height: Number(size?.[2] ?? node.offsetHeight),
    pieces,
    yielding,
  };
}

async function decoded(url: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.decoding = 'sync';
  img.src = url;
  await img.decode();
  return img;
}

/**
 * Draws an image on a new canvas of the given size, over `backdrop` if given. The image fills the
 * canvas unless `drawn` gives the size to draw it at (from the top left corner).
 */
function draw(
  img: CanvasImageSource,
  width: number,
  height: number,
  backdrop?: string,
  drawn: { width: number; height: number } = { width, height },
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: width * height < 4_000_000 });
  if (!ctx) throw new Error('no 2d context');
  if (backdrop) {
    ctx.fillStyle = backdrop;
    ctx.fillRect(0, 0, width, height);
  }
  ctx.drawImage(img, 0, 0, drawn.width, drawn.height);
  return canvas;
}

function pixelsOf(canvas: HTMLCanvasElement): Pixels {
  const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  return { width: canvas.width, height: canvas.height, data };
}

// Pauses before drawing again while some text is still blank: font data inside the SVG image
// usually decodes within a frame or two; past these (~1.3 s) the export is refused.
const RETRY_PAUSES_MS = [0, 16, 32, 64, 128, 256, 400, 400];
// The check is drawn with at most this many pixels: enough to see 12 px text, cheap on long cards.
const CHECK_PIXELS = 1_500_000;

/**
 * The capture as an image whose check draw shows every piece of the preview's text (see
 * text-guard.ts): an SVG image's fonts, once loaded, stay loaded, so a full draw of it has them.
 * @throws ExportIncompleteError when text stays blank after every retry
 */
async function checked(svg: Capture, backdrop?: string): Promise<HTMLImageElement> {
  // An SVG image is parsed, fonts and all, as its source is set: yielding, one per task.
  const [img, blankImg] = svg.yielding
    ? [await decoded(svg.url), await nextTask().then(() => decoded(svg.blankUrl))]
    : await Promise.all([decoded(svg.url), decoded(svg.blankUrl)]);
  const k = Math.min(1, Math.sqrt(CHECK_PIXELS / (svg.width * svg.height)));
  const cw = Math.max(1, Math.round(svg.width * k));
  const ch = Math.max(1, Math.round(svg.height * k));
  // The check draws both on one opaque ground, so translucent pixels compare as what they show.
  const ground = backdrop ?? '#ffffff';
  let missing: TextPiece[] = svg.pieces;
  for (const pause of RETRY_PAUSES_MS) {
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    else if (svg.yielding) await nextTask();
    const check = pixelsOf(draw(img, cw, ch, ground));
    if (svg.yielding) await nextTask();
    missing = missingText(check, pixelsOf(draw(blankImg, cw, ch, ground)), missing, k);
    if (missing.length === 0) break;
  }
  if (missing.length > 0) throw new ExportIncompleteError(missing.map((p) => p.text.trim()));
  return img;
}

/**
 * Draws the capture at its output size, but only once a check draw shows every piece of the
 * preview's text.
 * @throws ExportIncompleteError when text stays blank after every retry
 */
async function drawChecked(svg: Capture, options: ToPngOptions, backdrop?: string): Promise<HTMLCanvasElement> {
  const img = await checked(svg, backdrop);
  const { width, height } = outputSize(svg, options);
  if (svg.yielding) await nextTask();
  return draw(img, width, height, backdrop, evenlyScaled(svg, width, height));
}

/**
 * Draws the capture at its output size and encodes it as PNG, but only once a check draw shows
 * every piece of the preview's text.
 * @throws ExportIncompleteError when text stays blank after every retry
 */
async function rasterize(svg: Capture, options: ToPngOptions, backdrop?: string): Promise<Blob> {
  const canvas = await drawChecked(svg, options, backdrop);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

/**
 * The size to draw the capture at so both axes keep one scale (the width's), when the output's
 * height differs from that only by rounding: snapdom's SVG is whole CSS pixels high (583 for a
 * 582.59-px-high card) and the output whole device pixels (1165 at 2×). Stretched from 1166 to
 * 1165 rows, every line lands a fraction of a pixel higher than on screen, and the lines where
 * that fraction crosses a pixel's middle are set one device pixel higher than the preview (and the
 * API's screenshot) shows them: about 1 % of a long card's pixels. At one scale, the rows past the
 * output's last are cut (they hold the SVG's rounding, below the card) or left to the backdrop.
 */
function evenlyScaled(svg: Capture, width: number, height: number): { width: number; height: number } {
  const scale = width / svg.width;
  return Math.abs(svg.height * scale - height) <= scale ? { width, height: svg.height * scale } : { width, height };
}

/** The output size in pixels: `size` when given, else the card's CSS size times pixelRatio. */
function outputSize(svg: Capture, { pixelRatio, size }: ToPngOptions): { width: number; height: number } {
  if (size) return { width: Math.round(size.width), height: Math.round(size.height) };
  return { width: Math.round(svg.width * pixelRatio), height: Math.round(svg.height * pixelRatio) };
}

/**
 * Renders a preview node to a PNG blob with its web fonts embedded. The only caller of the image
 * library (@zumer/snapdom, chosen by docs/export-benchmark.md), loaded on first use.
 * Nodes marked `data-export-ignore` are left out. Opaque unless `background: 'transparent'`.
 * Refuses (ExportIncompleteError) to deliver an image that does not show all of the card's text.
 * @param node - the card element
 * @param options - pixelRatio (or an exact size) and background
 * @returns the PNG
 */
export async function toPng(node: HTMLElement, options: ToPngOptions): Promise<Blob> {
  const backdrop = (options.background ?? 'opaque') === 'opaque' ? exportBackdrop(node) : undefined;
  return rasterize(await captureSvg(node), options, backdrop);
}

/**
 * The same image as toPng's, not yet encoded: for a ZIP, whose pages are encoded in a worker while
 * the next page is captured. The capture yields to input between elements.
 * @param node - the card element (a carousel's page)
 * @param options - pixelRatio (or an exact size) and background
 * @returns the drawing, to be transferred to the encoder
 * @throws ExportIncompleteError when text stays blank after every retry
 */
export async function toBitmap(node: HTMLElement, options: ToPngOptions): Promise<ImageBitmap> {
  const backdrop = (options.background ?? 'opaque') === 'opaque' ? exportBackdrop(node) : undefined;
  const canvas = await drawChecked(await captureSvg(node, true), options, backdrop);
  await nextTask();
  return createImageBitmap(canvas);
}

/** How long the preparation on intent waits for the font worker before it captures anyway. */
const FONT_WORKER_WAIT_MS = 3000;

// The last preparation: the node and its markup then, so hovering from one export button to the
// next does not capture an unchanged card again.
let prepared: { node: HTMLElement; html: string; done: Promise<void> } | null = null;

/**
 * Does everything an export does short of drawing and encoding, so the export that follows costs
 * what every later one does: loads the image library, fetches and encodes the font chunks the
 * card's text needs, captures the card (snapdom's caches are warm after) and draws the guard's
 * check of it, which loads the fonts inside the SVG image; the browser keeps that image by its
 * URL, so an export of the unchanged card neither decodes it nor waits for its fonts again. Call
 * it on the first sign of an export (a pointer over, or focus on, an export control), not at page
 * load; calling it again for an unchanged card does nothing. A preview scaled down to fit a phone
 * gets the library and the font data only (its capture would not be the export's).
 * @param node - the card element, when there is one (its fonts are the ones the export will need)
 * @returns resolves when ready; never rejects
 */
export async function prepareExport(node?: HTMLElement | null): Promise<void> {
  startFontWorker();
  if (!node) {
    await loadLibrary().catch(() => undefined);
    return;
  }
  const html = node.outerHTML;
  if (prepared?.node === node && prepared.html === html) return prepared.done;
  // A preview scaled down to fit a phone is captured at its real size only during the export
  // (useCardExport lifts the scale): now only the library and the font data are prepared.
  const shown = node.getBoundingClientRect().width;
  // The library loads while the font worker compiles hb-subset (at most 3 s): the card is then
  // captured with its subsets, which the click that follows reuses. An export clicked sooner does
  // not wait: it embeds whole chunks (embed-fonts.ts).
  const scaled = Math.abs(shown - node.offsetWidth) > 0.5;
  const warm: Promise<unknown> = Promise.all([loadLibrary(), whenFontWorkerReady(FONT_WORKER_WAIT_MS)]).then(
    (): Promise<unknown> =>
      scaled ? settleAndEmbed(node) : captureSvg(node).then((svg) => checked(svg, exportBackdrop(node))),
  );
  // A failed preparation only means the export pays the cost (or reports the failure) itself; it
  // is not tried again for the same card.
  const done = warm.then(
    () => undefined,
    () => undefined,
  );
  prepared = { node, html, done };
  return done;
}

/** Loads the faces the node's text uses and puts their CSS in the cache, as a capture would. */
async function settleAndEmbed(node: HTMLElement): Promise<void> {
  await loadCardFonts(node);
  const faces = usedFontFaces(node, IGNORE);
  await settle(node, faces);
  encodedStyle(await embeddedFontCss(node, IGNORE, faces));
}

/**
 * Exports a node and hands the PNG to the browser as a download.
 * @param node - the card element
 * @param options - pixelRatio and the file name (see cardFileName)
 * @returns resolves once the download has been triggered
 */
export async function downloadPng(node: HTMLElement, options: ToPngOptions & { fileName: string }): Promise<void> {
  const blob = await toPng(node, options);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = options.fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled; some browsers read the URL asynchronously.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

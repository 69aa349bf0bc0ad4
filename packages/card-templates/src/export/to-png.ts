import type * as Snapdom from '@zumer/snapdom';
import { embeddedFontCss } from './embed-fonts';

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

// The library is fetched once per page; the warm-up usually starts it before the first click.
let library: Promise<typeof Snapdom> | null = null;
const loadLibrary = (): Promise<typeof Snapdom> => (library ??= import('@zumer/snapdom'));

/** Waits for web fonts and every image in the node, each image at most 15 s (spec §9). */
async function settle(node: HTMLElement): Promise<void> {
  // Resolves at once when nothing is loading: no fixed delay is added here.
  if (document.fonts.status !== 'loaded') await document.fonts.ready;
  const images = Array.from(node.querySelectorAll('img'));
  await Promise.all(
    images.map((img) =>
      img.complete
        ? Promise.resolve()
        : Promise.race([
            img.decode().catch(() => undefined),
            new Promise((resolve) => setTimeout(resolve, IMAGE_TIMEOUT_MS)),
          ]),
    ),
  );
}

// snapdom keeps its caches in module state and resets part of them at the start of a capture, so
// captures (the idle warm-up and a click) run one after another, never interleaved.
let queue: Promise<unknown> = Promise.resolve();

/** The node as an SVG data URL (snapdom) with only the font chunks its text uses embedded. */
function captureSvg(node: HTMLElement): Promise<{ url: string; width: number; height: number }> {
  const run = queue.then(() => captureSvgNow(node));
  queue = run.catch(() => undefined);
  return run;
}

async function captureSvgNow(node: HTMLElement): Promise<{ url: string; width: number; height: number }> {
  const [{ snapdom }, fontCss] = await Promise.all([
    loadLibrary(),
    settle(node).then(() => embeddedFontCss(node, IGNORE)),
  ]);
  const capture = await snapdom(node, {
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
  });
  // The SVG header is `<svg … viewBox="…">`: the fonts go in a <style> right after it.
  const head = capture.url.indexOf('%3E') + 3;
  const url = capture.url.slice(0, head) + encodeURIComponent(`<style>${fontCss}</style>`) + capture.url.slice(head);
  const size = /width="(\d+(?:\.\d+)?)" height="(\d+(?:\.\d+)?)"/.exec(decodeURIComponent(capture.url.slice(0, head)));
  return { url, width: Number(size?.[1] ?? node.offsetWidth), height: Number(size?.[2] ?? node.offsetHeight) };
}

/** Decodes the SVG into a fresh image and draws it on a new canvas of the given size, over `backdrop` if given. */
async function drawSvg(url: string, width: number, height: number, backdrop?: string): Promise<HTMLCanvasElement> {
  const img = new Image();
  img.decoding = 'sync';
  img.src = url;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  if (backdrop) {
    ctx.fillStyle = backdrop;
    ctx.fillRect(0, 0, width, height);
  }
  ctx.drawImage(img, 0, 0, width, height);
  return canvas;
}

/** A small, exact summary of a canvas: its pixels scaled down to at most 160 px wide. */
function fingerprint(canvas: HTMLCanvasElement): Uint8ClampedArray {
  const ratio = Math.min(1, 160 / canvas.width);
  const small = document.createElement('canvas');
  small.width = Math.max(1, Math.round(canvas.width * ratio));
  small.height = Math.max(1, Math.round(canvas.height * ratio));
  const ctx = small.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(canvas, 0, 0, small.width, small.height);
  return ctx.getImageData(0, 0, small.width, small.height).data;
}

const samePixels = (a: Uint8ClampedArray, b: Uint8ClampedArray): boolean =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** Pauses between draws: the first gives the image's fonts time to load, later ones grow. */
const DRAW_PAUSES_MS = [20, 40, 80, 160, 320];

/**
 * Draws the SVG on a canvas at pixelRatio and encodes it as PNG.
 * img.decode() does not wait for the data: fonts inside an SVG image in Chromium, so a draw can
 * come out with its text missing (seen in CI: a creative blessing exported without a single
 * glyph). The double-render workaround (ray-so's image.ts; html-to-image#361): a first draw starts
 * the image's font loads, then fresh images of the same URL are drawn, with growing pauses, until
 * two consecutive draws agree.
 */
async function rasterize(
  svg: { url: string; width: number; height: number },
  pixelRatio: number,
  backdrop?: string,
): Promise<Blob> {
  const width = Math.round(svg.width * pixelRatio);
  const height = Math.round(svg.height * pixelRatio);
  await drawSvg(svg.url, 1, 1);
  let canvas: HTMLCanvasElement | undefined;
  let previous: Uint8ClampedArray | undefined;
  for (const pause of DRAW_PAUSES_MS) {
    await new Promise((resolve) => setTimeout(resolve, pause));
    canvas = await drawSvg(svg.url, width, height, backdrop);
    const current = fingerprint(canvas);
    if (previous && samePixels(previous, current)) break;
    previous = current;
  }
  const done = canvas!;
  return new Promise((resolve, reject) =>
    done.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

/**
 * Renders a preview node to a PNG blob with its web fonts embedded. The only caller of the image
 * library (@zumer/snapdom, chosen by docs/export-benchmark.md), loaded on first use.
 * Nodes marked `data-export-ignore` are left out. Opaque unless `background: 'transparent'`.
 * @param node - the card element
 * @param options - pixelRatio and background
 * @returns the PNG
 */
export async function toPng(node: HTMLElement, { pixelRatio, background = 'opaque' }: ToPngOptions): Promise<Blob> {
  const backdrop = background === 'opaque' ? exportBackdrop(node) : undefined;
  return rasterize(await captureSvg(node), pixelRatio, backdrop);
}

/**
 * Loads the library, fetches the node's font chunks and runs one throw-away capture, so the
 * user's first export costs what every later one does. Call it when the page is idle.
 * @param node - the card element (its fonts are the ones the first export will need)
 * @returns resolves when warm; never rejects
 */
export async function warmUpExport(node: HTMLElement): Promise<void> {
  try {
    await rasterize(await captureSvg(node), 0.1);
  } catch {
    // A failed warm-up only means the first export pays the cost itself.
  }
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

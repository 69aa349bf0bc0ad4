import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH } from '@inkcard/shared';

/*
 * The captcha picture (issue 31: the old one drew glyphs at 2–3.8:1 contrast and cut descenders
 * off). Each character is drawn in a dark ink of at least 4.5:1 on white (WCAG AA for text),
 * whole inside the picture whatever its rotation; what keeps scripts out is the rotation, the
 * jitter, and noise curves crossing the glyphs in the very same inks, so colour separates nothing.
 */

/** The picture's size in CSS px (drawn at twice that for sharp screens). */
export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;
/** Characters no reader confuses with one another (no 0/O/Q, 1/I/L, 2/Z, 5/S, 6/G, 8/B) nor with lower case. */
export const CAPTCHA_CHARS = 'ACDEFHJKMNPRTUVWXY3479';
/** Inks of at least 4.5:1 on the white background (the captcha test checks each). */
export const CAPTCHA_INKS = ['#1f2937', '#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#9f1239', '#134e4a'] as const;
export const CAPTCHA_BACKGROUND = '#ffffff';
/** Space kept free on every side, so no glyph (nor its stroke) touches the edge. */
export const CAPTCHA_MARGIN = 3;

const FONT_SIZE = 40;
/** The font draws thin outlined strokes; a stroke of the same ink makes them solid. */
const GLYPH_STROKE = 1.6;
const MAX_ROTATION_DEG = 18;

/** The parts of opentype.js's font that are used (svg-captcha loads its font with it). */
interface Glyph {
  getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
  getPath(x: number, y: number, size: number): { commands: PathCommand[] };
}
interface PathCommand {
  type: 'M' | 'L' | 'C' | 'Q' | 'Z';
  x?: number;
  y?: number;
  x1?: number;
  y1?: number;
  x2?: number;
  y2?: number;
}
const font = (svgCaptcha as unknown as { options: { font: { unitsPerEm: number; charToGlyph(c: string): Glyph } } })
  .options.font;

const between = (min: number, max: number): number => min + (crypto.randomInt(0, 1_000_001) / 1_000_000) * (max - min);
const pick = <T>(list: readonly T[]): T => list[crypto.randomInt(0, list.length)]!;
const fixed = (n: number): string => String(Math.round(n * 100) / 100);

/**
 * A random captcha answer.
 * @returns CAPTCHA_LENGTH characters of CAPTCHA_CHARS
 */
export function randomCaptchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => pick([...CAPTCHA_CHARS])).join('');
}

/**
 * Draws a captcha: each character rotated and placed in its own slot, moved back inside the
 * margins if its rotation took it out, in a random ink; noise curves in the same inks across it.
 * @param text - the characters to draw
 * @returns the SVG document
 */
export function drawCaptcha(text: string): string {
  const chars = [...text];
  const slot = (CAPTCHA_WIDTH - 2 * CAPTCHA_MARGIN) / chars.length;
  const scale = FONT_SIZE / font.unitsPerEm;
  const glyphs = chars.map((ch, i) => {
    const glyph = font.charToGlyph(ch);
    const box = glyph.getBoundingBox();
    // The path is drawn with its baseline at y = 0 (y down); its ink's centre:
    const inkX = ((box.x1 + box.x2) / 2) * scale;
    const inkY = (-(box.y1 + box.y2) / 2) * scale;
    const angle = (between(-MAX_ROTATION_DEG, MAX_ROTATION_DEG) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const centreX = CAPTCHA_MARGIN + slot * (i + 0.5) + between(-slot * 0.12, slot * 0.12);
    const centreY = CAPTCHA_HEIGHT / 2 + between(-4, 4);
    const place = (x: number, y: number): [number, number] => {
      const dx = x - inkX;
      const dy = y - inkY;
      return [centreX + dx * cos - dy * sin, centreY + dx * sin + dy * cos];
    };
    const commands = glyph.getPath(0, 0, FONT_SIZE).commands;
    const points: [number, number][] = [];
    const placed = commands.map((c) => {
      const out: PathCommand = { type: c.type };
      for (const [kx, ky] of [
        ['x', 'y'],
        ['x1', 'y1'],
        ['x2', 'y2'],
      ] as const) {
        if (c[kx] === undefined || c[ky] === undefined) continue;
        const [x, y] = place(c[kx], c[ky]);
        out[kx] = x;
        out[ky] = y;
        points.push([x, y]);
      }
      return out;
    });
    // A curve stays inside its control points: moved so that they all are inside, nothing is cut.
    const xs = points.map((p) => p[0]);
    const ys = points.map((p) => p[1]);
    const shiftX = fit(Math.min(...xs), Math.max(...xs), CAPTCHA_WIDTH);
    const shiftY = fit(Math.min(...ys), Math.max(...ys), CAPTCHA_HEIGHT);
    const d = placed
      .map((c) => {
        const xy = (kx: 'x' | 'x1' | 'x2', ky: 'y' | 'y1' | 'y2') =>
          `${fixed(c[kx]! + shiftX)} ${fixed(c[ky]! + shiftY)}`;
        if (c.type === 'Z') return 'Z';
        if (c.type === 'C') return `C${xy('x1', 'y1')} ${xy('x2', 'y2')} ${xy('x', 'y')}`;
        if (c.type === 'Q') return `Q${xy('x1', 'y1')} ${xy('x', 'y')}`;
        return `${c.type}${xy('x', 'y')}`;
      })
      .join('');
    const ink = pick(CAPTCHA_INKS);
    return `<path data-glyph="" fill="${ink}" stroke="${ink}" stroke-width="${GLYPH_STROKE}" stroke-linejoin="round" d="${d}"/>`;
  });
  const noise = Array.from({ length: 3 }, () => {
    const y = () => fixed(between(CAPTCHA_MARGIN + 4, CAPTCHA_HEIGHT - CAPTCHA_MARGIN - 4));
    const x = (from: number, to: number) => fixed(between(from, to));
    return (
      `<path fill="none" stroke="${pick(CAPTCHA_INKS)}" stroke-width="${fixed(between(1, 1.5))}" ` +
      `d="M${x(2, 12)} ${y()}C${x(40, 70)} ${y()} ${x(80, 110)} ${y()} ${x(CAPTCHA_WIDTH - 12, CAPTCHA_WIDTH - 2)} ${y()}"/>`
    );
  });
  // Glyphs and noise interleaved, so the drawing order tells nothing either.
  const paths = [...glyphs, ...noise].sort(() => crypto.randomInt(0, 2) - 0.5);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" ` +
    `viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="${CAPTCHA_BACKGROUND}"/>` +
    `${paths.join('')}</svg>`
  );
}

/**
 * How far to move a span so that it lies inside [margin, size - margin].
 * @param min - the span's start
 * @param max - the span's end
 * @param size - the picture's side
 * @returns the shift (0 when it already fits)
 */
function fit(min: number, max: number, size: number): number {
  if (min < CAPTCHA_MARGIN) return CAPTCHA_MARGIN - min;
  if (max > size - CAPTCHA_MARGIN) return size - CAPTCHA_MARGIN - max;
  return 0;
}

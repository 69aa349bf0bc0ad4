import { describe, expect, it } from 'vitest';
import { CAPTCHA_LENGTH } from '@inkcard/shared';
import {
  CAPTCHA_BACKGROUND,
  CAPTCHA_CHARS,
  CAPTCHA_HEIGHT,
  CAPTCHA_INKS,
  CAPTCHA_MARGIN,
  CAPTCHA_WIDTH,
  drawCaptcha,
  randomCaptchaText,
} from './captcha-image';

/** WCAG 2's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string): number => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The glyph paths of a drawn captcha: their ink and every coordinate (end and control points). */
function glyphsOf(svg: string): { fill: string; points: [number, number][] }[] {
  return [...svg.matchAll(/<path data-glyph="" fill="(#[0-9a-f]{6})"[^>]* d="([^"]+)"\/>/g)].map(([, fill, d]) => {
    const numbers = (d!.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    const points: [number, number][] = [];
    for (let i = 0; i + 1 < numbers.length; i += 2) points.push([numbers[i]!, numbers[i + 1]!]);
    return { fill: fill!, points };
  });
}

describe('the captcha picture (issue 31 §9)', () => {
  it('draws in inks of at least 4.5:1 on its background (the old one: 2 to 3.8)', () => {
    for (const ink of CAPTCHA_INKS) expect(contrast(ink, CAPTCHA_BACKGROUND), ink).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps every character whole inside the picture, whatever its rotation (no clipped descenders)', () => {
    const texts = [...CAPTCHA_CHARS].map((c) => c.repeat(CAPTCHA_LENGTH));
    for (let i = 0; i < 300; i++) texts.push(randomCaptchaText());
    for (const text of texts) {
      const svg = drawCaptcha(text);
      const glyphs = glyphsOf(svg);
      expect(glyphs).toHaveLength(text.length);
      for (const { fill, points } of glyphs) {
        expect(CAPTCHA_INKS).toContain(fill);
        // A curve lies within its control points: all inside the margins means nothing is cut.
        const xs = points.map((p) => p[0]);
        const ys = points.map((p) => p[1]);
        expect(
          [Math.min(...xs), Math.min(...ys)].every((v) => v >= CAPTCHA_MARGIN - 0.01),
          text,
        ).toBe(true);
        expect(Math.max(...xs), text).toBeLessThanOrEqual(CAPTCHA_WIDTH - CAPTCHA_MARGIN + 0.01);
        expect(Math.max(...ys), text).toBeLessThanOrEqual(CAPTCHA_HEIGHT - CAPTCHA_MARGIN + 0.01);
      }
      // Noise in the same inks: colour alone cannot separate it from the glyphs.
      const noise = [...svg.matchAll(/stroke="(#[0-9a-f]{6})"/g)].map((m) => m[1]);
      for (const ink of noise) expect(CAPTCHA_INKS).toContain(ink);
    }
  });

  it('asks only for characters nobody confuses', () => {
    for (let i = 0; i < 200; i++)
      expect(randomCaptchaText()).toMatch(new RegExp(`^[${CAPTCHA_CHARS}]{${CAPTCHA_LENGTH}}$`));
    expect(CAPTCHA_CHARS).not.toMatch(/[0O1IL2Z5S6G8BQ]/);
  });
});

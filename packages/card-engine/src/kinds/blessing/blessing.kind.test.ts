import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blessingKind } from './blessing.kind';
import { pairFixtures } from '../../test/load-fixtures';
import * as v from 'valibot';
import {
  BLESSING_STYLE_DEFAULTS,
  BlessingStyleSchema,
  BLESSING_COLOR_SCHEMES,
  BLESSING_PATTERNS,
  BLESSING_FONTS,
} from './blessing.style';

const parseBlessing = blessingKind.parse;

const fixtures = pairFixtures<Record<string, never>>(
  import.meta.glob<string>('./fixtures/*.txt', { query: '?raw', import: 'default', eager: true }),
  import.meta.glob<string>('./fixtures/*.json', { query: '?raw', import: 'default', eager: true }),
);

describe('parseBlessing fixtures', () => {
  it.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    expect(parseBlessing(f.text)).toEqual(f.expected);
  });
});

describe('blessing style data', () => {
  it('matches the spec: 9 schemes, 12 patterns plus sun and wave, 13 fonts, valid defaults', () => {
    expect(BLESSING_COLOR_SCHEMES).toHaveLength(9);
    expect(BLESSING_PATTERNS).toHaveLength(14);
    expect(BLESSING_FONTS).toHaveLength(13);
    expect(v.parse(BlessingStyleSchema, BLESSING_STYLE_DEFAULTS)).toMatchObject({
      width: 360,
      festivalFontSize: 40,
      blessingFontSize: 29,
      signatureFontSize: 16,
      patternType: 'cloud',
      patternColor: '',
      colorScheme: 'modern',
    });
  });
});

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('blessing colour schemes', () => {
  it.each(BLESSING_COLOR_SCHEMES.map((s) => [s.id, s] as const))(
    '%s: the wish reads at 4.5:1 and the festival title at 3:1 on both ends of the background',
    (_id, scheme) => {
      const backgrounds = [scheme.background, 'backgroundEnd' in scheme ? scheme.backgroundEnd : scheme.background];
      for (const bg of backgrounds) {
        expect(contrast(scheme.text, bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(scheme.accent, bg)).toBeGreaterThanOrEqual(3);
      }
    },
  );
});

describe('parseBlessing properties', () => {
  it('always returns a result for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const res = parseBlessing(text);
        expect(typeof res.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});

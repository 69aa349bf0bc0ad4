import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blessingKind } from './blessing.kind';
import { pairFixtures } from '../../test/load-fixtures';
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
    expect(BlessingStyleSchema.parse(BLESSING_STYLE_DEFAULTS)).toMatchObject({
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

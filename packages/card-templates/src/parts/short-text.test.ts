import { describe, expect, it } from 'vitest';
import { shortTextScale, textWidth, widestPiece } from './short-text';

describe('textWidth', () => {
  it('counts a CJK character as one and a Latin letter, digit or space as about half', () => {
    expect(textWidth('知行合一')).toBe(4);
    expect(textWidth('Stay')).toBeCloseTo(2.2);
    expect(textWidth('人均80')).toBeCloseTo(3.1);
  });
});

describe('shortTextScale', () => {
  it('keeps a typical text at the template size, and grows a shorter one up to the maximum', () => {
    // The quote examples are twelve characters wide or more: their look never changes.
    expect(shortTextScale('行到水穷处，坐看云起时。', 12, 1.6)).toBe(1);
    expect(shortTextScale('The best way out is always through.', 12, 1.6)).toBe(1);
    expect(shortTextScale('慢慢来，比较快。', 12, 1.6)).toBe(1.5);
    expect(shortTextScale('知行合一', 12, 1.6)).toBe(1.6);
    expect(shortTextScale('  ', 12, 1.6)).toBe(1);
  });
  it('never shrinks and never passes the maximum, whatever the text', () => {
    for (const text of ['', '一', 'a', '一'.repeat(200), 'word '.repeat(50)]) {
      const scale = shortTextScale(text, 12, 1.6);
      expect(scale).toBeGreaterThanOrEqual(1);
      expect(scale).toBeLessThanOrEqual(1.6);
    }
  });
});

describe('widestPiece', () => {
  it('is the widest clause kept whole, or word, of a text of several', () => {
    // "人均80吃到扶墙！" is kept on one line; the longer clause after it may break between phrases.
    expect(widestPiece('人均80吃到扶墙！藏在弄堂里的本帮菜')).toBeCloseTo(8.1);
    expect(widestPiece('A weekend by the sea')).toBeCloseTo(textWidth('weekend'));
  });
  it('is 0 for a single clause, which may break between its phrases at any size', () => {
    expect(widestPiece('周末去海边吹吹风')).toBe(0);
    expect(widestPiece('')).toBe(0);
  });
});

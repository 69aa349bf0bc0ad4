import { describe, expect, it } from 'vitest';
import { isCutDown } from './embed-fonts';

// Which @font-face chunks an export cuts down to the card's characters (hb-subset) and which it
// embeds whole. The ranges are Fontsource's own (Noto Sans SC, Playfair Display).
describe('isCutDown', () => {
  it('cuts down a chunk of Chinese characters', () => {
    expect(isCutDown('U+7e, U+2026, U+4e03, U+4e25, U+4e30, U+4e34')).toBe(true);
    expect(isCutDown('U+4e00-4e01, U+9fa5')).toBe(true);
  });

  it('cuts down the chunk that holds the ASCII letters beside the most common characters', () => {
    // 42 KB whole in the export bench's quote, 3 KB cut down.
    expect(isCutDown('U+20-22, U+27-2a, U+2c-3b, U+3f, U+41-4d, U+4f-5a, U+61-7a, U+4e00, U+4e0a')).toBe(true);
  });

  it('embeds whole a Latin face, a CJK family’s Latin chunk and a face without a range', () => {
    expect(isCutDown('U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+2000-206F')).toBe(false);
    expect(isCutDown('U+0-ff, U+131, U+152-153, U+2bb-2bc, U+2c6, U+2da, U+2dc, U+2000-206f')).toBe(false);
    expect(isCutDown('U+0100-02AF, U+1E00-1EFF, U+2C60-2C7F, U+A720-A7FF')).toBe(false);
    expect(isCutDown('')).toBe(false);
    expect(isCutDown('  ')).toBe(false);
  });

  it('reads a range written with wildcards', () => {
    expect(isCutDown('U+4E??')).toBe(true);
    expect(isCutDown('U+00??')).toBe(false);
  });
});

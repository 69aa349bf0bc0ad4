import { describe, expect, it } from 'vitest';
import { quoteKind } from '../kinds/quote/quote.kind';
import { openingWords, safeFileName } from './safe-file-name';

describe('file names (issue 30: English names ended in a space or cut a word)', () => {
  it.each([
    ['Spring is here, and so are you.', 16, 'Spring is here'],
    ['The best way out is always through.', 16, 'The best way out'],
    ['Neighbourhoods remember', 8, 'Neighbou'],
    ['人生如逆旅，我亦是行人。', 6, '人生如逆旅'],
    ['  Stay   curious.  ', 40, 'Stay curious'],
  ])('%j cut at %i → %j', (text, max, expected) => {
    expect(openingWords(text, max)).toBe(expected);
  });

  it('names a quote by its opening words, whole, without Markdown', () => {
    expect(quoteKind.fileNameFor({ quote: 'Spring is here, and so are you.' }, 'en')).toBe(
      'quote card_Spring is here.png',
    );
    expect(quoteKind.fileNameFor({ quote: '**Stay** curious' }, 'en')).toBe('quote card_Stay curious.png');
    expect(safeFileName('card', 'a'.repeat(70), 'x')).toBe(`card_${'a'.repeat(60)}.png`);
  });
});

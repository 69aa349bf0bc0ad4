import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quoteKind } from './quote.kind';
import type { QuoteTagMode } from './quote.schema';
import { pairFixtures } from '../../test/load-fixtures';

const parseQuote = quoteKind.parse;

const fixtures = pairFixtures<{ tagMode?: QuoteTagMode }>(
  import.meta.glob<string>('./fixtures/*.txt', { query: '?raw', import: 'default', eager: true }),
  import.meta.glob<string>('./fixtures/*.json', { query: '?raw', import: 'default', eager: true }),
);

describe('parseQuote fixtures', () => {
  it('has fixtures in both languages', () => {
    expect(fixtures.some((f) => f.name.startsWith('zh-'))).toBe(true);
    expect(fixtures.some((f) => f.name.startsWith('en-'))).toBe(true);
    expect(fixtures.some((f) => f.name.startsWith('mixed-'))).toBe(true);
  });
  it.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    expect(parseQuote(f.text, f.options)).toEqual(f.expected);
  });
});

describe('parseQuote edge cases', () => {
  it('parses a 10 KB quote with every field', () => {
    const body = '知行合一，止于至善。'.repeat(500); // 5,000 chars ≈ 15 KB of UTF-8
    const text = `名言内容：${body}\n作者：王阳明\n出处：《传习录》\n标签：哲学 心学\n`;
    expect(text.length).toBeGreaterThan(5_000);
    const res = parseQuote(text);
    expect(res.ok && res.content.quote.length).toBe(body.length);
    expect(res.ok && res.content.author).toBe('王阳明');
  });
  it('keeps a 10 KB multi-paragraph text in order', () => {
    const para = 'The quick brown fox jumps over the lazy dog. '.repeat(4);
    const paragraphs = Array.from({ length: 60 }, (_, i) => `${i}: ${para}`);
    const text = `Quote: ${paragraphs.join('\n\n')}\nAuthor: Typist`;
    expect(text.length).toBeGreaterThan(10_000);
    const res = parseQuote(text);
    expect(res.ok).toBe(true);
    if (res.ok) expect(res.content.quote.split('\n\n')).toHaveLength(60);
  });
  // How quickly it refuses is a budget of `npm run bench -- parse`, not a timed test.
  it('refuses a 1 MB text with tooLong', () => {
    const res = parseQuote(`Quote: ${'x'.repeat(1_048_576)}`);
    expect(res).toEqual({ ok: false, issues: [{ line: 1, key: 'makers.parse.tooLong' }] });
  });
  it('treats a non-string as empty instead of throwing', () => {
    expect(parseQuote(undefined as unknown as string).ok).toBe(false);
  });
});

describe('parseQuote properties', () => {
  const tagMode = fc.constantFrom<QuoteTagMode | undefined>('list', 'text', undefined);
  it('always returns a result for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), tagMode, (text, mode) => {
        const res = parseQuote(text, { tagMode: mode });
        expect(typeof res.ok).toBe('boolean');
        if (!res.ok) expect(res.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
  it('round-trips any labelled quote without a label inside it', () => {
    const value = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 80 })
      .map((s) => s.replace(/[\r\n\u2028\u2029]/g, ' ').trim())
      // eslint-disable-next-line no-control-regex
      .filter((s) => s.length > 0 && !/[:：]/.test(s) && !/[\u0000-\u001F\u007F-\u009F\uFEFF\u00AD]/.test(s));
    fc.assert(
      fc.property(value, fc.constantFrom('名言内容：', 'Quote: ', 'quote:'), (quote, label) => {
        const res = parseQuote(`${label}${quote}`);
        expect(res).toEqual({ ok: true, content: { quote } });
      }),
    );
  });
  it('reports issues with lines inside the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('作者：甲', 'Quote: hi', '', 'stray', '名言内容：', 'Tags: a b'), { maxLength: 12 }),
        (lines) => {
          const res = parseQuote(lines.join('\n'));
          if (!res.ok) for (const i of res.issues) expect(i.line).toBeGreaterThanOrEqual(1);
          if (!res.ok) for (const i of res.issues) expect(i.line).toBeLessThanOrEqual(Math.max(1, lines.length));
        },
      ),
    );
  });
});

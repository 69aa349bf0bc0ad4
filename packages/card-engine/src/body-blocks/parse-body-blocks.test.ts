import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseBodyBlocks } from './parse-body-blocks';

describe('parseBodyBlocks', () => {
  it('reads headings, paragraphs, lists and page breaks', () => {
    expect(
      parseBodyBlocks('## Day 1\nFirst line\nSecond line\n\n1. one\n2、two\n③ three\n- dot\n\n---\n【交通】\n# Big'),
    ).toEqual([
      { type: 'heading', text: 'Day 1', level: 2 },
      { type: 'paragraph', text: 'First line', gap: 'line' },
      { type: 'paragraph', text: 'Second line', gap: 'line' },
      { type: 'listItem', text: 'one', marker: '1.', ordered: true, gap: 'paragraph' },
      { type: 'listItem', text: 'two', marker: '2.', ordered: true, gap: 'line' },
      { type: 'listItem', text: 'three', marker: '3.', ordered: true, gap: 'line' },
      { type: 'listItem', text: 'dot', marker: '•', ordered: false, gap: 'line' },
      { type: 'break' },
      { type: 'heading', text: '交通', level: 2 },
      { type: 'heading', text: 'Big', level: 1 },
    ]);
  });
  it('keeps section numbers and decimals as paragraphs', () => {
    expect(parseBodyBlocks('1.1 复习方法\n3.14 is pi\n1.红烧肉')).toEqual([
      { type: 'paragraph', text: '1.1 复习方法', gap: 'paragraph' },
      { type: 'paragraph', text: '3.14 is pi', gap: 'line' },
      { type: 'listItem', text: '红烧肉', marker: '1.', ordered: true, gap: 'line' },
    ]);
  });
  it('gives the first block a paragraph gap and blank text no blocks', () => {
    expect(parseBodyBlocks('hello')).toEqual([{ type: 'paragraph', text: 'hello', gap: 'paragraph' }]);
    expect(parseBodyBlocks(' \n\n ')).toEqual([]);
    expect(parseBodyBlocks(undefined as unknown as string)).toEqual([]);
  });
  it('keeps every non-blank character of the text (only markers and spaces go)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 30 }), { maxLength: 20 }), (lines) => {
        const text = lines.join('\n');
        const kept = parseBodyBlocks(text)
          .map((b) => ('text' in b ? b.text : ''))
          .join('');
        for (const ch of kept.replace(/\s/g, '')) expect(text).toContain(ch);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { parseTextBlocks } from './text-blocks';

describe('parseTextBlocks', () => {
  it('splits paragraphs on blank lines and reads dash lines as a list', () => {
    expect(parseTextBlocks('First.\n\n- a\n- b\n\nLast\nline.')).toEqual([
      { kind: 'p', text: 'First.' },
      { kind: 'ul', items: ['a', 'b'] },
      { kind: 'p', text: 'Last line.' },
    ]);
  });
  it('reads lines numbered "1. ", "2. " as a numbered list', () => {
    expect(parseTextBlocks('1. Open\n2. Paste\n\n1. alone\nnot numbered')).toEqual([
      { kind: 'ol', items: ['Open', 'Paste'] },
      { kind: 'p', text: '1. alone not numbered' },
    ]);
  });
  it('ignores surrounding blank lines', () => {
    expect(parseTextBlocks('\n\nOnly.\n\n')).toEqual([{ kind: 'p', text: 'Only.' }]);
  });
});

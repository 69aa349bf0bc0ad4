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
  it('ignores surrounding blank lines', () => {
    expect(parseTextBlocks('\n\nOnly.\n\n')).toEqual([{ kind: 'p', text: 'Only.' }]);
  });
});

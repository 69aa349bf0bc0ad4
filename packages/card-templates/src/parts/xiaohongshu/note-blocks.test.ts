import { describe, expect, it } from 'vitest';
import { coverTitleSize, noteBlocks, runningHead } from './note-blocks';

describe('noteBlocks', () => {
  it('puts the body first, then each section under its heading', () => {
    const blocks = noteBlocks({
      title: 't',
      body: 'Hello',
      sections: [{ kind: 'tips', label: 'Tips', text: '- cash only' }],
      tags: [],
    });
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Hello', gap: 'paragraph' },
      { type: 'heading', text: 'Tips', level: 2, icon: '💡' },
      { type: 'listItem', text: 'cash only', marker: '•', ordered: false, gap: 'paragraph' },
    ]);
  });
});

describe('coverTitleSize', () => {
  it('shrinks as the title grows, counting Latin letters as half a character', () => {
    expect(coverTitleSize('短标题', false)).toBe(46);
    expect(coverTitleSize('x'.repeat(18), false)).toBe(46);
    expect(coverTitleSize('一'.repeat(60), false)).toBe(24);
    expect(coverTitleSize('一'.repeat(60), true)).toBe(20);
    expect(coverTitleSize('一'.repeat(20), true)).toBeLessThan(coverTitleSize('一'.repeat(20), false));
  });
});

describe('runningHead', () => {
  it('keeps a title that fits one line, and shortens a longer one at a word, with an ellipsis', () => {
    expect(runningHead('人均80吃到扶墙！藏在弄堂里的本帮菜')).toBe('人均80吃到扶墙！藏在弄堂里的本帮菜');
    expect(runningHead('How I Finally Learned to Study Smarter')).toBe('How I Finally Learned to Study Smarter');
    expect(runningHead('很长的标题'.repeat(20))).toBe(`${'很长的标题'.repeat(5)}很长的标…`);
    const en = runningHead('A weekend in Kyoto: temples, tea houses and the quiet lanes nobody tells you about');
    expect(en).toMatch(/^A weekend in Kyoto: temples, tea houses and the\w*…$/);
    expect(en.endsWith(' …')).toBe(false);
  });
});

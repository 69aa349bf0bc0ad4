import { describe, expect, it } from 'vitest';
import { coverTitleSize, isPosterNote, noteBlocks, runningHead } from './note-blocks';

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
  it('sets a title alone on its page (a poster) larger, never so large that a clause kept whole breaks', () => {
    expect(coverTitleSize('周末去海边吹吹风', false, 444)).toBe(68);
    expect(coverTitleSize('A weekend by the sea', false, 444)).toBe(60);
    // Each clause holds a line: "藏在弄堂里的本帮菜" is 9 characters wide, which 444 px hold at 46 px,
    // not at the 60 its length allows (three lines, "藏在弄堂里的 / 本帮菜").
    expect(coverTitleSize('人均80吃到扶墙！藏在弄堂里的本帮菜', false, 444)).toBe(46);
    // "考研英语从 50 到 78，" is 10.85 wide: 38 px, not 50 ("考研英语从 50 / 到 78，我只做 / 对了这三件事").
    expect(coverTitleSize('考研英语从 50 到 78，我只做对了这三件事', false, 444)).toBe(38);
    expect(coverTitleSize('Stay curious, stay kind', false, 444)).toBe(59);
    // Never smaller than a cover sets it: a clause too long for a line at that size may break.
    const long = '我们终其一生学习的是如何去爱，以及被爱';
    expect(coverTitleSize(long, false, 444)).toBeGreaterThan(coverTitleSize(long, false));
    for (const title of ['短', '一'.repeat(30), 'x'.repeat(90)])
      expect(coverTitleSize(title, false, 444)).toBeGreaterThanOrEqual(coverTitleSize(title, false));
    // A cover image keeps the cover's sizes.
    expect(coverTitleSize('周末去海边吹吹风', true, 444)).toBe(coverTitleSize('周末去海边吹吹风', true));
  });
});

describe('isPosterNote', () => {
  const note = (body: string, sections: Parameters<typeof noteBlocks>[0]['sections'] = []) => {
    const content = { title: '周末去海边', body, sections, tags: [] };
    return isPosterNote(content, noteBlocks(content));
  };
  it('is a title alone, or with one short paragraph', () => {
    expect(note('')).toBe(true);
    expect(note('海风很大，心情很好。')).toBe(true);
    expect(note('Salt, wind and sun: the best weekend of the summer, and a long lunch by the water.')).toBe(true);
  });
  it('is not a note with more to say: two paragraphs, a list, a long paragraph, a section', () => {
    expect(note('第一段。\n\n第二段。')).toBe(false);
    expect(note('- 防晒\n- 帽子')).toBe(false);
    expect(note('很长的一段话，'.repeat(10))).toBe(false);
    expect(note('', [{ kind: 'tips', label: '小贴士', text: '带伞' }])).toBe(false);
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

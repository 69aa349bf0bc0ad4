import { describe, expect, it } from 'vitest';
import type { ArticleContent } from '@inkcard/card-engine';
import { byline, cycle, labelled, monogram, paragraphs, readingMinutes, splitQuote, truncate } from './article-text';

const base: ArticleContent = {
  title: '',
  keyPoints: [],
  quotes: [],
  sections: [],
  concepts: [],
  keyAchievements: [],
  globalReactions: [],
};

describe('readingMinutes (spec §9: characters / 500, rounded up, at least 1)', () => {
  it('counts every field the card shows, without whitespace', () => {
    expect(readingMinutes(base)).toBe(1);
    expect(readingMinutes({ ...base, title: '字'.repeat(500) })).toBe(1);
    expect(readingMinutes({ ...base, title: '字'.repeat(500), conclusion: '多' })).toBe(2);
    const sections = [{ title: '', mainContent: 'a b '.repeat(300), points: ['c'], lines: [] }];
    expect(readingMinutes({ ...base, sections })).toBe(2); // 601 characters once spaces go
  });
});

describe('truncate', () => {
  it('keeps short text and cuts long text to whole characters plus an ellipsis', () => {
    expect(truncate('短', 50)).toBe('短');
    expect(truncate('一二三四五', 3)).toBe('一二三…');
    expect(truncate('👨‍👩‍👧🌸🌸', 1)).toBe('👨‍👩‍👧…');
  });
});

describe('splitQuote', () => {
  it.each([
    ['“自由来自自律。”——康德', { text: '自由来自自律。', by: '康德' }],
    ['"Less is more." — Mies', { text: 'Less is more.', by: 'Mies' }],
    ['没有出处的一句话', { text: '没有出处的一句话' }],
    ['“只有引号”', { text: '只有引号' }],
  ])('%s', (quote, expected) => {
    expect(splitQuote(quote)).toEqual(expected);
  });
});

describe('small helpers', () => {
  it('makes monograms, paragraphs and cycles', () => {
    expect(monogram('林知远')).toBe('林');
    expect(monogram('Lin Zhiyuan')).toBe('LZ');
    expect(monogram(undefined)).toBe('');
    expect(paragraphs('a\n\n\nb\nc')).toEqual(['a', 'b\nc']);
    expect([0, 1, 2, 3, -1].map((i) => cycle(['x', 'y', 'z'], i))).toEqual(['x', 'y', 'z', 'x', 'z']);
  });
});

describe('byline and labelled lines', () => {
  it('joins with the separators of the card language', () => {
    expect(byline({ author: '林知远', authorPosition: '记者' }, 'zh')).toBe('林知远 · 记者');
    expect(byline({ author: 'Jane Doe', authorPosition: 'reporter' }, 'en')).toBe('Jane Doe, reporter');
    expect(byline({ authorPosition: 'reporter' }, 'en')).toBe('reporter');
    expect(labelled('来源', '新华社', 'zh')).toBe('来源：新华社');
    expect(labelled('Source', 'Reuters', 'en')).toBe('Source: Reuters');
  });
});

import { describe, expect, it } from 'vitest';
import type { ArticleContent } from '@inkcard/card-engine';
import { cycle, monogram, paragraphs, readingMinutes, splitQuote, truncate } from './article-text';
import { headlineWords } from './Words';

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

describe('headlineWords', () => {
  it('keeps short phrases whole and ends each run with its punctuation', () => {
    expect(headlineWords('阳台上的小花园：城市人的春日种植入门')).toEqual(['阳台上的小花园：', '城市人的春日种植入门']);
  });
  it('breaks a long phrase between words, never before punctuation or after an opening mark', () => {
    const runs = headlineWords('老城区如何重新找回生活的温度与经济的活力，以及“云页”的未来发展方向与挑战');
    expect(runs.join('')).toBe('老城区如何重新找回生活的温度与经济的活力，以及“云页”的未来发展方向与挑战');
    expect(runs.length).toBeGreaterThan(4);
    for (const run of runs) expect(run).not.toMatch(/^[，。：、”]/u);
    for (const run of runs) expect(run).not.toMatch(/[“《]$/u);
    expect(runs).toContain('活力，');
  });
});

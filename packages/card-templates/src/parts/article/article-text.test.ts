import { describe, expect, it } from 'vitest';
import type { ArticleContent } from '@inkcard/card-engine';
import {
  byline,
  cycle,
  isHeadlineOnly,
  labelled,
  monogram,
  paragraphs,
  readingMinutes,
  splitQuote,
  clip,
} from './article-text';

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

describe('clip', () => {
  it('keeps a text within the limit whole', () => {
    expect(clip('短结论', 50)).toEqual({ head: '短结论', rest: '' });
  });
  it('cuts at the last clause end that keeps at least half, never inside a word', () => {
    const text =
      '不要等到准备好了才开始，只有开始了才知道要准备什么；按下录音键，对世界说出第一句话，你的听众会和你一起成长。';
    const { head, rest } = clip(text, 50);
    expect(head).toBe('不要等到准备好了才开始，只有开始了才知道要准备什么；按下录音键，对世界说出第一句话…');
    expect(Array.from(head).length).toBeLessThanOrEqual(51);
    expect(rest).toBe('你的听众会和你一起成长。');
    const en = clip('Do not wait until you feel ready; you only learn what to prepare once you start.', 50);
    expect(en).toEqual({
      head: 'Do not wait until you feel ready…',
      rest: 'you only learn what to prepare once you start.',
    });
  });
  it('falls back to a word boundary when no clause ends late enough', () => {
    const { head, rest } = clip('Consistency beats intensity when you build anything that lasts for years', 50);
    expect(head).toBe('Consistency beats intensity when you build…');
    expect(rest).toBe('anything that lasts for years');
    // Chinese words stay whole: "成长" is never cut to "成".
    const zh = clip(`${'我们'.repeat(24)}一直成长的故事`, 50);
    expect(zh.head).toBe(`${'我们'.repeat(24)}一直…`);
    expect(zh.rest).toBe('成长的故事');
  });
  it('counts emoji as one character and never splits one', () => {
    expect(clip('👨‍👩‍👧🌸🌸', 1).head).toBe('👨‍👩‍👧…');
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

describe('isHeadlineOnly', () => {
  const headline = { ...base, title: '全球首条固态电池产线投产' };
  it('is a headline with at most what its header and foot show', () => {
    expect(isHeadlineOnly(headline)).toBe(true);
    expect(
      isHeadlineOnly({
        ...headline,
        subtitle: '副',
        author: '林',
        authorPosition: '记者',
        date: '5月8日',
        source: '墨卡',
      }),
    ).toBe(true);
  });
  it('is not an article with anything for its body, nor one without a headline', () => {
    expect(isHeadlineOnly(base)).toBe(false);
    expect(isHeadlineOnly({ ...headline, quote: '引言' })).toBe(false);
    expect(isHeadlineOnly({ ...headline, conclusion: '结论' })).toBe(false);
    expect(isHeadlineOnly({ ...headline, keyPoints: ['要点'] })).toBe(false);
    expect(
      isHeadlineOnly({ ...headline, impactAnalysis: { overview: '', impacts: [{ title: 'a', content: 'b' }] } }),
    ).toBe(false);
    expect(isHeadlineOnly({ ...headline, impactAnalysis: { overview: ' ', impacts: [] } })).toBe(true);
  });
});

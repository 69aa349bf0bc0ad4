import { describe, expect, it } from 'vitest';
import { articleKind, type ArticleContent } from '@inkcard/card-engine';
import type { CarouselBlock } from '../../carousel';
import { articleBlocks, coverContents, coverFigures, coverLead, sectionMark } from './article-blocks';

const base: ArticleContent = {
  title: '标题',
  keyPoints: [],
  quotes: [],
  sections: [],
  concepts: [],
  keyAchievements: [],
  globalReactions: [],
};

/** Every field of the extended profile, in one language. */
function fullArticle(lang: 'zh' | 'en'): ArticleContent {
  const zh = lang === 'zh';
  return {
    ...base,
    lang,
    title: zh ? '城市更新的下一个十年' : 'The next ten years',
    subtitle: zh ? '副标题' : 'A subtitle',
    quote: zh ? '引言' : 'The lead.',
    coreConcept: zh ? '核心概念' : 'The core concept.',
    keyPoints: zh ? ['要点一', '要点二', '要点三'] : ['Point one', 'Point two', 'Point three'],
    sections: [
      {
        title: zh ? '为什么' : 'Why',
        mainContent: zh ? '第一段。\n\n第二段。' : 'One.\n\nTwo.',
        points: ['a', 'b'],
        lines: [],
      },
      { title: zh ? '怎么做' : 'How', mainContent: zh ? '内容' : 'Body', points: [], lines: [zh ? '一行' : 'A line'] },
    ],
    concepts: [{ title: zh ? '概念' : 'Concept', content: zh ? '解释' : 'Meaning' }],
    globalReactions: [{ time: '5月8日 09:30', title: zh ? '学会' : 'Society', content: zh ? '称赞' : 'Praised it' }],
    impactAnalysis: { overview: zh ? '概述' : 'Overview', impacts: [{ title: zh ? '经济' : 'Economy', content: 'x' }] },
    keyAchievements: [zh ? '成就一' : 'First'],
    quotes: [zh ? '“一句话。”——张三' : '"Words." — Jane'],
    conclusion: zh ? '结论文字' : 'The conclusion.',
    source: zh ? '某报' : 'A paper',
  };
}

/** A compact view of the blocks: kind, role and text (a heading's icon, a list's marker). */
const view = (blocks: CarouselBlock[]): string[] =>
  blocks.map((b) => {
    if (b.type === 'heading') return `h${b.level}:${b.role ?? ''}:${b.icon ? `${b.icon} ` : ''}${b.text}`;
    if (b.type === 'listItem') return `li:${b.role ?? ''}:${b.marker} ${b.text}`;
    if (b.type === 'paragraph') return `p:${b.role ?? ''}:${b.text}${b.caption ? ` [${b.caption}]` : ''}`;
    return b.type;
  });

describe('articleBlocks', () => {
  it('maps every block kind of a Chinese article in reading order, with Chinese headings', () => {
    const content = fullArticle('zh');
    // The lead is on the cover; the core concept opens the pages.
    expect(coverLead(content)).toEqual({ field: 'quote', text: '引言' });
    expect(view(articleBlocks(content, 'ordinal'))).toEqual([
      'h2:label:核心概念',
      'p:concept:核心概念',
      'h2:label:关键要点',
      'li:keyPoint:01 要点一',
      'li:keyPoint:02 要点二',
      'li:keyPoint:03 要点三',
      'h2:section:01 为什么',
      'p::第一段。',
      'p::第二段。',
      'li::• a',
      'li::• b',
      'h2:section:02 怎么做',
      'p::一行',
      'p::内容',
      'h2:label:核心概念',
      'h3:item:概念',
      'p::解释',
      'h2:label:全球反应',
      'h3:reaction:5月8日 09:30 学会',
      'p::称赞',
      'h2:label:潜在影响分析',
      'p::概述',
      'h3:item:经济',
      'p::x',
      'h2:label:关键成就',
      'li:achievement:✓ 成就一',
      'h2:label:重要引述',
      'p:quote:“一句话。” [—— 张三]',
      'h2:label:结论',
      'p:conclusion:结论文字 [来源：某报]',
    ]);
  });

  it('maps an English article with English headings and its own dash and colon', () => {
    const blocks = view(articleBlocks(fullArticle('en'), 'step'));
    expect(blocks).toContain('h2:label:Key points');
    expect(blocks).toContain('h2:section:Step 1 Why');
    expect(blocks).toContain('h2:section:Step 2 How');
    expect(blocks).toContain('h2:label:Global reactions');
    expect(blocks).toContain('h2:label:Potential impact');
    expect(blocks).toContain('p:quote:“Words.” [— Jane]');
    expect(blocks.slice(-2)).toEqual(['h2:label:Conclusion', 'p:conclusion:The conclusion. [Source: A paper]']);
    // Without a conclusion the source stands alone.
    expect(view(articleBlocks({ ...base, lang: 'en', source: 'A paper' }, 'ordinal'))).toEqual([
      'p:source:Source: A paper',
    ]);
  });

  it('numbers key points as one list that continues (01 … 12), never restarting', () => {
    const keyPoints = Array.from({ length: 12 }, (_, i) => `point ${i + 1}`);
    const markers = articleBlocks({ ...base, keyPoints }, 'ordinal').flatMap((b) =>
      b.type === 'listItem' ? [b.marker] : [],
    );
    expect(markers).toEqual(keyPoints.map((_, i) => String(i + 1).padStart(2, '0')));
  });

  it('puts a long lead into the pages and shows the core concept on the cover instead only when no lead exists', () => {
    const long = '很长的引言。'.repeat(30);
    const withLong = { ...base, quote: long, coreConcept: '短概念' };
    expect(coverLead(withLong)).toBeNull();
    expect(view(articleBlocks(withLong, 'ordinal')).slice(0, 3)).toEqual([
      `p:lead:${long}`,
      'h2:label:核心概念',
      'p:concept:短概念',
    ]);
    expect(coverLead({ ...base, coreConcept: '短概念' })).toEqual({ field: 'coreConcept', text: '短概念' });
    expect(articleBlocks({ ...base, coreConcept: '短概念' }, 'ordinal')).toEqual([]);
  });

  it('gives a headline-only article no blocks (one page) and numbers only titled sections', () => {
    expect(articleBlocks(base, 'ordinal')).toEqual([]);
    const sections = [
      { title: '', mainContent: '前言', points: [], lines: [] },
      { title: '正文', mainContent: '', points: [], lines: [] },
    ];
    expect(view(articleBlocks({ ...base, sections }, 'question'))).toEqual(['p::前言', 'h2:section:Q1 正文']);
  });

  it('keeps every key point, section title and the conclusion of each template example', () => {
    for (const lang of ['zh', 'en'] as const) {
      const example = fullArticle(lang);
      const text = articleBlocks(example, 'ordinal')
        .map((b) => ('text' in b ? b.text : ''))
        .join('\n');
      for (const piece of [...example.keyPoints, ...example.sections.map((s) => s.title), example.conclusion!])
        expect(text).toContain(piece);
    }
  });

  it('reads a parsed article the same way (the parser and the mapping agree)', () => {
    const res = articleKind.parse('标题：测试\n关键要点：\n1. 第一\n2. 第二\n结论：完');
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(view(articleBlocks(res.content, 'ordinal'))).toEqual([
      'h2:label:关键要点',
      'li:keyPoint:01 第一',
      'li:keyPoint:02 第二',
      'h2:label:结论',
      'p:conclusion:完',
    ]);
  });
});

describe('sectionMark', () => {
  it('numbers sections the template’s way, in the card’s language', () => {
    expect(sectionMark('ordinal', 3, 'zh')).toBe('03');
    expect(sectionMark('section', 2, 'en')).toBe('§2');
    expect(sectionMark('step', 1, 'zh')).toBe('第 1 步');
    expect(sectionMark('step', 1, 'en')).toBe('Step 1');
    expect(sectionMark('question', 4, 'zh')).toBe('Q4');
  });
});

describe('coverFigures', () => {
  // A report's reading of a figure: the first number and what follows it up to a space.
  const figureOf = (line: string) => /\d[\d.,]*\s?[%万辆台]*/u.exec(line)?.[0].trim();
  const report = (keyPoints: string[], keyAchievements: string[] = []): ArticleContent => ({
    ...base,
    keyPoints,
    keyAchievements,
  });

  it('takes two or four short lines with a figure for the cover and leaves them off the pages', () => {
    const content = report(
      ['销量 307 万辆', '没有数字的一行', '渗透率 42%', '出口 44 万辆'],
      ['新增 26 万台', '再多 5 台'],
    );
    const shown = coverFigures(content, figureOf)!;
    expect(shown.figures).toEqual([
      { value: '307 万辆', text: '销量 307 万辆' },
      { value: '42%', text: '渗透率 42%' },
      { value: '44 万辆', text: '出口 44 万辆' },
      { value: '26 万台', text: '新增 26 万台' },
    ]);
    expect(shown.rest.keyPoints).toEqual(['没有数字的一行']);
    expect(shown.rest.keyAchievements).toEqual(['再多 5 台']);
    // The pages draw what the cover did not.
    const texts = articleBlocks(shown.rest, 'ordinal').map((b) => ('text' in b ? b.text : ''));
    expect(texts.some((t) => t.includes('307'))).toBe(false);
    expect(texts.some((t) => t.includes('没有数字的一行'))).toBe(true);
  });

  it('shows an even number of tiles: three figures give two, one gives none', () => {
    expect(coverFigures(report(['a 1%', 'b 2%', 'c 3%']), figureOf)!.figures.map((f) => f.value)).toEqual(['1%', '2%']);
    expect(coverFigures(report(['a 1%', '没有数字']), figureOf)).toBeNull();
  });

  it('leaves a line too long for a tile on the pages, in either language', () => {
    const long = '一季度新能源汽车销量达到 307 万辆，同比增长 41%，创下同期历史新高，其中纯电车型占六成以上';
    const longEn =
      'Q1 sales of new energy vehicles reached 3.07 million, up 41% year on year, a record for any first quarter';
    expect(coverFigures(report([long, longEn, 'b 2%', 'c 3%']), figureOf)!.figures.map((f) => f.text)).toEqual([
      'b 2%',
      'c 3%',
    ]);
  });

  it('shows none for a template without figures', () => {
    expect(coverFigures(report(['a 1%', 'b 2%']), undefined)).toBeNull();
  });
});

describe('coverContents', () => {
  const section = (title: string) => ({ title, mainContent: '', points: [], lines: [] });

  it('lists the titled sections, the first six, in order', () => {
    const titles = ['一', '二', '', '三', '四', '五', '六', '七'];
    expect(coverContents({ ...base, sections: titles.map(section) })).toEqual(['一', '二', '三', '四', '五', '六']);
  });

  it('lists the concept blocks when there are no sections, and nothing when there are neither', () => {
    const concepts = [
      { title: 'First principles', content: 'x' },
      { title: 'Inversion', content: 'y' },
    ];
    expect(coverContents({ ...base, concepts })).toEqual(['First principles', 'Inversion']);
    expect(coverContents(base)).toEqual([]);
  });
});

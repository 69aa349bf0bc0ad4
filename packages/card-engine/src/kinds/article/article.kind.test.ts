/// <reference types="node" />
// The test runs on Node; the package itself has no Node types (vitest 3 brought them in, 4 does not).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { articleKind } from './article.kind';
import { ArticleContentSchema } from './article.schema';
import { readIcon, readImpacts, readList, readReactions } from './article-lines';
import { pairFixtures } from '../../test/load-fixtures';
import * as v from 'valibot';

const parseArticle = articleKind.parse;

const fixtures = pairFixtures<Record<string, never>>(
  import.meta.glob<string>('./fixtures/*.txt', { query: '?raw', import: 'default', eager: true }),
  import.meta.glob<string>('./fixtures/*.json', { query: '?raw', import: 'default', eager: true }),
);

describe('parseArticle fixtures', () => {
  it('has fixtures in both languages for every label family', () => {
    const names = fixtures.map((f) => f.name);
    for (const family of ['basic', 'aliases', 'sections', 'reactions', 'impact', 'achievements', 'concept']) {
      expect(
        names.some((n) => n.startsWith('zh-') && n.includes(family)),
        `zh ${family}`,
      ).toBe(true);
      expect(
        names.some((n) => n.startsWith('en-') && n.includes(family)),
        `en ${family}`,
      ).toBe(true);
    }
    expect(names.some((n) => n.startsWith('mixed-'))).toBe(true);
  });
  it.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    expect(parseArticle(f.text)).toEqual(f.expected);
  });
});

/** A long article in the shape an AI summary takes, every label family used. */
function longArticle(sections: number): string {
  const parts = [
    '标题：大模型时代的软件工程',
    '副标题：从写代码到写意图',
    '作者：林知远',
    '作者职位：首席架构师',
    '日期：2025年5月8日',
    '引言：工具变了，好软件的标准没有变。',
    '核心概念：把重复交给机器，把判断留给人。',
    '关键要点：',
    ...Array.from({ length: 8 }, (_, i) => `${i + 1}. 第${i + 1}个要点，说明模型如何改变日常开发中的一个环节。`),
    '重要引述：',
    '- “代码是写给人看的，顺便让机器执行。”',
    '- “最好的提示词是清晰的需求。”',
  ];
  for (let s = 0; s < sections; s++) {
    parts.push(
      `章节：第${s + 1}部分 工程实践`,
      `主要内容：${'团队把需求拆成小块，每一块都有测试和评审。'.repeat(6)}`,
      '要点：',
      '- 先写测试',
      '- 再让模型补全实现',
    );
  }
  parts.push(
    '全球反应：',
    ...Array.from({ length: 6 }, (_, i) => `5月${i + 8}日 ${i + 9}:30 - 机构${i + 1}：认为这一变化将持续数年。`),
    '潜在影响分析：',
    '短期内效率提升，长期看岗位结构会变化。',
    '- 教育：课程需要重写',
    '- 招聘：更看重系统设计能力',
    '关键成就：',
    '- 交付周期缩短 40%',
    '- 线上缺陷减少一半',
    '结论：拥抱工具，守住判断。',
    '来源：《软件工程月刊》',
  );
  return parts.join('\n');
}

describe('parseArticle long and hostile input', () => {
  it('parses a 10 KB article with every family, in order', () => {
    const text = longArticle(30);
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(10 * 1024);
    const res = parseArticle(text);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.warnings).toBeUndefined();
    expect(res.content.sections).toHaveLength(30);
    expect(res.content.sections[29]!.title).toBe('工程实践');
    expect(res.content.keyPoints).toHaveLength(8);
    expect(res.content.globalReactions).toHaveLength(6);
    expect(res.content.impactAnalysis?.impacts).toHaveLength(2);
    expect(res.content.keyAchievements).toEqual(['交付周期缩短 40%', '线上缺陷减少一半']);
    expect(res.content.lang).toBe('zh');
  });
  it('refuses a 1 MB text with tooLong instead of reading it', () => {
    expect(parseArticle(`标题：${'长'.repeat(1_048_576)}`)).toEqual({
      ok: false,
      issues: [{ line: 1, key: 'makers.parse.tooLong' }],
    });
  });
  it('keeps markup as text', () => {
    const res = parseArticle('标题：<img src=x onerror=alert(1)>\n结论：<b>粗</b>');
    expect(res.ok && res.content.title).toBe('<img src=x onerror=alert(1)>');
    expect(res.ok && res.content.conclusion).toBe('<b>粗</b>');
  });
  it('treats a non-string as empty instead of throwing', () => {
    expect(parseArticle(null as unknown as string)).toEqual({
      ok: false,
      issues: [{ line: 1, key: 'makers.parse.empty' }],
    });
  });
  it('names the file after the title, or the first concept', () => {
    const res = parseArticle('标题：A\n内容：x\n\n标题：B\n内容：y');
    expect(res.ok && articleKind.fileNameFor(res.content, 'zh')).toBe('文章卡片_A.png');
  });
});

describe('article line readers', () => {
  const at = (texts: string[]) => texts.map((text, i) => ({ text, line: i + 10 }));
  it('keeps "3.5%" and "2025." as text, not list markers', () => {
    expect(readList(at(['3.5% 的增长', '2025年的目标']))).toEqual(['3.5% 的增长', '2025年的目标']);
  });
  it('joins wrapped list lines without a space in Chinese and with one in English', () => {
    expect(readList(at(['1. 第一', '行的延续', '2. Second', 'line']))).toEqual(['第一行的延续', 'Second line']);
  });
  it('reports each malformed reaction on its own line', () => {
    const res = readReactions(at(['5月8日 9:30 - 业界：好', '坏', '5月8日 - 无时间：x']));
    expect(res.items).toEqual([{ time: '5月8日 9:30', title: '业界', content: '好' }]);
    expect(res.warnings).toEqual([
      { line: 11, key: 'makers.parse.malformedReaction' },
      { line: 12, key: 'makers.parse.malformedReaction' },
    ]);
  });
  it('separates the impact overview from titled impacts', () => {
    const res = readImpacts(at(['总体：影响深远，但需要时间。', '这是概述。', '- 无标题']));
    expect(res.items).toEqual([{ title: '总体', content: '影响深远，但需要时间。' }]);
    expect(res.overview).toBe('这是概述。');
    expect(res.warnings).toEqual([{ line: 12, key: 'makers.parse.malformedImpact' }]);
  });
  it('reads icons by id, Chinese name or Font Awesome class', () => {
    expect(readIcon('rocket')).toBe('rocket');
    expect(readIcon('火箭')).toBe('rocket');
    expect(readIcon('fas fa-lightbulb')).toBe('lightbulb');
    expect(readIcon('TrendingUp')).toBe('trendingUp');
    expect(readIcon('unicorn')).toBeUndefined();
  });
});

describe('parseArticle properties', () => {
  it('always answers, with schema-valid content and issues inside the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const res = parseArticle(text);
        const lineCount = Math.max(1, text.split(/\r\n?|\n|\u2028|\u2029/).length);
        const issues = res.ok ? (res.warnings ?? []) : res.issues;
        if (res.ok) expect(v.safeParse(ArticleContentSchema, res.content).success).toBe(true);
        else expect(res.issues.length).toBeGreaterThan(0);
        for (const i of issues) expect(i.line).toBeGreaterThanOrEqual(1);
        for (const i of issues) expect(i.line).toBeLessThanOrEqual(lineCount);
      }),
      { numRuns: 500 },
    );
  });

  const word = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 24 })
    .map((s) => s.replace(/[\s:：\-–—|]/g, '').trim())
    // eslint-disable-next-line no-control-regex
    .filter((s) => s.length > 0 && !/[\u0000-\u001F\u007F-\u009F\uFEFF\u00AD]/.test(s));

  it('reads back every key point written as a numbered list', () => {
    const item = word.filter((s) => !/^(?:\d|[-*•·●▪◦‣(（①-⑳一二三四五六七八九十])/u.test(s));
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 12 }), (items) => {
        const text = `标题：T\n关键要点：\n${items.map((x, i) => `${i + 1}. ${x}`).join('\n')}`;
        const res = parseArticle(text);
        expect(res.ok && res.content.keyPoints).toEqual(items);
      }),
    );
  });

  it('keeps well-formed reactions and skips each malformed line with its line number', () => {
    const line = fc.oneof(
      fc.record({ ok: fc.constant(true), title: word, content: word }),
      fc.record({ ok: fc.constant(false), title: word, content: word }),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), (lines) => {
        const rendered = lines.map((l, i) =>
          l.ok ? `5月${i + 1}日 10:0${i % 10} - ${l.title}：${l.content}` : `${l.title}${l.content}`,
        );
        const res = parseArticle(`标题：T\n全球反应：\n${rendered.join('\n')}`);
        expect(res.ok).toBe(true);
        if (!res.ok) return;
        expect(res.content.globalReactions.map((r) => r.title)).toEqual(lines.filter((l) => l.ok).map((l) => l.title));
        const skipped = lines.flatMap((l, i) => (l.ok ? [] : [i + 3]));
        expect((res.warnings ?? []).map((w) => w.line)).toEqual(skipped);
      }),
    );
  });
});

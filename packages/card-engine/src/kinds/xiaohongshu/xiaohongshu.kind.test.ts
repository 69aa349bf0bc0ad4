import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitNoteTags, xiaohongshuKind } from './xiaohongshu.kind';
import { pairFixtures } from '../../test/load-fixtures';
import * as v from 'valibot';

const parseNote = xiaohongshuKind.parse;

const fixtures = pairFixtures<Record<string, never>>(
  import.meta.glob<string>('./fixtures/*.txt', { query: '?raw', import: 'default', eager: true }),
  import.meta.glob<string>('./fixtures/*.json', { query: '?raw', import: 'default', eager: true }),
);

describe('parseNote fixtures', () => {
  it('has fixtures in both languages', () => {
    expect(fixtures.some((f) => f.name.startsWith('zh-'))).toBe(true);
    expect(fixtures.some((f) => f.name.startsWith('en-'))).toBe(true);
    expect(fixtures.some((f) => f.name.startsWith('mixed-'))).toBe(true);
  });
  it.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    expect(parseNote(f.text)).toEqual(f.expected);
  });
});

describe('parseNote edge cases', () => {
  it('reads a 10 KB study note with every block', () => {
    const para = '复习的关键不是时间长，而是每一次都主动回忆。'.repeat(20);
    const body = Array.from({ length: 12 }, (_, i) => `## 第${i + 1}章\n${para}`).join('\n\n');
    const text = `标题：考研复习笔记\n\n正文：${body}\n\n小贴士：每天复盘\n\n标签：考研 学习`;
    expect(text.length).toBeGreaterThan(5_000);
    const res = parseNote(text);
    expect(res.ok).toBe(true);
    if (res.ok) {
      expect(res.content.body).toBe(body);
      expect(res.content.tags).toEqual(['考研', '学习']);
      expect(res.content.sections).toEqual([{ kind: 'tips', label: '小贴士', text: '每天复盘' }]);
    }
  });
  it('never takes a cover image from the text', () => {
    const res = parseNote('标题：t\n封面图片：https://example.com/a.png');
    expect(res.ok && 'coverImage' in res.content).toBe(false);
  });
  it('names the file after the title (spec §9)', () => {
    const res = parseNote('Title: Kyoto / Osaka?');
    expect(res.ok && xiaohongshuKind.fileNameFor(res.content, 'en')).toBe('notes card_Kyoto Osaka.png');
    expect(res.ok && xiaohongshuKind.fileNameFor(res.content, 'zh')).toBe('小红书卡片_Kyoto Osaka.png');
  });
  it('treats a non-string as empty instead of throwing', () => {
    expect(parseNote(undefined as unknown as string)).toEqual({
      ok: false,
      issues: [{ line: 1, key: 'makers.parse.empty' }],
    });
  });
});

describe('splitNoteTags', () => {
  it.each([
    ['#探店 #美食', ['探店', '美食']],
    ['#探店#美食', ['探店', '美食']],
    ['a, b，c、d　e', ['a', 'b', 'c', 'd', 'e']],
    ['x x', ['x']],
    ['  ', []],
  ])('%s', (input, expected) => expect(splitNoteTags(input)).toEqual(expected));
});

describe('parseNote properties', () => {
  it('always answers, and a success fits the content schema', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const res = parseNote(text);
        if (res.ok) expect(v.safeParse(xiaohongshuKind.contentSchema, res.content).success).toBe(true);
        else expect(res.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });
  it('round-trips any title and tag list', () => {
    const word = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
      // Markdown's marks are read, not kept (a title is plain text): plain words only.
      // eslint-disable-next-line no-control-regex
      .filter((s) => !/[\s\u3000,，、#＃:：*_~`[\]<>\\\u0000-\u001F\u007F-\u009F\uFEFF\u00AD\u2028\u2029]/.test(s))
      // A bare bullet opening a value is Markdown's list mark ("Tags: - a" is the list item "a").
      .filter((s) => !/^[-+•]$/.test(s));
    fc.assert(
      fc.property(word, fc.uniqueArray(word, { maxLength: 6 }), fc.constantFrom('zh', 'en'), (title, tags, lng) => {
        const text =
          lng === 'zh' ? `标题：${title}\n\n标签：${tags.join(' ')}` : `Title: ${title}\n\nTags: ${tags.join(' ')}`;
        expect(parseNote(text)).toEqual({ ok: true, content: { title, body: '', sections: [], tags } });
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KINDS } from '../kinds';
import { pairFixtures } from '../test/load-fixtures';
import { SMART_PASTE_MAX_CHARS } from './smart-paste-limits';
import { SMART_PASTE, smartPasteFor, type SmartPasteKindId } from './smart-paste-registry';

const texts = import.meta.glob<string>('../kinds/*/smart-paste-fixtures/*.txt', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const jsons = import.meta.glob<string>('../kinds/*/smart-paste-fixtures/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const kindIds = Object.keys(SMART_PASTE) as SmartPasteKindId[];
const kindOf = (id: string) => KINDS.find((k) => k.id === id)!;

/**
 * The fixture table of one kind: `kinds/<kind>/smart-paste-fixtures/*.txt` with the expected lines
 * and, when the card has no place for some of the text, the lines smart paste reports left out.
 */
function fixturesOf(kind: string) {
  const pick = <T>(files: Record<string, T>) =>
    Object.fromEntries(Object.entries(files).filter(([path]) => path.startsWith(`../kinds/${kind}/`)));
  const leftOutOf = (name: string): string[] =>
    (JSON.parse(jsons[`../kinds/${kind}/smart-paste-fixtures/${name}.json`]!) as { leftOut?: string[] }).leftOut ?? [];
  return pairFixtures<Record<string, never>>(pick(texts), pick(jsons)).map((f) => ({
    ...f,
    expected: (f.expected as string[]).join('\n'),
    leftOut: leftOutOf(f.name),
  }));
}

describe.each(kindIds)('smart paste for %s', (id) => {
  const paste = SMART_PASTE[id];
  const kind = kindOf(id);
  const fixtures = fixturesOf(id);

  it('has a table of at least ten real-shaped texts, in Chinese and in English', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
    expect(fixtures.filter((f) => f.name.startsWith('zh-')).length).toBeGreaterThanOrEqual(5);
    expect(fixtures.filter((f) => f.name.startsWith('en-')).length).toBeGreaterThanOrEqual(5);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))('%s', (name, f) => {
    const res = paste(f.text);
    expect(res.ok && res.text).toBe(f.expected);
    // Whatever the card has no place for is reported, never dropped without a word.
    expect(res.ok && res.leftOut).toEqual(f.leftOut);
    expect(res.ok && res.lang).toBe(name.startsWith('zh-') ? 'zh' : 'en');
    // The labelled text makes a card, with nothing left off it.
    const card = kind.parse(f.expected);
    expect(card.ok).toBe(true);
    expect(card.ok && card.warnings).toBeUndefined();
  });

  it('gives labelled text that parses for any text, and nothing for blank text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 600 }),
        fc.constantFrom('zh' as const, 'en' as const),
        (text, lang) => {
          const res = paste(text, { lang });
          if (!res.ok) {
            // Only a text with nothing visible in it has no card.
            // eslint-disable-next-line no-control-regex
            expect(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFEFF\u00AD]/g, '').trim()).toBe(
              '',
            );
            return;
          }
          expect(kind.parse(res.text).ok).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives labelled text that parses for any mix of the lines pasted text is made of', () => {
    const line = fc.oneof(
      fc.constantFrom(
        '标题：',
        'Title: x',
        '姓名：张三',
        '作者：鲁迅',
        'Tips:',
        '小贴士：',
        '技能：',
        '爱好：游泳',
        'Name:',
        '# 标题',
        '## Day 1',
        '一、总结',
        '第一章 起点',
        '1. 第一步',
        '① 先做这个',
        '- bullet',
        '• 要点',
        '✅ 好用',
        '【交通】',
        '“引号里的话。”——某人《某书》',
        '"A line." — Someone, Somewhere',
        '——鲁迅',
        '- Oscar Wilde',
        '邮箱 a@b.co',
        '电话：138 0013 8000',
        '微信：wx_id123',
        '+1 415 555 0142',
        '📍 上海',
        '⏰ 10:00-22:00',
        '地址：北京',
        'Address: 1 Main St',
        '#话题[话题]# #标签',
        '#tag',
        '',
        '   ',
        '内容：',
        'Body:',
        '正文：x',
        '---',
        '文/林夕',
        'By Jane Doe',
        '我是王小明，一名设计师。',
        "I'm a designer based in Oslo.",
      ),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 24 }), (lines) => {
        const res = paste(lines.join('\n'));
        if (res.ok) expect(kind.parse(res.text).ok).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('gives back its own answer unchanged when pasted again', () => {
    for (const f of fixtures) {
      const again = paste(f.expected);
      expect(again).toMatchObject({ ok: true, text: f.expected, changed: false });
    }
  });
});

describe('smart paste', () => {
  it('answers "empty" for blank text and for what is not text at all', () => {
    expect(SMART_PASTE.quote('  \n\t\u3000 ')).toEqual({ ok: false, reason: 'empty' });
    expect(SMART_PASTE.profile(undefined as unknown as string)).toEqual({ ok: false, reason: 'empty' });
  });

  it('gives text that is already labelled back as it was', () => {
    const text = '名言内容：人生如逆旅，我亦是行人。\n作者：苏轼';
    expect(SMART_PASTE.quote(text)).toEqual({
      ok: true,
      text,
      lang: 'zh',
      changed: false,
      truncated: false,
      leftOut: [],
    });
  });

  it('reads a very long text only up to its cap, and says so', () => {
    const paragraph = '这是一段很长的游记，记录了路上的风景和遇到的人。'.repeat(20);
    const text = `一路向西\n${Array.from({ length: 60 }, () => paragraph).join('\n\n')}`;
    expect(text.length).toBeGreaterThan(SMART_PASTE_MAX_CHARS);
    const res = SMART_PASTE.xiaohongshu(text);
    expect(res).toMatchObject({ ok: true, truncated: true });
    expect(res.ok && res.text.length).toBeLessThanOrEqual(SMART_PASTE_MAX_CHARS + 100);
    expect(res.ok && kindOf('xiaohongshu').parse(res.text).ok).toBe(true);
  });

  it('follows the text, not the interface, for the labels', () => {
    const res = SMART_PASTE.quote('“不积跬步，无以至千里。”——荀子', { lang: 'en' });
    expect(res.ok && res.text).toBe('名言内容：不积跬步，无以至千里。\n作者：荀子');
    const en = SMART_PASTE.quote('"Well begun is half done." — Aristotle', { lang: 'zh' });
    expect(en.ok && en.text).toBe('Quote: Well begun is half done.\nAuthor: Aristotle');
  });

  it('keeps markup as text', () => {
    const res = SMART_PASTE.quote('<script>alert(1)</script> —— 某人');
    expect(res.ok && res.text).toContain('<script>alert(1)</script>');
  });

  it('is found by kind id, and not for kinds without it', () => {
    expect(smartPasteFor('quote')).toBe(SMART_PASTE.quote);
    expect(smartPasteFor('blessing')).toBeUndefined();
    expect(smartPasteFor('__proto__')).toBeUndefined();
  });
});

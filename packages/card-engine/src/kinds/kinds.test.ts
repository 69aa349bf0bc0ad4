import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { KINDS, findKind } from './index';
import { quoteKind } from './quote/quote.kind';
import { defineCardKind } from '../kind';
import { parseLabelled } from '../labelled-text/parse-labelled';

// Spec §9: 2 for profile, notes and article PNGs; 3 for quotes and blessings.
const SPEC_EXPORT_SCALE = { profile: 2, xiaohongshu: 2, article: 2, quote: 3, blessing: 3 } as const;

describe('KINDS', () => {
  it('names each kind once, with an id of lower-case letters, tracked under that same id', () => {
    const ids = KINDS.map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const kind of KINDS) {
      expect(kind.id).toMatch(/^[a-z]+$/);
      expect(kind.trackingType).toBe(kind.id);
    }
  });
  it("has the spec's five kinds (§1)", () => {
    expect(KINDS.map((k) => k.id)).toEqual(
      expect.arrayContaining(['profile', 'article', 'xiaohongshu', 'quote', 'blessing']),
    );
  });
  it.each(Object.entries(SPEC_EXPORT_SCALE))('%s exports at the spec scale, %d×', (id, scale) => {
    expect(findKind(id)?.exportScale).toBe(scale);
  });
  it.each(KINDS.map((k) => [k.id, k] as const))('%s has labels in both languages for every field', (_id, kind) => {
    for (const byLang of Object.values(kind.labels) as { zh: readonly string[]; en: readonly string[] }[]) {
      expect(byLang.zh.length).toBeGreaterThan(0);
      expect(byLang.en.length).toBeGreaterThan(0);
      expect(byLang.zh[0]).toMatch(/\p{Script=Han}/u);
      expect(byLang.en[0]).toMatch(/^[A-Z]/);
    }
  });
  it.each(KINDS.map((k) => [k.id, k] as const))('%s never throws and answers any text', (_id, kind) => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const res = kind.parse(text);
        if (res.ok) expect(v.safeParse(kind.contentSchema, res.content).success).toBe(true);
        else expect(res.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });
  it('finds kinds by id and nothing else', () => {
    expect(findKind('quote')?.id).toBe('quote');
    expect(findKind('note')).toBeUndefined();
    expect(findKind('__proto__')).toBeUndefined();
  });
});

describe('defineCardKind', () => {
  const kind = defineCardKind({
    id: 'quote',
    trackingType: 'quote',
    labels: { text: { zh: ['内容'], en: ['Text'] } },
    parse(text, _o, tokenize) {
      const res = parseLabelled(text, tokenize, ['text']);
      if (!res.ok) return res;
      if (res.labelled.values.text === 'boom') throw new Error('a bug in a kind');
      // A kind whose code builds content of the wrong shape for one input.
      const value = res.labelled.values.text === 'bad' ? 42 : res.labelled.values.text;
      return { ok: true, content: { text: value } as { text: string } };
    },
    contentSchema: v.object({ text: v.string() }) as v.GenericSchema<unknown, { text: string }>,
    styleSchema: v.object({}),
    exportScale: 3,
    fileName: { prefix: { zh: '卡片', en: 'card' }, subject: (c) => c.text, fallback: { zh: '未命名', en: 'unnamed' } },
    parseMode: 'live',
  });
  it('checks content against its schema instead of passing a wrong shape on', () => {
    expect(kind.parse('Text: fine')).toEqual({ ok: true, content: { text: 'fine' } });
    expect(kind.parse('内容：bad')).toEqual({ ok: false, issues: [{ line: 1, key: 'makers.parse.invalid' }] });
  });
  it('turns an exception in a kind into an issue', () => {
    expect(kind.parse('Text: boom')).toEqual({ ok: false, issues: [{ line: 1, key: 'makers.parse.invalid' }] });
  });
  it('names files per language, safely, with a fallback', () => {
    expect(kind.fileNameFor({ text: 'a/b:c?' }, 'en')).toBe('card_a b c.png');
    expect(kind.fileNameFor({ text: '   ' }, 'zh')).toBe('卡片_未命名.png');
  });
  it('accepts both colons and labels in either language', () => {
    expect(kind.parse('TEXT：全角')).toEqual({ ok: true, content: { text: '全角' } });
    expect(kind.parse('内容: ascii')).toEqual({ ok: true, content: { text: 'ascii' } });
  });
});

describe('parseLabelled', () => {
  const kind = quoteKind;
  it('reports an empty text, a missing field after unlabelled text, and duplicates, by line', () => {
    expect(kind.parse('  \n ')).toEqual({ ok: false, issues: [{ line: 1, key: 'makers.parse.empty' }] });
    expect(kind.parse('hello\nAuthor: x')).toEqual({
      ok: false,
      issues: [
        { line: 1, key: 'makers.parse.unlabelledText' },
        { line: 1, key: 'makers.parse.missingField', field: 'quote' },
      ],
    });
    expect(kind.parse('Quote: a\nQuote: b')).toEqual({
      ok: false,
      issues: [{ line: 2, key: 'makers.parse.duplicateLabel', field: 'quote' }],
    });
  });
});

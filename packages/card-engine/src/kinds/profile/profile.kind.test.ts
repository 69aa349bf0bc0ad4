/// <reference types="node" />
// The test runs on Node; the package itself has no Node types (vitest 3 brought them in, 4 does not).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { profileKind, type ProfileParseOptions } from './profile.kind';
import { ProfileContentSchema } from './profile.schema';
import { PROFILE_CANVASES, ProfileStyleSchema, PROFILE_STYLE_RANGES } from './profile.style';
import { pairFixtures } from '../../test/load-fixtures';
import * as v from 'valibot';

const parseProfile = profileKind.parse;

const fixtures = pairFixtures<Partial<ProfileParseOptions>>(
  import.meta.glob<string>('./fixtures/*.txt', { query: '?raw', import: 'default', eager: true }),
  import.meta.glob<string>('./fixtures/*.json', { query: '?raw', import: 'default', eager: true }),
);

/** A profile style as saved before sizes existed (no `canvas`). */
const SAVED_STYLE = {
  primaryColor: '#4f46e5',
  fontFamily: 'notoSansSc',
  textScale: 100,
  cardWidth: 400,
  borderRadius: 1.5,
  codeTheme: 'dark',
  codeLabels: 'zh',
} as const;

describe('parseProfile fixtures', () => {
  it('has fixtures in both languages and mixed', () => {
    expect(fixtures.filter((f) => f.name.startsWith('zh-')).length).toBeGreaterThan(3);
    expect(fixtures.filter((f) => f.name.startsWith('en-')).length).toBeGreaterThan(3);
    expect(fixtures.some((f) => f.name.startsWith('mixed-'))).toBe(true);
  });
  it.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    expect(parseProfile(f.text, f.options)).toEqual(f.expected);
  });
});

describe('parseProfile edge cases', () => {
  it('reads a 10 KB profile with every field, the bio keeping its lines', () => {
    const bioLines = Array.from({ length: 300 }, (_, i) => `第${i + 1}行：做一个温柔而坚定的人。`.replace('：', '，'));
    const skills = Array.from({ length: 80 }, (_, i) => `技能${i}`);
    const text = [
      '姓名：长文本测试',
      '职位：首席长文本官',
      `个人简介：${bioLines.join('\n')}`,
      `技能：${skills.join('，')}`,
      '成就：',
      ...Array.from({ length: 40 }, (_, i) => `${i + 1}、完成第 ${i + 1} 个项目`),
    ].join('\n');
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(10_000);
    const res = parseProfile(text);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    expect(res.content.bio?.split('\n')).toHaveLength(300);
    expect(res.content.skills).toEqual(skills);
    expect(res.content.achievements).toHaveLength(40);
    expect(res.content.achievements?.[39]).toBe('完成第 40 个项目');
  });
  // How quickly it refuses is a budget of `npm run bench -- parse`, not a timed test.
  it('refuses a 1 MB text with tooLong', () => {
    const res = parseProfile(`Name: ${'x'.repeat(1_048_576)}`);
    expect(res).toEqual({ ok: false, issues: [{ line: 1, key: 'makers.parse.tooLong' }] });
  });
  it('treats a non-string as empty instead of throwing', () => {
    expect(parseProfile(null as unknown as string)).toEqual({
      ok: false,
      issues: [{ line: 1, key: 'makers.parse.empty' }],
    });
  });
  it('names the PNG after the person (spec §9), safely', () => {
    expect(profileKind.fileNameFor({ name: '林晓雨' }, 'zh')).toBe('个人介绍卡片_林晓雨.png');
    expect(profileKind.fileNameFor({ name: 'Alex / Chen' }, 'en')).toBe('personal intro card_Alex Chen.png');
    expect(profileKind.fileNameFor({ name: ' ? ' }, 'en')).toBe('personal intro card_unnamed.png');
  });
  it('puts a name into the name line of an example, keeping its label and colon', () => {
    const example = '姓名：林晓雨\n职位：设计师\n昵称：小雨';
    expect(profileKind.withFieldValue(example, 'name', '墨友-1a2b')).toBe('姓名：墨友-1a2b\n职位：设计师\n昵称：小雨');
    expect(profileKind.withFieldValue('Title: x\nname:  Alex', 'name', 'Sam')).toBe('Title: x\nname:  Sam');
    expect(profileKind.withFieldValue('Title: x', 'name', 'Sam')).toBe('Title: x');
    expect(profileKind.withFieldValue('姓名：a', '__proto__', 'b')).toBe('姓名：a');
  });
  it('has style data within the spec ranges', () => {
    expect(PROFILE_STYLE_RANGES.cardWidth).toEqual({ min: 400, max: 600, step: 10 });
    expect(v.safeParse(ProfileStyleSchema, { ...SAVED_STYLE, cardWidth: 700 }).success).toBe(false);
  });
  it('reads a style saved before sizes existed as auto, and accepts only the offered sizes', () => {
    const saved = SAVED_STYLE;
    const old = v.safeParse(ProfileStyleSchema, saved);
    expect(old.success && old.output.canvas).toBe('auto');
    for (const canvas of PROFILE_CANVASES) {
      const res = v.safeParse(ProfileStyleSchema, { ...saved, canvas });
      expect(res.success && res.output.canvas).toBe(canvas);
    }
    expect(PROFILE_CANVASES).toEqual(['auto', '3:4', '1:1', '9:16']);
    expect(v.safeParse(ProfileStyleSchema, { ...saved, canvas: '4:5' }).success).toBe(false);
    expect(v.safeParse(ProfileStyleSchema, { ...saved, canvas: null }).success).toBe(false);
  });
  it('accepts only image addresses as a photo', () => {
    const base = { name: 'A' };
    expect(v.safeParse(ProfileContentSchema, { ...base, photo: 'data:image/png;base64,AAAA' }).success).toBe(true);
    expect(v.safeParse(ProfileContentSchema, { ...base, photo: '/uploads/avatars/1-x.webp' }).success).toBe(true);
    expect(v.safeParse(ProfileContentSchema, { ...base, photo: 'javascript:alert(1)' }).success).toBe(false);
    expect(v.safeParse(ProfileContentSchema, { ...base, photo: 'data:text/html,<b>' }).success).toBe(false);
  });
});

describe('parseProfile properties', () => {
  const plain = fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
    .map((s) => s.replace(/[\r\n\u2028\u2029]/g, ' ').trim())
    // Plain words: no label colons or separators, and no Markdown marks (plain fields drop
    // those on purpose, tested in markdown.test.ts): no `*_~\`\\<>[`, no leading bullet.
    .filter(
      (s) =>
        s.length > 0 &&
        // eslint-disable-next-line no-control-regex
        !/[:：,，、#＃*_~`\\<>[\u0000-\u001F\u007F-\u009F\uFEFF\u00AD]/.test(s) &&
        !/^[-+][ \t]/.test(s),
    );

  it('always returns a result for any string, with issues and warnings inside the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const res = parseProfile(text);
        const lines = Math.max(1, text.split(/\r\n?|\n|[\u2028\u2029]/).length);
        const reported = res.ok ? (res.warnings ?? []) : res.issues;
        if (!res.ok) expect(res.issues.length).toBeGreaterThan(0);
        for (const i of reported) expect(i.line).toBeGreaterThanOrEqual(1);
        for (const i of reported) expect(i.line).toBeLessThanOrEqual(lines);
      }),
      { numRuns: 500 },
    );
  });
  it('round-trips a name under either colon and either language', () => {
    fc.assert(
      fc.property(plain, fc.constantFrom('姓名：', '姓名:', 'Name: ', 'name：'), (name, label) => {
        expect(parseProfile(`${label}${name}`)).toEqual({ ok: true, content: { name } });
      }),
    );
  });
  it('splits skills on ， , and 、 alike', () => {
    fc.assert(
      fc.property(
        fc.array(plain, { minLength: 1, maxLength: 12 }),
        fc.constantFrom(',', '，', '、', ', ', ' ， '),
        (skills, separator) => {
          const res = parseProfile(`Name: A\nSkills: ${skills.join(separator)}`);
          expect(res.ok && res.content.skills).toEqual(skills);
        },
      ),
    );
  });
  it('never loses a line silently: every non-blank line is a field, a list item or a warning', () => {
    const line = fc.constantFrom(
      '姓名：甲',
      '职位：乙',
      '爱好：游泳',
      'stray text',
      '',
      '- 一项',
      '1、成就',
      'Hobby: chess',
      '技能：a，b',
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 14 }), (lines) => {
        const res = parseProfile(lines.join('\n'));
        if (!res.ok) return;
        const warned = new Set((res.warnings ?? []).map((w) => w.line));
        lines.forEach((l, i) => {
          if (/^(爱好|Hobby)/.test(l)) expect(warned.has(i + 1)).toBe(true);
        });
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { profileKind } from '@inkcard/card-engine';
import { columnsOf, profileAsCode } from './profile-code';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

const source = (lines: ReturnType<typeof profileAsCode>) =>
  lines.map((l) => '  '.repeat(l.indent) + l.tokens.map((t) => t.text).join('')).join('\n');

describe('profileAsCode', () => {
  it('writes the profile as a typed TypeScript object, names in the chosen language', () => {
    const content = {
      name: 'Sam',
      title: 'Engineer',
      email: 'sam@x.dev',
      wechat: 'sam_w',
      skills: ['Go', 'Rust'],
      bio: 'Hi',
    };
    expect(source(profileAsCode(content, 'en', 60))).toBe(
      [
        '/**',
        ' * Hi',
        ' */',
        'const profile: Developer = {',
        '  name: "Sam",',
        '  title: "Engineer",',
        '  email: "sam@x.dev",',
        '  wechat: "sam_w",',
        '  skills: ["Go", "Rust"],',
        '};',
        '',
        'export default profile;',
      ].join('\n'),
    );
    expect(source(profileAsCode(content, 'zh', 60))).toContain('const 个人资料: 开发者 = {\n  姓名: "Sam",');
  });
  it('colours each token by its syntax class', () => {
    const [line] = profileAsCode({ name: 'A' }, 'en', 60).filter((l) => l.tokens[0]?.text === 'name');
    expect(line?.tokens.map((t) => t.kind)).toEqual(['property', 'punctuation', 'string', 'punctuation']);
    const decl = profileAsCode({ name: 'A' }, 'en', 60)[0]!;
    expect(decl.tokens.map((t) => t.kind)).toEqual(['keyword', 'variable', 'punctuation', 'type', 'punctuation']);
  });
  it('escapes quotes and backslashes the way TypeScript needs them', () => {
    const code = source(profileAsCode({ name: 'say "hi" \\o/' }, 'en', 60));
    expect(code).toContain('name: "say \\"hi\\" \\\\o/",');
  });
  it('puts a list one item per line once it no longer fits, counting CJK as two columns', () => {
    const skills = ['设计系统', '用户研究', '交互设计', '原型制作'];
    expect(source(profileAsCode({ name: 'A', skills }, 'zh', 60))).toContain('技能: ["设计系统", "用户研究"');
    expect(source(profileAsCode({ name: 'A', skills }, 'zh', 30))).toContain('技能: [\n    "设计系统",\n');
    expect(columnsOf('设计ab')).toBe(6);
  });
});

describe('ProfileCoderCard themes', () => {
  const res = profileKind.parse(template.examples.en);
  if (!res.ok) throw new Error('example must parse');
  it.each([
    ['dark', 'en', 'profile.ts'],
    ['light', 'zh', '个人资料.ts'],
  ] as const)('draws the %s theme with %s names', (codeTheme, codeLabels, file) => {
    const html = renderToString(
      <template.Component content={res.content} style={{ ...template.styleDefaults, codeTheme, codeLabels }} />,
    );
    expect(html).toContain(`data-code-theme="${codeTheme}"`);
    expect(html).toContain(file);
  });
  it('starts from the system colour scheme and the UI language', () => {
    expect(template.initialStyle?.({ prefersDark: false, lang: 'en' })).toEqual({
      codeTheme: 'light',
      codeLabels: 'en',
    });
    expect(template.initialStyle?.({ prefersDark: true, lang: 'zh' })).toEqual({ codeTheme: 'dark', codeLabels: 'zh' });
  });
  it('is 480 px wide by default (spec §9)', () => {
    expect(template.styleDefaults.cardWidth).toBe(480);
  });
});

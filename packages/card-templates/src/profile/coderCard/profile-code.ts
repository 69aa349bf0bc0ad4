import type { ProfileCodeLabels, ProfileContent } from '@inkcard/card-engine';

/** A syntax class, as a highlighter would assign it to a TypeScript token. */
export type TokenKind = 'keyword' | 'variable' | 'type' | 'property' | 'string' | 'punctuation' | 'comment';

/** One coloured run of code. */
export interface CodeToken {
  kind: TokenKind;
  text: string;
}

/** One source line: its indent (levels of two spaces), tokens, and how far a wrapped rest hangs. */
export interface CodeLine {
  indent: number;
  tokens: CodeToken[];
  /** Extra indent (in characters) of the lines a long line wraps onto. */
  hang: number;
}

type CodeField = Exclude<keyof ProfileContent, 'photo' | 'bio'>;

/** The object's keys in both label languages (valid identifiers: TypeScript takes CJK names). */
const KEYS: Record<ProfileCodeLabels, Record<CodeField, string>> = {
  en: {
    name: 'name',
    nickname: 'nickname',
    title: 'title',
    email: 'email',
    wechat: 'wechat',
    phone: 'phone',
    address: 'address',
    location: 'location',
    skills: 'skills',
    tags: 'tags',
    achievements: 'achievements',
    offerings: 'offerings',
    needs: 'needs',
    publicAccount: 'publicAccount',
  },
  zh: {
    name: '姓名',
    nickname: '昵称',
    title: '职位',
    email: '邮箱',
    wechat: '微信',
    phone: '电话',
    address: '地址',
    location: '坐标',
    skills: '技能',
    tags: '标签',
    achievements: '成就',
    offerings: '可提供',
    needs: '需要',
    publicAccount: '公众号',
  },
};

/** The names around the object, per label language. */
export const CODE_NAMES: Record<ProfileCodeLabels, { variable: string; type: string; file: string }> = {
  en: { variable: 'profile', type: 'Developer', file: 'profile.ts' },
  zh: { variable: '个人资料', type: '开发者', file: '个人资料.ts' },
};

const FIELD_ORDER: readonly CodeField[] = [
  'name',
  'nickname',
  'title',
  'email',
  'wechat',
  'phone',
  'address',
  'location',
  'skills',
  'tags',
  'achievements',
  'offerings',
  'needs',
  'publicAccount',
];

const tok = (kind: TokenKind, text: string): CodeToken => ({ kind, text });
// JSON's escaping is TypeScript's for a double-quoted string: quotes and backslashes get a backslash.
const str = (value: string): CodeToken => tok('string', JSON.stringify(value));

/** Monospace columns a text takes: East Asian wide characters and emoji take two. */
export function columnsOf(text: string): number {
  let n = 0;
  for (const ch of text)
    n +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|\p{Extended_Pictographic}/u.test(
        ch,
      )
        ? 2
        : 1;
  return n;
}

/**
 * The profile as a TypeScript module: the bio as a doc comment, then a typed object literal whose
 * keys follow the label language, lists laid out the way a formatter would (one line while they
 * fit in `columns`, else one item per line), and a default export.
 * @param content - the parsed profile
 * @param labels - 'zh' or 'en' names
 * @param columns - how many monospace columns a line holds before a list breaks
 * @returns the source lines with their tokens
 */
export function profileAsCode(content: ProfileContent, labels: ProfileCodeLabels, columns: number): CodeLine[] {
  const keys = KEYS[labels];
  const names = CODE_NAMES[labels];
  const lines: CodeLine[] = [];
  const push = (indent: number, hang: number, ...tokens: CodeToken[]): void => {
    lines.push({ indent, tokens, hang });
  };

  if (content.bio) {
    push(0, 0, tok('comment', '/**'));
    for (const line of content.bio.split('\n')) push(0, 3, tok('comment', line.trim() ? ` * ${line}` : ' *'));
    push(0, 0, tok('comment', ' */'));
  }
  push(
    0,
    2,
    tok('keyword', 'const '),
    tok('variable', names.variable),
    tok('punctuation', ': '),
    tok('type', names.type),
    tok('punctuation', ' = {'),
  );
  for (const field of FIELD_ORDER) {
    const value = content[field];
    if (value === undefined) continue;
    const key = [tok('property', keys[field]), tok('punctuation', ': ')];
    if (typeof value === 'string') {
      push(1, 2, ...key, str(value), tok('punctuation', ','));
      continue;
    }
    const inline = `${keys[field]}: [${value.map((v) => JSON.stringify(v)).join(', ')}],`;
    if (columnsOf(inline) + 2 <= columns) {
      const items = value.flatMap((v, i) => (i === 0 ? [str(v)] : [tok('punctuation', ', '), str(v)]));
      push(1, 2, ...key, tok('punctuation', '['), ...items, tok('punctuation', '],'));
    } else {
      push(1, 2, ...key, tok('punctuation', '['));
      for (const v of value) push(2, 2, str(v), tok('punctuation', ','));
      push(1, 2, tok('punctuation', '],'));
    }
  }
  push(0, 2, tok('punctuation', '};'));
  push(0, 0);
  push(0, 2, tok('keyword', 'export default '), tok('variable', names.variable), tok('punctuation', ';'));
  return lines;
}

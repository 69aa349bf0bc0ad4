import { plainText } from '../../markdown/markdown';
import { defineCardKind } from '../../kind';
import { parseLabelled } from '../../labelled-text/parse-labelled';
import type { ParseIssue } from '../../result';
import { ProfileContentSchema, type ProfileContent, type ProfileField } from './profile.schema';
import { ProfileStyleSchema } from './profile.style';

/** Template options of the profile kind. */
export interface ProfileParseOptions {
  /**
   * The fields the template draws ('photo' included when its design has one). A filled field
   * outside this list is reported as `notShown` with its line, so nothing the user typed
   * disappears without a word. Omitted: every field.
   */
  shows: readonly (ProfileField | 'photo')[];
}

/** One line: wrapped continuation lines join with a space. */
const oneLine = (value: string): string => value.replace(/[ \t\u3000]*\n[ \t\u3000]*/g, ' ').trim();

/** Skills and tags: split on ASCII and full-width commas, the enumeration comma 、 and line breaks. */
const commaList = (value: string): string[] =>
  value
    .split(/[,，、\n]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

// A list item's marker: "1、" "2." "3)" (not "1.5"), or a bullet "-", "•", "*".
const ITEM_MARKER = /^[ \t\u3000]*(?:\d{1,3}[ \t]*(?:[、)）]|[.．:：](?!\d))|[-–—•·*＊])[ \t\u3000]*/;

/** Achievements, offerings and needs: one item per line, numbering and bullets removed. */
const lineList = (value: string): string[] =>
  value
    .split('\n')
    .map((s) => s.replace(ITEM_MARKER, '').trim())
    .filter((s) => s.length > 0);

const ONE_LINE_FIELDS = [
  'title',
  'email',
  'phone',
  'wechat',
  'address',
  'nickname',
  'location',
  'publicAccount',
] as const satisfies readonly ProfileField[];

/** The profile kind (spec §3, §5): 姓名/Name … with the creative template's lists. */
export const profileKind = defineCardKind({
  id: 'profile',
  trackingType: 'profile',
  labels: {
    name: { zh: ['姓名', '名字'], en: ['Name', 'Full name'] },
    title: { zh: ['职位', '职务', '头衔'], en: ['Title', 'Position', 'Role', 'Job title'] },
    email: { zh: ['邮箱', '电子邮箱', '邮件'], en: ['Email', 'E-mail', 'Mail'] },
    phone: { zh: ['电话', '手机', '手机号'], en: ['Phone', 'Tel', 'Mobile'] },
    wechat: { zh: ['微信', '微信号'], en: ['WeChat', 'WeChat ID'] },
    address: { zh: ['地址'], en: ['Address'] },
    bio: { zh: ['个人简介', '简介', '自我介绍'], en: ['Bio', 'About', 'About me', 'Introduction'] },
    skills: { zh: ['技能', '专业技能'], en: ['Skills', 'Skill'] },
    nickname: { zh: ['昵称'], en: ['Nickname'] },
    location: { zh: ['坐标', '所在地', '城市'], en: ['Location', 'Based in', 'City'] },
    tags: { zh: ['标签'], en: ['Tags', 'Tag'] },
    achievements: { zh: ['成就', '个人成就'], en: ['Achievements', 'Achievement'] },
    offerings: { zh: ['可提供', '我能提供'], en: ['Offerings', 'Can offer', 'I can offer', 'Offers'] },
    needs: { zh: ['需要', '我需要'], en: ['Needs', 'Looking for', 'I need'] },
    publicAccount: { zh: ['公众号', '微信公众号'], en: ['Public account', 'Official account'] },
  },
  // "爱好：游泳" is a label this kind does not know: say so, with its line, rather than fold it
  // into the bio or a skill chip.
  tokenizer: { unknownLabels: 'report' },
  parse(text, options: Partial<ProfileParseOptions>, tokenize) {
    const res = parseLabelled(text, tokenize, ['name'], ['name', ...ONE_LINE_FIELDS]);
    if (!res.ok) return res;
    const { values, fields, skipped } = res.labelled;
    const content: ProfileContent = { name: oneLine(values.name ?? '') };
    for (const field of ONE_LINE_FIELDS) {
      const value = oneLine(values[field] ?? '');
      if (value) content[field] = value;
    }
    const bio = (values.bio ?? '').replace(/\n{3,}/g, '\n\n').trim();
    if (bio) content.bio = bio;
    const lists = {
      // Chips are plain text: each item drops its Markdown marks.
      skills: commaList(values.skills ?? '').map(plainText),
      tags: commaList(values.tags ?? '').map((t) =>
        plainText(t)
          .replace(/^[#＃]+/, '')
          .trim(),
      ),
      achievements: lineList(values.achievements ?? ''),
      offerings: lineList(values.offerings ?? ''),
      needs: lineList(values.needs ?? ''),
    };
    for (const [field, items] of Object.entries(lists) as [keyof typeof lists, string[]][]) {
      const kept = items.filter((s) => s.length > 0);
      if (kept.length > 0) content[field] = kept;
    }

    const warnings: ParseIssue[] = [...skipped];
    if (options.shows) {
      const shows = new Set<string>(options.shows);
      for (const f of fields) {
        if (!shows.has(f.field) && f.field in content) {
          warnings.push({ line: f.line, key: 'makers.parse.notShown', field: f.field });
        }
      }
    }
    warnings.sort((a, b) => a.line - b.line);
    return warnings.length > 0 ? { ok: true, content, warnings } : { ok: true, content };
  },
  contentSchema: ProfileContentSchema,
  styleSchema: ProfileStyleSchema,
  exportScale: 2,
  // Spec §9: personal intro card_{name}.png.
  fileName: {
    prefix: { zh: '个人介绍卡片', en: 'personal intro card' },
    subject: (c) => c.name,
    fallback: { zh: '未命名', en: 'unnamed' },
  },
  parseMode: 'live',
});
export type ProfileKind = typeof profileKind;

import type { ProfileContent } from '@inkcard/card-engine';

/** The language a card's own words are in; it chooses the card's section headings. */
export type CardLang = 'zh' | 'en';

/**
 * The language of the card's content, not of the UI: a Chinese profile keeps Chinese headings
 * when an English speaker makes it. Han characters count more than Latin letters because a
 * Chinese word is about two characters; skills are left out (often English tool names).
 * @param content - the parsed profile
 * @returns 'zh' or 'en'
 */
export function cardLangOf(content: ProfileContent): CardLang {
  const prose = [
    content.title,
    content.bio,
    content.nickname,
    content.location,
    ...(content.achievements ?? []),
    ...(content.offerings ?? []),
    ...(content.needs ?? []),
  ]
    .filter(Boolean)
    .join(' ');
  const sample = prose.trim() ? prose : content.name;
  const han = sample.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = sample.match(/[A-Za-z]/g)?.length ?? 0;
  return han > 0 && han * 2.5 >= latin ? 'zh' : 'en';
}

/** The fields a name card may hold besides the name (isNameCard). */
const NAME_CARD_FIELDS: ReadonlySet<keyof ProfileContent> = new Set(['name', 'title', 'photo']);

/**
 * Whether a profile is a name card: a name, perhaps a title and a photo, and nothing else (the
 * fewest fields a profile needs). Such a card is composed as a poster (see ProfileCanvas): at least
 * 3:5 of its width tall, the name larger, placed in the template's design rather than left as a
 * strip with a small name in it.
 * @param content - the parsed profile
 * @returns true for a name card
 */
export function isNameCard(content: ProfileContent): boolean {
  return (Object.keys(content) as (keyof ProfileContent)[]).every(
    (key) => NAME_CARD_FIELDS.has(key) || content[key] === undefined,
  );
}

/** Section headings and field names profile cards print, in the card's language. */
export const PROFILE_WORDS = {
  zh: {
    about: '关于我',
    skills: '技能',
    contact: '联系方式',
    achievements: '成就',
    offerings: '可提供',
    needs: '需要',
    publicAccount: '公众号',
    publicAccountHint: '微信公众号 · 搜索关注',
    email: '邮箱',
    phone: '电话',
    wechat: '微信',
    address: '地址',
    location: '坐标',
  },
  en: {
    about: 'About',
    skills: 'Skills',
    contact: 'Contact',
    achievements: 'Achievements',
    offerings: 'I can offer',
    needs: 'Looking for',
    publicAccount: 'Public account',
    publicAccountHint: 'Follow on WeChat',
    email: 'Email',
    phone: 'Phone',
    wechat: 'WeChat',
    address: 'Address',
    location: 'Location',
  },
} as const;

/** The contact fields a card lists, in the order it lists them. */
export const CONTACT_FIELDS = ['email', 'phone', 'wechat', 'address', 'location'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The filled contact fields, in card order.
 * @param content - the parsed profile
 * @param fields - which contact fields this card lists
 * @returns field and value pairs
 */
export function contactsOf(
  content: ProfileContent,
  fields: readonly ContactField[] = CONTACT_FIELDS,
): { field: ContactField; value: string }[] {
  return fields.flatMap((field) => (content[field] ? [{ field, value: content[field] }] : []));
}

/**
 * The initials a photo placeholder shows: the first character of a CJK name, else the first
 * letters of the first two words.
 * @param name - the profile's name
 * @returns one or two characters
 */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  const first = Array.from(trimmed)[0] ?? '?';
  if (/\p{Script=Han}/u.test(first) || !/\p{L}/u.test(first)) return first;
  const words = trimmed.split(/[\s._-]+/).filter((w) => /^\p{L}/u.test(w));
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0]!);
  return (letters.join('') || first).toUpperCase();
}

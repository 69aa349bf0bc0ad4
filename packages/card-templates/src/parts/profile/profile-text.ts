import type { ProfileContent } from '@inkcard/card-engine';
import { textWidth } from '../short-text';

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

/** What a list item costs besides its words (a chip's padding, a bullet), in CJK characters. */
const ITEM_COST = 2;
/** What a contact row costs besides its value (its icon and gap), in CJK characters. */
const CONTACT_COST = 3;
/** What a section costs (its heading and margins), in CJK characters. */
const SECTION_COST = 6;
/**
 * A profile of this much text (profileAmount) or more keeps exactly the template's sizes on a
 * size preset; about a name, a title and a bio of a hundred characters, which fill a 3:4 card.
 */
const SHORT_PROFILE_FULL = 120;
/** The most a short profile's whole card is scaled up on a size preset. */
const SHORT_PROFILE_MAX = 2.5;

/**
 * How much a profile holds, in the width of CJK characters (textWidth: eight Chinese
 * characters or about fifteen Latin letters are 8), counting what every field costs besides its
 * words (a chip, a contact's icon, a section's heading).
 * @param content - the parsed profile
 * @returns its amount, at least the name's width
 */
export function profileAmount(content: ProfileContent): number {
  const text = (s: string | undefined): number => (s ? textWidth(s.trim()) : 0);
  const list = (items: readonly string[] | undefined): number =>
    items && items.length > 0 ? SECTION_COST + items.reduce((w, item) => w + text(item) + ITEM_COST, 0) : 0;
  const section = (s: string | undefined): number => (s ? SECTION_COST + text(s) : 0);
  const contact = (value: string | undefined): number => (value ? text(value) + CONTACT_COST : 0);
  const contacts = contactsOf(content).reduce((w, { value }) => w + contact(value), 0) + contact(content.publicAccount);
  return (
    text(content.name) +
    text(content.title) +
    text(content.nickname) +
    section(content.bio) +
    list(content.skills) +
    list(content.tags) +
    list(content.achievements) +
    list(content.offerings) +
    list(content.needs) +
    contacts
  );
}

/**
 * How much larger a short profile is drawn on a size preset (issue 30: short text is the most
 * common card and must be the best-looking one): the whole card, type, photo and spacing alike,
 * up to this factor, as far as the canvas has room (the fit's `--grow`, see ProfileCanvas). A
 * profile of SHORT_PROFILE_FULL or more keeps exactly its sizes; a shorter one may grow as the
 * square root of how much shorter it is (its area grows as the square of the factor), up to
 * SHORT_PROFILE_MAX: a name and a line of bio, or a name and two tags, to the full factor.
 * @param content - the parsed profile
 * @returns a factor in [1, SHORT_PROFILE_MAX]
 */
export function shortProfileBoost(content: ProfileContent): number {
  const amount = profileAmount(content);
  if (amount <= 0) return SHORT_PROFILE_MAX;
  return Math.min(SHORT_PROFILE_MAX, Math.max(1, Math.sqrt(SHORT_PROFILE_FULL / amount)));
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

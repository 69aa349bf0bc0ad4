import { defineSmartPaste } from '../../smart-paste/define-smart-paste';
import {
  findContacts,
  hashtagsOf,
  isContactLine,
  isShortLine,
  lineWeight,
  type PlainLine,
} from '../../smart-paste/read-plain-text';
import { splitSentences } from '../../smart-paste/sentences';
import { topSentences } from '../../smart-paste/text-rank';
import { labelledLinesOf, type LabelledEntry } from '../../smart-paste/write-labelled';
import { profileKind } from './profile.kind';

type Section =
  | 'bio'
  | 'skills'
  | 'languages'
  | 'achievements'
  | 'experience'
  | 'education'
  | 'offerings'
  | 'needs'
  | 'tags'
  | 'other';

// Résumé and self-introduction section names, by what they hold. Languages join the skills; the
// card has no field for education, which smart paste reports left out; "other" sections (contact)
// end the section above them and stay off the card's lists.
const SECTIONS: readonly [Section, RegExp][] = [
  ['bio', /^(个人简介|简介|关于我|自我介绍|自我评价|个人介绍|个人总结|个人优势|about|about me|summary|profile|bio)$/i],
  [
    'skills',
    /^(专业技能|技能|技能特长|技术栈|擅长|擅长领域|核心技能|skills?|technical skills|tech stack|expertise|core skills|toolbox)$/i,
  ],
  [
    'achievements',
    /^(个人成就|成就|荣誉|荣誉奖项|获奖|获奖经历|奖项|主要成就|代表作品|作品|achievements?|awards?|honou?rs|highlights|selected work)$/i,
  ],
  [
    'experience',
    /^(工作经历|工作经验|项目经历|项目经验|实习经历|经历|experience|work experience|projects?|employment|career)$/i,
  ],
  [
    'offerings',
    /^(可提供|我能提供|能提供|提供|我可以提供|服务|合作|合作方式|what i offer|i can offer|offerings|services|can offer|how i can help)$/i,
  ],
  ['needs', /^(需要|我需要|正在寻找|寻找|需求|想认识|looking for|needs|seeking|i need|i am looking for)$/i],
  ['tags', /^(兴趣爱好|爱好|兴趣|喜欢|热爱|标签|关键词|hobbies|interests|tags|keywords|loves)$/i],
  ['languages', /^(语言能力|语言|外语|外语水平|languages?|language skills)$/i],
  ['education', /^(教育背景|教育经历|学历|教育|education|academic background)$/i],
  ['other', /^(联系方式|联系我|联系|contact|contact me|get in touch|references)$/i],
];

/** A line's words without numbering, emoji, `#` or a trailing colon, for matching section names. */
const sectionName = (raw: string): string =>
  raw
    .replace(/^#+\s*/, '')
    .replace(/^(?:[一二三四五六七八九十]{1,3}[、.．]|\d{1,2}[.、．)）]|[【[(（])\s*/u, '')
    .replace(/[】\])）]$/, '')
    .replace(/^[\p{Extended_Pictographic}\uFE0F\s]+/u, '')
    .replace(/[\s:：]+$/, '')
    .trim();

/** The section a line opens, with the value on its own line ("擅长：React、Vue"). */
function sectionOf(line: PlainLine): { section: Section; value: string } | null {
  if (line.kind === 'bullet' || line.kind === 'hashtags') return null;
  const whole = sectionName(line.raw);
  for (const [section, re] of SECTIONS) if (isShortLine(whole) && re.test(whole)) return { section, value: '' };
  const m = /^(.{1,16}?)[ \t\u3000]*[:：][ \t\u3000]*(.+)$/.exec(line.raw);
  if (m) {
    const name = sectionName(m[1]!);
    for (const [section, re] of SECTIONS) if (re.test(name)) return { section, value: m[2]!.trim() };
  }
  return null;
}

/** The email or phone number in a labelled value, or the value when it holds none. */
function contactOnly(value: string | undefined, which: 'email' | 'phone'): string | undefined {
  if (value === undefined) return undefined;
  return findContacts([which === 'phone' ? `Tel ${value}` : value])[which] ?? value;
}

const SEPARATORS = /[,，、;；|｜/]+/;
const splitItems = (values: readonly string[]): string[] =>
  values
    .flatMap((v) => v.split(SEPARATORS))
    .map((s) => s.replace(/^[#＃]/, '').trim())
    .filter((s) => s.length > 0 && lineWeight(s) <= 16);

const NAME_CJK = /^[\p{Script=Han}]{1,2}(?:[\p{Script=Han}·•]{1,4})$/u;
const NAME_LATIN = /^[A-Z][a-zA-Z'’-]+(?:\s+[A-Z][a-zA-Z'’.-]*){1,2}$/;
const SELF_NAME_ZH = /(?:我是|我叫|本人)[ \t]*([\p{Script=Han}·]{2,4}?)(?=[，,。！!、；;\s]|$)/u;
const SELF_NAME_EN = /\b(?:I'm|I am|my name is|this is)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})\b/;
// A bio in the third person: "Dr. Samuel Okafor is a …", "林夏是一名…".
const THIRD_PERSON =
  /^(?:(?:Dr|Prof)\.\s+)?([A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,2})\s+(?:is|was|has)\b|^([\p{Script=Han}·]{2,4})(?:是一名|是一位|现任|毕业于)/u;
// A company or school on the line under a name joins the title.
const ORGANISATION =
  /(?:公司|集团|大学|学院|工作室|研究院|研究所|银行|医院|事务所|Inc\.?|Ltd\.?|LLC|Studio|University|College|Lab|Labs)$/;
// "我是一名设计师": 一名 is not a name.
const NOT_NAME_START = /^[一个这那来在做从位名个就也很真]/u;
const ROLE_ZH = /(?:现任|担任|目前是|职位是|职业是|是一名|是一位|[，,]一名|[，,]一位)[ \t]*([^，,。；;！!]{2,24})/u;
const ROLE_EN =
  /\b(?:(?:I'm|I am|I work as|is|was)\s+|(?:I'm|I am)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*,\s+)(?:an?|the)\s+([^,.;!]{3,60})/;
const LOCATION =
  /(?:坐标|现居|现居住于|常驻|定居|所在城市|base(?:d)?(?: in)?|live in|living in|📍)[ \t\u3000]*[:：]?[ \t\u3000]*([^\s，,。.;；|｜!！][^\n，,。.;；|｜!！]{1,29}?)(?=[\n，,。.;；|｜!！]|$)/iu;
const SKILL_LINE =
  /^(?:擅长|精通|熟悉|熟练掌握|掌握|skilled in|proficient in|expert in|good at)[ \t]*[:：]?[ \t]*(.+)$/i;

/**
 * A business card's place: on a line of contacts ("San Francisco, CA · alex@… · +1 …"), the
 * short piece that is neither a contact nor a cue.
 */
function placeOnContactLine(lines: readonly PlainLine[]): string | undefined {
  for (const line of lines) {
    if (!isContactLine(line.raw)) continue;
    for (const piece of line.raw.split(/\s*[·|｜•]\s*|\s{2,}/)) {
      const c = findContacts([piece]);
      if (c.email || c.phone || c.wechat || c.url || /[:：]/.test(piece)) continue;
      if (/^[\p{Lu}\p{Script=Han}]/u.test(piece) && lineWeight(piece) <= 8) return piece.trim();
    }
  }
  return undefined;
}

// A job's dates: "2021.07 - 至今", "2018.07 - 2021.06", "Jan 2022 – Present", "2019–2021".
const DATES =
  /(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+)?\d{4}(?:[./年-]\d{1,2}月?)?\s*(?:[-–—~～至到]+|to)\s*(?:(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+)?\d{4}(?:[./年-]\d{1,2}月?)?|至今|现在|今|present|now|current)/i;

/**
 * A résumé's jobs: each line that is not a list item opens a job (company, role, dates); the
 * first item under it says what was done there. Without such a line, each item is one.
 * @returns each job as one achievement ("小红书 · 高级产品经理（2021.07 - 至今）：负责…"), and the
 *   items under it the card has no room for
 */
function jobsOf(lines: readonly PlainLine[], lang: 'zh' | 'en'): { item: string; rest: string[] }[] {
  const jobs: { header?: string; items: string[] }[] = [];
  for (const line of lines) {
    const isItem = line.kind === 'bullet' || line.kind === 'ordered';
    if (!isItem || jobs.length === 0) jobs.push(isItem ? { items: [line.text] } : { header: line.text, items: [] });
    else jobs.at(-1)!.items.push(line.text);
  }
  return jobs.flatMap((job) => {
    if (job.header === undefined) return job.items.map((item) => ({ item, rest: [] }));
    const dates = DATES.exec(job.header)?.[0];
    const what = (dates ? job.header.replace(dates, ' ') : job.header)
      .split(/\s{2,}|\s*[|｜·•]\s*|\s+[—–-]\s+/)
      .map((s) => s.replace(/^[\s,，—–-]+|[\s,，—–-]+$/g, ''))
      .filter((s) => s.length > 0)
      .join(' · ');
    const header = dates ? (lang === 'zh' ? `${what}（${dates}）` : `${what} (${dates})`) : what;
    const [first, ...rest] = job.items;
    return [{ item: first ? `${header}${lang === 'zh' ? '：' : ': '}${first}` : header, rest }];
  });
}

/**
 * Languages as skill chips: "英语（CET-6，可作为工作语言）、日语（N2）" → 英语（CET-6；可作为工作语言）
 * and 日语（N2）; a comma inside brackets is no separator (the card splits chips at commas).
 */
function languagesOf(values: readonly string[], lang: 'zh' | 'en'): string[] {
  const items: string[] = [];
  for (const value of values) {
    let depth = 0;
    let item = '';
    for (const ch of value) {
      if ('（(['.includes(ch)) depth++;
      if ('）)]'.includes(ch)) depth = Math.max(0, depth - 1);
      if (depth === 0 && /[,，、;；|｜/]/.test(ch)) {
        items.push(item);
        item = '';
      } else item += depth > 0 && /[,，、]/.test(ch) ? (lang === 'zh' ? '；' : ';') : ch;
    }
    items.push(item);
  }
  return items.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Splits "张伟 | 高级工程师" into a name and the rest. */
function nameAndRest(raw: string): { name: string; rest: string } | null {
  const [head, ...tail] = raw.split(/\s*[|｜/／·—–-]\s*|\s{2,}|[，,]\s*/);
  const name = (head ?? '').trim();
  if (NAME_CJK.test(name) || NAME_LATIN.test(name)) return { name, rest: tail.join(' · ').trim() };
  return null;
}

/**
 * Smart paste for profile cards: a résumé, a self-introduction or a business card's text. The
 * name comes from the first short line that reads as a name (or "我是…" / "I'm …"), the title
 * from the line after it or "现任…" / "I'm a …"; emails, phone numbers and WeChat ids from any
 * line; résumé sections (技能/Skills, 荣誉/Awards, 经历/Experience, 可提供, 需要, 爱好) fill the
 * lists; the bio is the summary section, or the prose's best sentences by TextRank.
 */
export const smartPasteProfile = defineSmartPaste(
  profileKind,
  ({ plain, lang }) => {
    const lines = plain.lines;
    const { values, used } = labelledLinesOf(profileKind, lines);
    const contacts = findContacts(lines.map((l) => l.raw));
    const sections: Record<Section, string[]> = {
      bio: [],
      skills: [],
      languages: [],
      achievements: [],
      experience: [],
      education: [],
      offerings: [],
      needs: [],
      tags: [],
      other: [],
    };
    const experienceLines: PlainLine[] = [];
    let current: Section | null = null;
    let currentBlock = -1;
    for (const line of lines) {
      if (used.has(line.index)) continue;
      const opens = sectionOf(line);
      if (opens) {
        current = opens.section;
        currentBlock = line.block;
        used.add(line.index);
        if (opens.value) sections[current].push(opens.value);
        continue;
      }
      // A section runs to the next one; a paragraph after a blank line still belongs to a list
      // section, but prose after a blank line leaves a one-paragraph section.
      const leaves =
        (current !== null && line.block !== currentBlock && line.kind === 'text' && current !== 'bio') ||
        line.kind === 'hashtags' ||
        isContactLine(line.raw);
      if (current && !leaves) {
        sections[current].push(line.text);
        if (current === 'experience') experienceLines.push(line);
        used.add(line.index);
        currentBlock = line.block;
      } else {
        current = null;
      }
    }
    for (const line of lines) if (line.kind === 'hashtags') used.add(line.index);
    for (const line of lines) if (!used.has(line.index) && isContactLine(line.raw)) used.add(line.index);

    const free = lines.filter((l) => !used.has(l.index));
    const text = free.map((l) => l.raw).join('\n');
    let name = values.name ?? '';
    let title = values.title ?? '';
    if (!name) {
      const self = SELF_NAME_ZH.exec(text)?.[1] ?? SELF_NAME_EN.exec(text)?.[1];
      const nameLine = free
        .slice(0, 4)
        .find((l) => isShortLine(l.raw) && l.kind !== 'bullet' && nameAndRest(l.raw) !== null);
      if (nameLine) {
        const split = nameAndRest(nameLine.raw)!;
        // "JORDAN LEE" at the top of a résumé is a name, not a shout.
        name = /^[A-Z\s'’.-]+$/.test(split.name)
          ? split.name.toLowerCase().replace(/(^|[\s'’-])\p{L}/gu, (c) => c.toUpperCase())
          : split.name;
        if (!title && split.rest) title = split.rest;
        used.add(nameLine.index);
        let next = free[free.indexOf(nameLine) + 1];
        if (!title && next && next.block === nameLine.block && isShortLine(next.raw) && lineWeight(next.raw) <= 24) {
          title = next.text;
          used.add(next.index);
          next = free[free.indexOf(next) + 1];
        }
        if (title && next && next.block === nameLine.block && ORGANISATION.test(next.raw) && isShortLine(next.raw)) {
          title = `${title} · ${next.raw}`;
          used.add(next.index);
        }
      } else if (self && !NOT_NAME_START.test(self)) {
        name = self;
      } else if (THIRD_PERSON.exec(text)) {
        const m = THIRD_PERSON.exec(text)!;
        name = m[1] ?? m[2]!;
      } else {
        const first = free.find((l) => isShortLine(l.raw));
        if (first) {
          name = first.text;
          used.add(first.index);
        }
      }
    }
    if (!title) {
      const role = ROLE_ZH.exec(text)?.[1] ?? ROLE_EN.exec(text)?.[1] ?? '';
      title = role.replace(/\s+(?:based|living|located|who|from|with|in)\b.*$/i, '').trim();
    }
    if (/^[a-z]/.test(title)) title = title[0]!.toUpperCase() + title.slice(1);
    const place = LOCATION.exec(text)?.[1]?.trim().split(/\s+/).slice(0, 3).join(' ');
    const location = values.location ?? place ?? placeOnContactLine(lines) ?? '';
    for (const line of free) {
      if (location && line.raw.includes(location) && lineWeight(line.raw) <= lineWeight(location) + 4) {
        used.add(line.index);
      }
    }

    // Skills a sentence names ("擅长 Figma、原型设计") when no section lists them.
    const skillLines = free.filter((l) => !used.has(l.index) && SKILL_LINE.test(l.text));
    if (sections.skills.length === 0) {
      for (const l of skillLines) {
        sections.skills.push(SKILL_LINE.exec(l.text)![1]!);
        used.add(l.index);
      }
    }

    const prose = lines.filter((l) => !used.has(l.index) && (l.kind === 'text' || l.kind === 'heading'));
    let bio = values.bio ?? sections.bio.join('\n');
    if (!bio && prose.length > 0) {
      const sentences = splitSentences(prose.map((l) => l.text).join('\n'), lang);
      const picked =
        sentences.length <= 3 ? sentences.map((_, i) => i) : topSentences(sentences, 3, lang, { minChars: 6 });
      bio = picked.map((i) => sentences[i]!).join(lang === 'zh' ? '' : ' ');
    }

    const comma = lang === 'zh' ? '，' : ', ';
    const numbered = (items: readonly string[]): string =>
      items
        .slice(0, 5)
        .map((s, i) => (lang === 'zh' ? `${i + 1}、${s}` : `${i + 1}. ${s}`))
        .join('\n');
    const dashed = (items: readonly string[]): string =>
      items
        .slice(0, 5)
        .map((s) => `- ${s}`)
        .join('\n');
    const leftOut: string[] = [];
    /** The first `max` items; the rest reported left out. */
    const upTo = (items: readonly string[], max: number): string[] => {
      leftOut.push(...items.slice(max));
      return items.slice(0, max);
    };
    const jobs = jobsOf(experienceLines, lang);
    leftOut.push(...jobs.flatMap((j) => j.rest));
    const achievements = upTo([...jobs.map((j) => j.item), ...sections.achievements], 5);
    leftOut.push(...sections.education);
    const tags = [...hashtagsOf(lines.map((l) => l.raw).join('\n')), ...splitItems(sections.tags)];
    const skills = [...new Set([...splitItems(sections.skills), ...languagesOf(sections.languages, lang)])];
    const entries: LabelledEntry[] = [
      { field: 'name', value: name },
      { field: 'nickname', value: values.nickname ?? '' },
      { field: 'title', value: title },
      { field: 'location', value: location },
      { field: 'tags', value: values.tags ?? upTo([...new Set(tags)], 6).join(comma) },
      { field: 'bio', value: bio },
      { field: 'skills', value: values.skills ?? upTo(skills, 8).join(comma) },
      { field: 'achievements', value: values.achievements ?? numbered(achievements), layout: 'block' },
      { field: 'offerings', value: values.offerings ?? dashed(upTo(sections.offerings, 5)), layout: 'block' },
      { field: 'needs', value: values.needs ?? dashed(upTo(sections.needs, 5)), layout: 'block' },
      // A labelled contact line may carry the next one ("电话：186… 邮箱：…"): keep the contact only.
      { field: 'email', value: contactOnly(values.email, 'email') ?? contacts.email ?? '' },
      { field: 'phone', value: contactOnly(values.phone, 'phone') ?? contacts.phone ?? '' },
      { field: 'wechat', value: values.wechat?.split(/[\s,，|｜]+/)[0] ?? contacts.wechat ?? '' },
      { field: 'address', value: values.address ?? '' },
      { field: 'publicAccount', value: values.publicAccount ?? '' },
    ];
    return { entries, leftOut };
  },
  { required: 'name', paragraphFields: ['bio'] },
);

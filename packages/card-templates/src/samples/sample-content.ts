// Texts of five lengths for any template, made from the template's own example: what the
// registry-wide sweep (e2e/specs/cards/card-layer.spec.ts) draws through /render?sample=…, and
// what a designer looks at. A new kind is covered by the generic filler (its longest text field
// gets the sample text, its lists grow with the length); add an entry to SAMPLE_FILLERS when a
// kind needs more (several text fields, a title that should grow too).
import { findKind, type ContentOf, type KindId, type Lang } from '@inkcard/card-engine';
import type { AnyCardTemplate } from '../template';

/** The five lengths every template is drawn at: one line to far more than a card should hold. */
export const SAMPLE_LENGTHS = ['one', 'short', 'medium', 'long', 'veryLong'] as const;
export type SampleLength = (typeof SAMPLE_LENGTHS)[number];

/** Target sizes in characters (zh) and words (en); sentences are never cut. */
const TARGET: Record<SampleLength, { zh: number; en: number }> = {
  one: { zh: 0, en: 0 },
  short: { zh: 16, en: 7 },
  medium: { zh: 48, en: 22 },
  long: { zh: 110, en: 48 },
  veryLong: { zh: 320, en: 140 },
};

// Written to trip line breaking: closing punctuation after a line's worth of characters, emoji
// after a space, a hyphenated word, Latin inside Chinese, quotation marks.
const SENTENCES: Record<Lang, readonly string[]> = {
  zh: [
    '春风十里，不如你。',
    '愿你新的一年万事如意，平安喜乐 🎉',
    '把日子过成喜欢的样子：早起读书，傍晚散步，周末和朋友吃一顿热腾腾的火锅。',
    '生活不必完美，认真就好；心里有光，脚下就有路。',
    '愿所有的努力都有回报，所有的等待都不被辜负 🌸',
    '在 Wi-Fi 满格的咖啡馆里，写下今天的三件小事。',
    '“慢慢来，比较快。”这是外婆常说的话。',
    '山高水长，来日方长，我们一起慢慢走。',
  ],
  en: [
    'Spring is here, and so are you.',
    'May the new year bring you calm mornings and warm evenings 🎉',
    'Make room for the small things: a book before breakfast, a walk at dusk, a long dinner on a Sunday.',
    'Life does not need to be perfect to be wonderful; it needs you to be present.',
    'May every effort pay off and every wait be worth it 🌸',
    'Write down three good things from today, even the well-worn ones.',
    '“Slow is smooth, and smooth is fast,” my grandmother used to say.',
    'The road is long, and that is fine: we will walk it together.',
  ],
};
const ONE_LINE: Record<Lang, string> = { zh: '知行合一', en: 'Stay curious.' };

const size = (text: string, lang: Lang): number =>
  lang === 'zh' ? Array.from(text.replace(/\s/g, '')).length : text.split(/\s+/).filter(Boolean).length;

/** The sentences of a sample text, whole, up to the length's target. */
function sampleSentences(lang: Lang, length: SampleLength): string[] {
  if (length === 'one') return [ONE_LINE[lang]];
  const parts: string[] = [];
  for (let i = 0; size(parts.join(' '), lang) < TARGET[length][lang]; i++) {
    parts.push(SENTENCES[lang][i % SENTENCES[lang].length]!);
  }
  return parts;
}

const joinSentences = (parts: readonly string[], lang: Lang): string => parts.join(lang === 'zh' ? '' : ' ');

/**
 * A sample text of a given length in a language, made of whole sentences.
 * @param lang - zh or en
 * @param length - one of SAMPLE_LENGTHS
 * @returns the text
 */
export function sampleText(lang: Lang, length: SampleLength): string {
  return joinSentences(sampleSentences(lang, length), lang);
}

/** The same text as paragraphs of two sentences, separated by blank lines (a note's body). */
function sampleParagraphs(lang: Lang, length: SampleLength): string {
  const parts = sampleSentences(lang, length);
  const paragraphs: string[] = [];
  for (let i = 0; i < parts.length; i += 2) paragraphs.push(joinSentences(parts.slice(i, i + 2), lang));
  return paragraphs.join('\n\n');
}

/** How many items a list gets at each length (a profile's skills, an article's key points). */
const LIST_SIZE: Record<SampleLength, number> = { one: 1, short: 2, medium: 3, long: 5, veryLong: 8 };

type Filler<K extends KindId> = (example: ContentOf<K>, lang: Lang, length: SampleLength) => ContentOf<K>;

/** The generic filler: the longest text field gets the sample text, lists grow with the length. */
function fillGeneric<C>(example: C, lang: Lang, length: SampleLength): C {
  const entries = Object.entries(example as Record<string, unknown>);
  const longest = entries
    .filter(([, v]) => typeof v === 'string')
    .sort(([, a], [, b]) => (b as string).length - (a as string).length)[0]?.[0];
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (key === longest) out[key] = sampleText(lang, length);
    else if (Array.isArray(value) && value.length > 0)
      out[key] = Array.from({ length: LIST_SIZE[length] }, (_, i) => value[i % value.length]);
    else out[key] = value;
  }
  return out as C;
}

/** Tags that have tripped cards before: an emoji tag (issue 15: "#生活 #🌈 #治愈"). */
const EXTRA_TAGS: Record<Lang, readonly string[]> = { zh: ['🌈', '治愈'], en: ['🌈', 'slow-living'] };
const LONG_FESTIVAL: Record<Lang, string> = {
  zh: '中秋节暨国庆节快乐',
  en: 'Happy Mid-Autumn Festival and National Day',
};

/** A note title far longer than a cover's usual one (the cover's title must shrink, never clip). */
const LONG_TITLE: Record<Lang, string> = {
  zh: '周末两天逛遍老城区：十二家小店、三条弄堂和一碗让人念念不忘的葱油拌面',
  en: 'Two days in the old town: twelve small shops, three quiet lanes and one bowl of noodles I still think about',
};
/** How many of the example's sections a note keeps at each length. */
const NOTE_SECTIONS: Record<SampleLength, number> = { one: 0, short: 0, medium: 1, long: 2, veryLong: 3 };

/** Items a profile's lists grow with, past the example's own (distinct, so no card repeats itself). */
const PROFILE_POOL: Record<
  Lang,
  Record<'skills' | 'tags' | 'achievements' | 'offerings' | 'needs', readonly string[]>
> = {
  zh: {
    skills: ['数据分析', '项目管理', '写作', '摄影', '公开演讲', 'Python', '视频剪辑', '品牌策划'],
    tags: ['🌈', '治愈', '旅行', '读书', '跑步', '露营', '胶片', '播客'],
    achievements: [
      '主导完成年度品牌升级，覆盖 30 个城市的门店',
      '获得 2023 年度优秀设计奖',
      '个人作品集累计浏览量超过 50 万',
      '在设计大会上分享《把复杂的事情做简单》',
      '带领五人小组完成两款产品的从零到一',
    ],
    offerings: ['一对一作品集点评', '小团队的设计规范搭建', '线下工作坊的分享嘉宾', '插画约稿（商用可谈）'],
    needs: ['靠谱的印刷厂资源', '一起做独立杂志的伙伴', '周末的读书会', '愿意试用新产品的朋友'],
  },
  en: {
    skills: ['Data analysis', 'Project management', 'Writing', 'Photography', 'Public speaking', 'Python'],
    tags: ['🌈', 'slow-living', 'travel', 'books', 'running', 'camping', 'film photos', 'podcasts'],
    achievements: [
      'Led a brand refresh rolled out to stores in 30 cities',
      'Won the 2023 Design Excellence Award',
      'Portfolio viewed more than half a million times',
      'Spoke at a design conference on making hard things simple',
      'Took two products from zero to launch with a team of five',
    ],
    offerings: ['One-to-one portfolio reviews', 'Design systems for small teams', 'Talks at local workshops'],
    needs: ['A reliable print shop', 'Partners for an indie magazine', 'A weekend book club'],
  },
};

/** A list grown (or cut) to the length's size: the example's items first, then the pool's. */
function growList(list: readonly string[] | undefined, pool: readonly string[], length: SampleLength) {
  if (!list) return undefined;
  const all = [...list, ...pool.filter((x) => !list.includes(x))];
  return all.slice(0, Math.min(all.length, LIST_SIZE[length]));
}

/** Kind-specific fillers; a kind without one gets fillGeneric. */
export const SAMPLE_FILLERS: { [K in KindId]?: Filler<K> } = {
  quote: (example, lang, length) => {
    const grown = length === 'long' || length === 'veryLong';
    const tags = example.tags;
    return {
      ...example,
      quote: sampleText(lang, length),
      ...(grown && tags
        ? { tags: Array.isArray(tags) ? [...tags, ...EXTRA_TAGS[lang]] : `${tags} ${EXTRA_TAGS[lang].join(' ')}` }
        : {}),
    };
  },
  blessing: (example, lang, length) => ({
    ...example,
    festival: length === 'veryLong' ? LONG_FESTIVAL[lang] : example.festival,
    blessing: sampleText(lang, length),
  }),
  // The note's body in paragraphs, its sections and tags growing with the length, and at the
  // longest a title that must shrink on the cover.
  xiaohongshu: (example, lang, length) => ({
    ...example,
    title: length === 'veryLong' ? LONG_TITLE[lang] : example.title,
    body: sampleParagraphs(lang, length),
    sections: example.sections.slice(0, NOTE_SECTIONS[length]),
    tags: length === 'long' || length === 'veryLong' ? [...example.tags, ...EXTRA_TAGS[lang]] : example.tags,
  }),
  // The bio gets the sample text; every list the example has grows with distinct items.
  profile: (example, lang, length) => {
    const pool = PROFILE_POOL[lang];
    const lists = (['skills', 'tags', 'achievements', 'offerings', 'needs'] as const).flatMap((key) => {
      const grown = growList(example[key], pool[key], length);
      return grown ? [[key, grown] as const] : [];
    });
    return { ...example, bio: sampleText(lang, length), ...Object.fromEntries(lists) };
  },
};

/**
 * A template's example with its text replaced by a sample of the given length.
 * @param template - any registered template
 * @param lang - zh or en
 * @param length - one of SAMPLE_LENGTHS
 * @returns the content (not yet completed by the kind), or null if the example does not parse
 */
export function sampleContent(template: AnyCardTemplate, lang: Lang, length: SampleLength): unknown {
  const kind = findKind(template.kind);
  const parsed = kind?.parse(template.examples[lang], template.parseOptions as never);
  if (!parsed?.ok) return null;
  const fill = (SAMPLE_FILLERS[template.kind] as Filler<KindId> | undefined) ?? fillGeneric;
  return fill(parsed.content as never, lang, length);
}

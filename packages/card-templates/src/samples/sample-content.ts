// Texts of five lengths for any template, made from the template's own example: what the
// registry-wide sweep (e2e/specs/cards/card-layer.spec.ts) draws through /render?sample=…, and
// what a designer looks at. A new kind is covered by the generic filler (its longest text field
// gets the sample text, its lists grow with the length); add an entry to SAMPLE_FILLERS when a
// kind needs more (several text fields, a title that should grow too).
import { findKind, type ArticleContent, type ContentOf, type KindId, type Lang } from '@inkcard/card-engine';
import type { AnyLoadedTemplate } from '../template';

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
/** A tag longer than a card's row (issue 30: it ran 232 px past the fashion card's edge). */
const LONG_TAG: Record<Lang, string> = {
  zh: '周末在城市边缘慢慢散步的治愈系生活记录',
  en: 'weekend-walks-around-the-quiet-edge-of-the-old-city',
};
/** The extra tags a sample gets at each length. */
const extraTags = (lang: Lang, length: SampleLength): readonly string[] =>
  length === 'veryLong' ? [...EXTRA_TAGS[lang], LONG_TAG[lang]] : EXTRA_TAGS[lang];
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

/** A name longer than a profile header's column (issue 30: its end hid under the photo). */
const LONG_NAME: Record<Lang, string> = {
  zh: '欧阳娜娜亚历山德拉克里斯蒂娜',
  en: 'Maximilian Alexander Konstantin von Hohenzollern',
};

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

/** How many of each part an article sample holds at each length (issue 15: sections, key points, reactions, impacts). */
const ARTICLE_PARTS: Record<SampleLength, { sections: number; reactions: number; impacts: number; quotes: number }> = {
  one: { sections: 0, reactions: 0, impacts: 0, quotes: 0 },
  short: { sections: 1, reactions: 1, impacts: 1, quotes: 0 },
  medium: { sections: 2, reactions: 2, impacts: 2, quotes: 1 },
  long: { sections: 3, reactions: 3, impacts: 3, quotes: 2 },
  veryLong: { sections: 5, reactions: 5, impacts: 4, quotes: 3 },
};

/** The parts an article sample is made of, distinct so no card repeats itself. */
const ARTICLE_POOL: Record<
  Lang,
  {
    longTitle: string;
    sections: readonly string[];
    keyPoints: readonly string[];
    achievements: readonly string[];
    reactions: readonly { time: string; title: string; content: string }[];
    impacts: readonly { title: string; content: string }[];
    quotes: readonly string[];
  }
> = {
  zh: {
    longTitle: '城市更新的下一个十年：老城区如何在保留烟火气的同时，重新找回生活的温度与经济的活力',
    sections: ['为什么是现在', '它是怎么做到的', '谁会最先受益', '还有哪些问题没有答案', '接下来值得关注什么'],
    keyPoints: [
      '试点覆盖 12 个城市，首批 300 个社区已经完成改造',
      '居民满意度提升到 86%，比改造前高出 21 个百分点',
      '街角的小店重新开张，夜晚的街道又有了人声 🌙',
      '在 Wi-Fi 覆盖的社区食堂里，老人也能扫码点餐',
      '改造资金的三成来自社会资本，而不是财政拨款',
      '“先问居民，再画图纸”成为规划师的新习惯',
      '停车难的问题仍然突出，需要更长的时间来解决',
      '下一阶段将把经验推广到县城和小城镇',
    ],
    achievements: [
      '三年完成 1,200 个老旧小区改造',
      '新增社区养老服务点 480 个',
      '获评年度城市更新优秀案例',
      '带动周边就业约 2 万人',
      '形成一套可复制的居民议事流程',
    ],
    reactions: [
      { time: '5月8日 09:30', title: '城市规划学会', content: '称其为“以人为本的城市更新样本”' },
      { time: '5月8日 11:05', title: '社区居民', content: '多数受访者表示愿意继续参与议事会，也希望改造能更快一些 🏠' },
      { time: '5月8日 15:40', title: '地方财政专家', content: '提醒社会资本的回报机制仍需更透明' },
      { time: '5月9日 08:20', title: '海外媒体', content: '关注到这种“微更新”与大拆大建的不同' },
      { time: '5月9日 21:10', title: '学界', content: '多位学者认为，效果仍需三到五年的长期观察才能定论' },
    ],
    impacts: [
      { title: '居民生活', content: '出门就有菜场、食堂和诊所，十五分钟生活圈正在成形' },
      { title: '地方经济', content: '小店和夜间经济回暖，带来稳定的就业与税收' },
      { title: '城市治理', content: '议事会让居民从“被通知”变成“一起商量”' },
      { title: '房地产', content: '老城区房屋的居住价值上升，但短期内价格未必上涨' },
    ],
    quotes: [
      '“城市不是一张白纸，而是一本写了很多年的书。”——项目总规划师',
      '“我们先问居民想要什么，再决定画什么。”——社区书记',
      '“最难的不是修房子，而是让大家愿意坐下来一起商量。”——街道工作人员',
    ],
  },
  en: {
    longTitle:
      'The next ten years of urban renewal: how old neighbourhoods can keep their everyday life and still find new energy',
    sections: ['Why now', 'How it works', 'Who benefits first', 'What we still do not know', 'What to watch next'],
    keyPoints: [
      'The pilot covers 12 cities, and the first 300 neighbourhoods are finished',
      'Resident satisfaction rose to 86%, up 21 percentage points',
      'Corner shops reopened, and the streets are busy again at night 🌙',
      'In canteens with free Wi-Fi, older residents order with their phones',
      'A third of the money came from private investors, not the city budget',
      '“Ask residents first, then draw the plans” became the planners’ rule',
      'Parking is still a problem and will take longer to solve',
      'The next phase brings the approach to county towns',
    ],
    achievements: [
      '1,200 older housing estates renewed in three years',
      '480 new community care centres opened',
      'Named an outstanding urban renewal project of the year',
      'About 20,000 local jobs created',
      'A resident council process other cities can copy',
    ],
    reactions: [
      { time: 'May 8 09:30', title: 'Planning society', content: 'Called it “a people-first model of urban renewal”' },
      {
        time: 'May 8 11:05',
        title: 'Residents',
        content: 'Most said they would keep joining the council, and hoped the work would go faster 🏠',
      },
      {
        time: 'May 8 15:40',
        title: 'Public finance experts',
        content: 'Asked for clearer returns for private investors',
      },
      { time: 'May 9 08:20', title: 'Foreign press', content: 'Noted how small repairs differ from tearing down' },
      { time: 'May 9 21:10', title: 'Academics', content: 'Said the results need three to five years to judge' },
    ],
    impacts: [
      { title: 'Daily life', content: 'Markets, canteens and clinics within a fifteen-minute walk' },
      { title: 'Local economy', content: 'Small shops and the night economy bring steady jobs and taxes' },
      { title: 'Governance', content: 'Councils turn residents from people who are told into people who decide' },
      { title: 'Housing', content: 'Old homes become better places to live, though prices may not rise soon' },
    ],
    quotes: [
      '“A city is not a blank page; it is a book written over many years.” — Chief planner',
      '“We ask residents what they want before we decide what to draw.” — Community secretary',
      '“The hardest part is not fixing houses but getting everyone to sit down together.” — Street office worker',
    ],
  },
};

/** An article that is a headline alone. */
const headlineOnly = (title: string, lang: ArticleContent['lang']): ArticleContent => ({
  ...(lang ? { lang } : {}),
  title,
  keyPoints: [],
  quotes: [],
  sections: [],
  concepts: [],
  keyAchievements: [],
  globalReactions: [],
});

/** Kind-specific fillers; a kind without one gets fillGeneric. */
export const SAMPLE_FILLERS: { [K in KindId]?: Filler<K> } = {
  quote: (example, lang, length) => {
    const grown = length === 'long' || length === 'veryLong';
    const tags = example.tags;
    return {
      ...example,
      quote: sampleText(lang, length),
      ...(grown && tags
        ? {
            tags: Array.isArray(tags)
              ? [...tags, ...extraTags(lang, length)]
              : `${tags} ${extraTags(lang, length).join(' ')}`,
          }
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
    tags: length === 'long' || length === 'veryLong' ? [...example.tags, ...extraTags(lang, length)] : example.tags,
  }),
  // An article of every part at every length: sections with paragraphs and points, key points,
  // reactions, impacts and quotes growing together; the one-line sample is a headline alone, and
  // the longest has a headline of two lines or more. Concepts and achievements grow where the
  // example has them (the concept card, the sky-blue and data cards).
  article: (example, lang, length) => {
    const pool = ARTICLE_POOL[lang];
    const parts = ARTICLE_PARTS[length];
    if (length === 'one') {
      return headlineOnly(sampleText(lang, 'one'), example.lang);
    }
    const paragraphs = sampleParagraphs(lang, length);
    const points = pool.keyPoints.slice(0, LIST_SIZE[length]);
    return {
      ...example,
      title: length === 'veryLong' ? pool.longTitle : example.title,
      keyPoints: points,
      sections: pool.sections.slice(0, parts.sections).map((title, i) => ({
        title,
        mainContent: paragraphs,
        lines: [],
        points: length === 'short' ? [] : pool.keyPoints.slice(i, i + Math.min(3, LIST_SIZE[length] - 1)),
      })),
      concepts:
        example.concepts.length > 0
          ? pool.sections.slice(0, Math.max(1, parts.sections)).map((title) => ({ title, content: paragraphs }))
          : [],
      keyAchievements: example.keyAchievements.length > 0 ? pool.achievements.slice(0, LIST_SIZE[length]) : [],
      globalReactions: pool.reactions.slice(0, parts.reactions),
      impactAnalysis: { overview: sampleText(lang, 'short'), impacts: pool.impacts.slice(0, parts.impacts) },
      quotes: pool.quotes.slice(0, parts.quotes),
      conclusion: sampleText(lang, length),
    };
  },
  // The bio gets the sample text; every list the example has grows with distinct items.
  profile: (example, lang, length) => {
    const pool = PROFILE_POOL[lang];
    const lists = (['skills', 'tags', 'achievements', 'offerings', 'needs'] as const).flatMap((key) => {
      const grown = growList(example[key], pool[key], length);
      return grown ? [[key, grown] as const] : [];
    });
    const name = length === 'veryLong' ? { name: LONG_NAME[lang] } : {};
    return { ...example, bio: sampleText(lang, length), ...name, ...Object.fromEntries(lists) };
  },
};

/**
 * A template's example with its text replaced by a sample of the given length.
 * @param template - any registered template, with its body loaded (its examples)
 * @param lang - zh or en
 * @param length - one of SAMPLE_LENGTHS
 * @returns the content (not yet completed by the kind), or null if the example does not parse
 */
export function sampleContent(template: AnyLoadedTemplate, lang: Lang, length: SampleLength): unknown {
  const kind = findKind(template.kind);
  const parsed = kind?.parse(template.examples[lang], template.parseOptions as never);
  if (!parsed?.ok) return null;
  const fill = (SAMPLE_FILLERS[template.kind] as Filler<KindId> | undefined) ?? fillGeneric;
  return fill(parsed.content as never, lang, length);
}

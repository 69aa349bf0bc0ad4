import * as z from 'zod/mini';

/**
 * The icons an article or one of its sections may name (`图标：rocket` / `Icon: globe`); the
 * templates draw them with lucide-react. Ids, never CSS classes or URLs: a card draws only what it
 * ships with.
 */
export const ARTICLE_ICONS = [
  'sparkles',
  'lightbulb',
  'rocket',
  'globe',
  'trendingUp',
  'chart',
  'book',
  'target',
  'shield',
  'users',
  'cpu',
  'leaf',
  'heart',
  'zap',
  'flag',
  'compass',
  'trophy',
  'newspaper',
  'message',
  'brain',
] as const;
export type ArticleIcon = (typeof ARTICLE_ICONS)[number];

/** One timed reaction of the hot-news profile: `5月8日 14:30 - 标题：内容`. */
export const ArticleReactionSchema = z.object({
  /** The time exactly as written ("5月8日 14:30", "May 8 14:30"). */
  time: z.string(),
  title: z.string().check(z.minLength(1)),
  content: z.string().check(z.minLength(1)),
});
export type ArticleReaction = z.infer<typeof ArticleReactionSchema>;

/** One potential impact: `- 标题：内容`. */
export const ArticleImpactSchema = z.object({
  title: z.string().check(z.minLength(1)),
  content: z.string().check(z.minLength(1)),
});
export type ArticleImpact = z.infer<typeof ArticleImpactSchema>;

/** A section (章节): its title, main content (主要内容), points (要点) and its other lines. */
export const ArticleSectionSchema = z.object({
  /** May be empty: 主要内容 before any 章节 opens an untitled section. */
  title: z.string(),
  /** Paragraphs separated by blank lines. */
  mainContent: z.string(),
  points: z.array(z.string()),
  /** Lines written under the 章节 label itself, in order. */
  lines: z.array(z.string()),
  icon: z.optional(z.enum(ARTICLE_ICONS)),
});
export type ArticleSection = z.infer<typeof ArticleSectionSchema>;

/** A block of the concept format: repeated 标题 / 内容 pairs. */
export const ArticleConceptSchema = z.object({ title: z.string(), content: z.string().check(z.minLength(1)) });
export type ArticleConcept = z.infer<typeof ArticleConceptSchema>;

/** The impact analysis (潜在影响分析): an overview paragraph and titled impacts. */
export const ArticleImpactAnalysisSchema = z.object({
  overview: z.string(),
  impacts: z.array(ArticleImpactSchema),
});
export type ArticleImpactAnalysis = z.infer<typeof ArticleImpactAnalysisSchema>;

/**
 * The article profile of spec §3 with its extended fields. Lists are always present (empty when
 * the text has none), so a template never checks for undefined before mapping.
 */
export const ArticleContentSchema = z.object({
  /** The language the text is written in (headings such as "关键要点" / "Key points" follow it). */
  lang: z.optional(z.enum(['zh', 'en'])),
  /** The headline; empty only in the concept format, where the concepts carry the card. */
  title: z.string(),
  subtitle: z.optional(z.string()),
  author: z.optional(z.string()),
  authorPosition: z.optional(z.string()),
  /** 核心概念 / 核心理念. */
  coreConcept: z.optional(z.string()),
  /** 引言: the lead line. */
  quote: z.optional(z.string()),
  conclusion: z.optional(z.string()),
  source: z.optional(z.string()),
  date: z.optional(z.string()),
  mainIcon: z.optional(z.enum(ARTICLE_ICONS)),
  /** 关键要点, numbered in the text, without their numbers. */
  keyPoints: z.array(z.string()),
  /** 重要引述, one per line or per label. */
  quotes: z.array(z.string()),
  sections: z.array(ArticleSectionSchema),
  concepts: z.array(ArticleConceptSchema),
  keyAchievements: z.array(z.string()),
  globalReactions: z.array(ArticleReactionSchema),
  impactAnalysis: z.optional(ArticleImpactAnalysisSchema),
});
export type ArticleContent = z.infer<typeof ArticleContentSchema>;

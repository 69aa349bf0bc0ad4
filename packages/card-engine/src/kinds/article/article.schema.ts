import * as v from 'valibot';
import { plainObject } from '../../plain-object';

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
export const ArticleReactionSchema = plainObject({
  /** The time exactly as written ("5月8日 14:30", "May 8 14:30"). */
  time: v.string(),
  title: v.pipe(v.string(), v.minLength(1)),
  content: v.pipe(v.string(), v.minLength(1)),
});
export type ArticleReaction = v.InferOutput<typeof ArticleReactionSchema>;

/** One potential impact: `- 标题：内容`. */
export const ArticleImpactSchema = plainObject({
  title: v.pipe(v.string(), v.minLength(1)),
  content: v.pipe(v.string(), v.minLength(1)),
});
export type ArticleImpact = v.InferOutput<typeof ArticleImpactSchema>;

/** A section (章节): its title, main content (主要内容), points (要点) and its other lines. */
export const ArticleSectionSchema = plainObject({
  /** May be empty: 主要内容 before any 章节 opens an untitled section. */
  title: v.string(),
  /** Paragraphs separated by blank lines. */
  mainContent: v.string(),
  points: v.array(v.string()),
  /** Lines written under the 章节 label itself, in order. */
  lines: v.array(v.string()),
  icon: v.optional(v.picklist(ARTICLE_ICONS)),
});
export type ArticleSection = v.InferOutput<typeof ArticleSectionSchema>;

/** A block of the concept format: repeated 标题 / 内容 pairs. */
export const ArticleConceptSchema = plainObject({ title: v.string(), content: v.pipe(v.string(), v.minLength(1)) });
export type ArticleConcept = v.InferOutput<typeof ArticleConceptSchema>;

/** The impact analysis (潜在影响分析): an overview paragraph and titled impacts. */
export const ArticleImpactAnalysisSchema = plainObject({
  overview: v.string(),
  impacts: v.array(ArticleImpactSchema),
});
export type ArticleImpactAnalysis = v.InferOutput<typeof ArticleImpactAnalysisSchema>;

/**
 * The article profile of spec §3 with its extended fields. Lists are always present (empty when
 * the text has none), so a template never checks for undefined before mapping.
 */
export const ArticleContentSchema = plainObject({
  /** The language the text is written in (headings such as "关键要点" / "Key points" follow it). */
  lang: v.optional(v.picklist(['zh', 'en'])),
  /** The headline; empty only in the concept format, where the concepts carry the card. */
  title: v.string(),
  subtitle: v.optional(v.string()),
  author: v.optional(v.string()),
  authorPosition: v.optional(v.string()),
  /** 核心概念 / 核心理念. */
  coreConcept: v.optional(v.string()),
  /** 引言: the lead line. */
  quote: v.optional(v.string()),
  conclusion: v.optional(v.string()),
  source: v.optional(v.string()),
  date: v.optional(v.string()),
  mainIcon: v.optional(v.picklist(ARTICLE_ICONS)),
  /** 关键要点, numbered in the text, without their numbers. */
  keyPoints: v.array(v.string()),
  /** 重要引述, one per line or per label. */
  quotes: v.array(v.string()),
  sections: v.array(ArticleSectionSchema),
  concepts: v.array(ArticleConceptSchema),
  keyAchievements: v.array(v.string()),
  globalReactions: v.array(ArticleReactionSchema),
  impactAnalysis: v.optional(ArticleImpactAnalysisSchema),
});
export type ArticleContent = v.InferOutput<typeof ArticleContentSchema>;

/**
 * The kinds AI generation writes (spec §1's planned feature): every text kind but blessing. A
 * module of its own, without zod, so a maker page that only asks "has this kind AI?" does not load
 * the API schemas.
 */
export const AI_KINDS = ['profile', 'article', 'xiaohongshu', 'quote'] as const;
export type AiKind = (typeof AI_KINDS)[number];

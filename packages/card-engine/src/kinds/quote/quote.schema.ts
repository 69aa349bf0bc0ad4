import * as v from 'valibot';
import { plainObject } from '../../plain-object';

/** Parsed quote content (spec §3). `tags` is a list for the literary template, else one string. */
export const QuoteContentSchema = plainObject({
  /** The quote itself; the only required field. */
  quote: v.pipe(v.string(), v.minLength(1)),
  author: v.optional(v.string()),
  source: v.optional(v.string()),
  /** Space-separated words as a list (literary) or the raw line (other templates). */
  tags: v.optional(v.union([v.string(), v.array(v.string())])),
  slogan: v.optional(v.string()),
  organization: v.optional(v.string()),
  signature: v.optional(v.string()),
});
export type QuoteContent = v.InferOutput<typeof QuoteContentSchema>;

/** How the parser returns tags. */
export type QuoteTagMode = 'list' | 'text';

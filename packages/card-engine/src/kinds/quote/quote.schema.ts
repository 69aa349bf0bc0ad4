import * as z from 'zod/mini';

/** Parsed quote content (spec §3). `tags` is a list for the literary template, else one string. */
export const QuoteContentSchema = z.object({
  /** The quote itself; the only required field. */
  quote: z.string().check(z.minLength(1)),
  author: z.optional(z.string()),
  source: z.optional(z.string()),
  /** Space-separated words as a list (literary) or the raw line (other templates). */
  tags: z.optional(z.union([z.string(), z.array(z.string())])),
  slogan: z.optional(z.string()),
  organization: z.optional(z.string()),
  signature: z.optional(z.string()),
});
export type QuoteContent = z.infer<typeof QuoteContentSchema>;

/** How the parser returns tags. */
export type QuoteTagMode = 'list' | 'text';

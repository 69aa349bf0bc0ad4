import { z } from 'zod';

/** Parsed quote content (spec §3). `tags` is a list for the literary template, else one string. */
export const QuoteContentSchema = z.object({
  /** The quote itself; the only required field. */
  quote: z.string().min(1),
  author: z.string().optional(),
  source: z.string().optional(),
  /** Space-separated words as a list (literary) or the raw line (other templates). */
  tags: z.union([z.string(), z.array(z.string())]).optional(),
  slogan: z.string().optional(),
  organization: z.string().optional(),
  signature: z.string().optional(),
});
export type QuoteContent = z.infer<typeof QuoteContentSchema>;

/** How the parser returns tags. */
export type QuoteTagMode = 'list' | 'text';

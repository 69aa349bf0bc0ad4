import * as z from 'zod/mini';

/** Icons the creative style can show (drawn as inline SVG by card-templates); gift is the default. */
export const BLESSING_ICONS = [
  'gift',
  'heart',
  'star',
  'moon',
  'sun',
  'flower',
  'lantern',
  'cake',
  'tree',
  'bell',
] as const;
export type BlessingIcon = (typeof BLESSING_ICONS)[number];

/** Blessing content (spec §3). Every field may be empty while the user edits. */
export const BlessingContentSchema = z.object({
  festival: z.string(),
  /** The wish itself, possibly several lines. */
  blessing: z.string(),
  signer: z.string(),
  /** A display date; the maker fills in today's date in the current locale. */
  date: z.string(),
  icon: z.enum(BLESSING_ICONS),
});
export type BlessingContent = z.infer<typeof BlessingContentSchema>;

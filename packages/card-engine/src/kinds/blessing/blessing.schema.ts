import * as v from 'valibot';
import { plainObject } from '../../plain-object';

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
export const BlessingContentSchema = plainObject({
  festival: v.string(),
  /** The wish itself, possibly several lines. */
  blessing: v.string(),
  signer: v.string(),
  /** A display date; the maker fills in today's date in the current locale. */
  date: v.string(),
  icon: v.picklist(BLESSING_ICONS),
});
export type BlessingContent = v.InferOutput<typeof BlessingContentSchema>;

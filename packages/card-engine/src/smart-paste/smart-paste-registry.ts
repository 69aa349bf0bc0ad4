import { smartPasteArticle } from '../kinds/article/article.smart-paste';
import { smartPasteProfile } from '../kinds/profile/profile.smart-paste';
import { smartPasteQuote } from '../kinds/quote/quote.smart-paste';
import { smartPasteNote } from '../kinds/xiaohongshu/xiaohongshu.smart-paste';
import { entryForKind, type KindId } from '../kinds';
import type { SmartPaster } from './define-smart-paste';

/** Every kind's smart paste, one line each: the text kinds whose cards come from prose. */
export const SMART_PASTE = {
  profile: smartPasteProfile,
  article: smartPasteArticle,
  xiaohongshu: smartPasteNote,
  quote: smartPasteQuote,
} as const satisfies Partial<Record<KindId, SmartPaster>>;

/** A kind that has smart paste. */
export type SmartPasteKindId = keyof typeof SMART_PASTE;

/**
 * Finds a kind's smart paste.
 * @param kind - any string (a kind id)
 * @returns the kind's smart paste, or undefined for a kind without one
 */
export function smartPasteFor(kind: string): SmartPaster | undefined {
  return entryForKind<SmartPaster>(SMART_PASTE, kind);
}

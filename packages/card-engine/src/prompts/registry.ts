import { articlePrompt } from '../kinds/article/article.prompt';
import { profilePrompt } from '../kinds/profile/profile.prompt';
import { quotePrompt } from '../kinds/quote/quote.prompt';
import { xiaohongshuPrompt } from '../kinds/xiaohongshu/xiaohongshu.prompt';
import { entryForKind, type KindId } from '../kinds';
import type { KindPrompt } from './define-prompt';

/** Every kind's language-model prompt, one line each (the server's AI generation reads them). */
export const AI_PROMPTS = {
  profile: profilePrompt,
  article: articlePrompt,
  xiaohongshu: xiaohongshuPrompt,
  quote: quotePrompt,
} as const satisfies Partial<Record<KindId, KindPrompt>>;

/**
 * Finds a kind's prompt.
 * @param kind - any string (a kind id)
 * @returns the prompt, or undefined for a kind without one
 */
export function promptFor(kind: string): KindPrompt | undefined {
  return entryForKind<KindPrompt>(AI_PROMPTS, kind);
}

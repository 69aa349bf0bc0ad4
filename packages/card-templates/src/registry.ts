import { quoteFashionCardTemplate } from './quote/fashion';
import { quoteRedBoldCardTemplate } from './quote/redBold';
import { quoteLiteraryCardTemplate } from './quote/literary';
import { blessingClassicCardTemplate } from './blessing/classic';
import { blessingCreativeCardTemplate } from './blessing/creative';
import type { BlessingTemplate, CardTemplate, QuoteTemplate } from './types';

/** Quote templates in picker order; the first is the default (spec §2: fashion). */
export const QUOTE_TEMPLATES: readonly QuoteTemplate[] = [
  quoteFashionCardTemplate,
  quoteRedBoldCardTemplate,
  quoteLiteraryCardTemplate,
];

/** Blessing styles in picker order; the first (classic) is the default. */
export const BLESSING_TEMPLATES: readonly BlessingTemplate[] = [
  blessingClassicCardTemplate,
  blessingCreativeCardTemplate,
];

/** Every registered template: one line per template folder (registry.test.ts checks they agree). */
export const TEMPLATES: readonly CardTemplate[] = [...QUOTE_TEMPLATES, ...BLESSING_TEMPLATES];

/**
 * Finds a quote template by id.
 * @param id - e.g. "quote/redBold"
 * @returns the template, or undefined for an unknown id
 */
export function findQuoteTemplate(id: string): QuoteTemplate | undefined {
  return QUOTE_TEMPLATES.find((t) => t.manifest.id === id);
}

/**
 * Finds a blessing template by id.
 * @param id - "blessing/classic" or "blessing/creative"
 * @returns the template, or undefined for an unknown id
 */
export function findBlessingTemplate(id: string): BlessingTemplate | undefined {
  return BLESSING_TEMPLATES.find((t) => t.manifest.id === id);
}

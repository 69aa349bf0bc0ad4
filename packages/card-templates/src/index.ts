/**
 * @inkcard/card-templates: the card templates described as data, their registry and parts.
 * The export path is a separate entry (`@inkcard/card-templates/export`) so the image library is
 * only reached when the user exports.
 */
export { QUOTE_TEMPLATES, BLESSING_TEMPLATES, TEMPLATES, findQuoteTemplate, findBlessingTemplate } from './registry';
export type {
  BlessingCardProps,
  BlessingTemplate,
  CardTemplate,
  QuoteCardProps,
  QuoteTemplate,
  TemplateExamples,
} from './types';
export { FONT_STACKS, fontStack } from './fonts/font-stacks';
export { QuoteDecoration } from './parts/QuoteDecoration';
export { BlessingPattern } from './parts/BlessingPattern';
export { BlessingIconGlyph } from './parts/BlessingIconGlyph';

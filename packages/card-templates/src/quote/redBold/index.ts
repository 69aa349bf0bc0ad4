import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';
import { QuoteRedBoldCard } from './QuoteRedBoldCard';
import { quoteRedBoldManifest } from './template';
import type { QuoteTemplate } from '../../types';

/** The quote/redBold template: manifest, component and examples. */
export const quoteRedBoldCardTemplate: QuoteTemplate = {
  manifest: quoteRedBoldManifest,
  Component: QuoteRedBoldCard,
  examples: { zh: exampleZh, en: exampleEn },
  tagMode: 'text',
};

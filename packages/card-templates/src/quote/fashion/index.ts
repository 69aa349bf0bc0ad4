import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';
import { QuoteFashionCard } from './QuoteFashionCard';
import { quoteFashionManifest } from './template';
import type { QuoteTemplate } from '../../types';

/** The quote/fashion template: manifest, component and examples. */
export const quoteFashionCardTemplate: QuoteTemplate = {
  manifest: quoteFashionManifest,
  Component: QuoteFashionCard,
  examples: { zh: exampleZh, en: exampleEn },
  tagMode: 'text',
};

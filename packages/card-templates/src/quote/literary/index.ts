import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';
import { QuoteLiteraryCard } from './QuoteLiteraryCard';
import { quoteLiteraryManifest } from './template';
import type { QuoteTemplate } from '../../types';

/** The quote/literary template: manifest, component and examples. */
export const quoteLiteraryCardTemplate: QuoteTemplate = {
  manifest: quoteLiteraryManifest,
  Component: QuoteLiteraryCard,
  examples: { zh: exampleZh, en: exampleEn },
  tagMode: 'list',
};

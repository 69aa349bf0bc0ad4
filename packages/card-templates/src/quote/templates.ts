// One kind's templates, one line per folder: the maker imports this list alone
// (`@inkcard/card-templates/kinds/quote`), so its chunks carry no other kind's code or CSS;
// registry.ts joins every kind's list for the pages that show them all.
import { withBody, type CardTemplate } from '../template';
import quoteFashion from './fashion/template';
import quoteFashionCard from './fashion/QuoteFashionCard';
import quoteFashionZh from './fashion/example.zh.txt?raw';
import quoteFashionEn from './fashion/example.en.txt?raw';
import quoteRedBold from './redBold/template';
import quoteRedBoldCard from './redBold/QuoteRedBoldCard';
import quoteRedBoldZh from './redBold/example.zh.txt?raw';
import quoteRedBoldEn from './redBold/example.en.txt?raw';
import quoteLiterary from './literary/template';
import quoteLiteraryCard from './literary/QuoteLiteraryCard';
import quoteLiteraryZh from './literary/example.zh.txt?raw';
import quoteLiteraryEn from './literary/example.en.txt?raw';

/** The quote templates in picker order; the first, fashion, is the maker's default (spec §4). */
export const QUOTE_TEMPLATES: readonly CardTemplate<'quote'>[] = [
  withBody(quoteFashion, quoteFashionCard, { zh: quoteFashionZh, en: quoteFashionEn }),
  withBody(quoteRedBold, quoteRedBoldCard, { zh: quoteRedBoldZh, en: quoteRedBoldEn }),
  withBody(quoteLiterary, quoteLiteraryCard, { zh: quoteLiteraryZh, en: quoteLiteraryEn }),
];

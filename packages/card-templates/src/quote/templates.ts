// One kind's templates, one line per folder: the maker imports this list alone
// (`@inkcard/card-templates/kinds/quote`), so its chunks carry no other kind's code or CSS;
// registry.ts joins every kind's list for the pages that show them all.
import { withBody, type CardTemplate } from '../template';
import quoteFashion from './fashion/template';
import quoteFashionBody from './fashion/body';
import quoteRedBold from './redBold/template';
import quoteRedBoldBody from './redBold/body';
import quoteLiterary from './literary/template';
import quoteLiteraryBody from './literary/body';

/** The quote templates in picker order; the first, fashion, is the maker's default (spec §4). */
export const QUOTE_TEMPLATES: readonly CardTemplate<'quote'>[] = [
  withBody(quoteFashion, quoteFashionBody),
  withBody(quoteRedBold, quoteRedBoldBody),
  withBody(quoteLiterary, quoteLiteraryBody),
];

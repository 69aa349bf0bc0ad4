import { quoteKind } from '@inkcard/card-engine';
import { quoteDownloadTitle } from '@inkcard/shared';
import { CardMakerPage } from '../../features/card-maker/CardMakerPage';
import { defineMaker } from '../../features/card-maker/maker-config';
import { QUOTE_TEMPLATES } from '@inkcard/card-templates/kinds/quote';

/** The quote maker: live preview as you type, login-gated download (spec §2, §4). */
const QUOTE_MAKER = defineMaker<'quote'>({
  kind: quoteKind,
  templates: QUOTE_TEMPLATES,
  copy: {
    title: 'makers.quote.title',
    lead: 'makers.quote.lead',
    leadNarrow: 'makers.quote.leadNarrow',
    previewPlaceholder: 'makers.quote.previewPlaceholder',
    previewPlaceholderNarrow: 'makers.quote.previewPlaceholderNarrow',
    inputPlaceholder: 'makers.quote.inputPlaceholder',
  },
  assist: { smartPaste: true, ai: true },
  loginRequired: true,
  input: 'text',
  layout: 'columns',
  recordTitle: (content) => quoteDownloadTitle(content.quote),
});

/** The quote card maker (/quote): template, labelled text, live preview, style and download. */
export function QuoteMakerPage() {
  return <CardMakerPage config={QUOTE_MAKER} />;
}

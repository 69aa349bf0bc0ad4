import { loadTemplate } from '../template';
import { describeQuoteTemplate } from './describe-quote-template';
import { QUOTE_TEMPLATES } from './templates';

// The checks every quote template shares, run for each template its list registers.
for (const template of QUOTE_TEMPLATES) describeQuoteTemplate(template.id, await loadTemplate(template));

import { describeQuoteTemplate } from '../describe-quote-template';
import { quoteLiteraryCardTemplate } from './index';

describeQuoteTemplate('QuoteLiteraryCard', quoteLiteraryCardTemplate);

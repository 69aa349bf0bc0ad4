import { describeQuoteTemplate } from '../describe-quote-template';
import template from './template';

describeQuoteTemplate('QuoteLiteraryCard', template);

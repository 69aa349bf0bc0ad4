import { describeQuoteTemplate } from '../describe-quote-template';
import { quoteRedBoldCardTemplate } from './index';

describeQuoteTemplate('QuoteRedBoldCard', quoteRedBoldCardTemplate);

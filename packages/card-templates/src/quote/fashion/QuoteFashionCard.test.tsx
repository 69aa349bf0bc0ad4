import { describeQuoteTemplate } from '../describe-quote-template';
import { quoteFashionCardTemplate } from './index';

describeQuoteTemplate('QuoteFashionCard', quoteFashionCardTemplate);

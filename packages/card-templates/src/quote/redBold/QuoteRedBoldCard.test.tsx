import { describeQuoteTemplate } from '../describe-quote-template';
import { joinBody } from '../../template';
import body from './body';
import manifest from './template';

const template = joinBody(manifest, body);

describeQuoteTemplate('QuoteRedBoldCard', template);

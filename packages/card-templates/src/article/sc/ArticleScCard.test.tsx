import { describeArticleTemplate } from '../describe-article-template';
import { joinBody } from '../../template';
import body from './body';
import manifest from './template';

const template = joinBody(manifest, body);

describeArticleTemplate('ArticleScCard', template);

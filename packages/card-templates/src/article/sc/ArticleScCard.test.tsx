import { describeArticleTemplate } from '../describe-article-template';
import template from './template';

describeArticleTemplate('ArticleScCard', template);

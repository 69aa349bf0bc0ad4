import { loadTemplate } from '../template';
import { describeArticleTemplate } from './describe-article-template';
import { ARTICLE_TEMPLATES } from './templates';

// The checks every article template shares, run for each template its list registers.
for (const template of ARTICLE_TEMPLATES) describeArticleTemplate(template.id, await loadTemplate(template));

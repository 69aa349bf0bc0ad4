import { describe, expect, it } from 'vitest';
import { describeArticleTemplate, exampleContent, renderCard } from '../describe-article-template';
import template from './template';

describeArticleTemplate('ArticleResearchBriefCard', template);

describe('ArticleResearchBriefCard', () => {
  it('numbers findings in brackets, sections with §, and sets the source as a citation', () => {
    const content = exampleContent(template, 'en');
    const html = renderCard(template, content);
    expect(html).toContain('[<!-- -->4<!-- -->]');
    expect(html).toContain('§<!-- -->3');
    expect(html).toContain('Cite as');
    expect(html).toContain('Sleep duration and memory consolidation: a longitudinal study.');
  });
});

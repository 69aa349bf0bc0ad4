import { describe, expect, it } from 'vitest';
import { describeArticleTemplate, exampleContent, renderText } from '../describe-article-template';
import { joinBody } from '../../template';
import body from './body';
import manifest from './template';

const template = joinBody(manifest, body);

describeArticleTemplate('ArticleResearchBriefCard', template);

describe('ArticleResearchBriefCard', () => {
  it('numbers findings in brackets, sections with §, and sets the source as a citation', () => {
    const content = exampleContent(template, 'en');
    const text = renderText(template, content);
    expect(text).toContain('[4]');
    expect(text).toContain('§3');
    expect(text).toContain('Cite as');
    expect(text).toContain('Sleep duration and memory consolidation: a longitudinal study.');
  });
});

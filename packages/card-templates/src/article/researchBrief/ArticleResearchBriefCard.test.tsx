import { describe, expect, it } from 'vitest';
import { exampleContent, renderText } from '../describe-article-template';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

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

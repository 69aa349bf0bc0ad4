import { describe, expect, it } from 'vitest';
import { describeArticleTemplate, exampleContent, renderCard } from '../describe-article-template';
import { loadTemplate } from '../../template';
import manifest from './template';

// The body (component and examples) is its own chunk; the tests draw the template as a page does.
const template = await loadTemplate(manifest);

describeArticleTemplate('ArticleBlueRoseCard', template);

describe('ArticleBlueRoseCard', () => {
  it('numbers key points with Roman numerals', () => {
    const html = renderCard(template, exampleContent(template, 'en'));
    expect(html).toContain('>IV<');
  });
});

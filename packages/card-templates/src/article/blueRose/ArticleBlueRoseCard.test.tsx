import { describe, expect, it } from 'vitest';
import { describeArticleTemplate, exampleContent, renderCard } from '../describe-article-template';
import template from './template';

describeArticleTemplate('ArticleBlueRoseCard', template);

describe('ArticleBlueRoseCard', () => {
  it('numbers key points with Roman numerals', () => {
    const html = renderCard(template, exampleContent(template, 'en'));
    expect(html).toContain('>IV<');
  });
});

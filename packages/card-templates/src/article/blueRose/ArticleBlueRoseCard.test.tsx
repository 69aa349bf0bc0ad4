import { describe, expect, it } from 'vitest';
import { describeArticleTemplate, exampleContent, renderCard } from '../describe-article-template';
import { joinBody } from '../../template';
import body from './body';
import manifest from './template';

const template = joinBody(manifest, body);

describeArticleTemplate('ArticleBlueRoseCard', template);

describe('ArticleBlueRoseCard', () => {
  it('numbers key points with Roman numerals', () => {
    const html = renderCard(template, exampleContent(template, 'en'));
    expect(html).toContain('>IV<');
  });
});

import { describe, expect, it } from 'vitest';
import { describeArticleTemplate, exampleContent, renderCard } from '../describe-article-template';
import { joinBody } from '../../template';
import body from './body';
import manifest from './template';

const template = joinBody(manifest, body);

describeArticleTemplate('ArticleKalanFlavorCard', template);

describe('ArticleKalanFlavorCard', () => {
  it('marks sections with Chinese numerals in Chinese and figures in English', () => {
    expect(renderCard(template, exampleContent(template, 'zh'))).toContain('>三<');
    expect(renderCard(template, exampleContent(template, 'en'))).toContain('>3<');
  });
});

import { describe, expect, it } from 'vitest';
import { describeArticleTemplate, exampleContent, renderCard } from '../describe-article-template';
import { loadTemplate } from '../../template';
import manifest from './template';

// The body (component and examples) is its own chunk; the tests draw the template as a page does.
const template = await loadTemplate(manifest);

describeArticleTemplate('ArticleKalanFlavorCard', template);

describe('ArticleKalanFlavorCard', () => {
  it('marks sections with Chinese numerals in Chinese and figures in English', () => {
    expect(renderCard(template, exampleContent(template, 'zh'))).toContain('>三<');
    expect(renderCard(template, exampleContent(template, 'en'))).toContain('>3<');
  });
});

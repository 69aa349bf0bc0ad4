import { describe, expect, it } from 'vitest';
import { exampleContent, renderCard } from '../describe-article-template';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

describe('ArticleKalanFlavorCard', () => {
  it('marks sections with Chinese numerals in Chinese and figures in English', () => {
    expect(renderCard(template, exampleContent(template, 'zh'))).toContain('>三<');
    expect(renderCard(template, exampleContent(template, 'en'))).toContain('>3<');
  });
});

import { describe, expect, it } from 'vitest';
import { exampleContent, renderCard } from '../describe-article-template';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

describe('ArticleBlueRoseCard', () => {
  it('numbers key points with Roman numerals', () => {
    const html = renderCard(template, exampleContent(template, 'en'));
    expect(html).toContain('>IV<');
  });
});

import { describe, expect, it } from 'vitest';
import { describeArticleTemplate, exampleContent, renderCard } from '../describe-article-template';
import { loadTemplate } from '../../template';
import manifest from './template';

// The body (component and examples) is its own chunk; the tests draw the template as a page does.
const template = await loadTemplate(manifest);

describeArticleTemplate('ArticleMediaWritingCard', template);

describe('ArticleMediaWritingCard', () => {
  it('numbers sections 01, 02… and signs off with END', () => {
    const content = exampleContent(template, 'zh');
    const html = renderCard(template, content);
    expect(html).toContain('>01<');
    expect(html).toContain('>02<');
    expect(html).toContain('文 / ');
    expect(html).toContain('END');
  });
});

import { describe, expect, it } from 'vitest';
import { exampleContent, renderCard } from '../describe-article-template';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

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

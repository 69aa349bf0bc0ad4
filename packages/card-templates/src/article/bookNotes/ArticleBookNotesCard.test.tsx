import { describe, expect, it } from 'vitest';
import { exampleContent, renderCard } from '../describe-article-template';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

describe('ArticleBookNotesCard', () => {
  it('puts the book named in 《》 on the cover and marks every quote as a highlight', () => {
    const content = exampleContent(template, 'zh');
    const html = renderCard(template, content);
    expect(html).toMatch(/<span class="[^"]*coverTitle[^"]*">原子习惯<\/span>/);
    expect(html.match(/<mark>/g)).toHaveLength(content.quotes.length);
    expect(html).toContain('第 3 章');
  });
});

import { describe, expect, it } from 'vitest';
import { describeArticleTemplate, exampleContent, renderCard } from '../describe-article-template';
import { joinBody } from '../../template';
import body from './body';
import manifest from './template';

const template = joinBody(manifest, body);

describeArticleTemplate('ArticleBookNotesCard', template);

describe('ArticleBookNotesCard', () => {
  it('puts the book named in 《》 on the cover and marks every quote as a highlight', () => {
    const content = exampleContent(template, 'zh');
    const html = renderCard(template, content);
    expect(html).toMatch(/<span class="[^"]*coverTitle[^"]*">原子习惯<\/span>/);
    expect(html.match(/<mark>/g)).toHaveLength(content.quotes.length);
    expect(html).toContain('第 3 章');
  });
});

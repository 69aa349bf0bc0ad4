import { describe, expect, it } from 'vitest';
import { describeArticleTemplate, exampleContent, renderCard } from '../describe-article-template';
import template from './template';

describeArticleTemplate('ArticleInterviewCard', template);

describe('ArticleInterviewCard', () => {
  it('opens on the lead with the speaker named by the quotes, and marks questions and answers', () => {
    const content = exampleContent(template, 'zh');
    const html = renderCard(template, content);
    expect(html).toContain('我不是在做一款游戏，而是在和五年前的自己对话。');
    expect(html).toContain('周默');
    // The hero line is not repeated as a pull quote.
    expect(html.split('我不是在做一款游戏').length - 1).toBe(1);
    expect(html.match(/>问</g)).toHaveLength(content.sections.length);
  });
});

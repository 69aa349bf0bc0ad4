import { describe, expect, it } from 'vitest';
import { describeArticleTemplate, exampleContent, renderText } from '../describe-article-template';
import { joinBody } from '../../template';
import body from './body';
import manifest from './template';

const template = joinBody(manifest, body);

describeArticleTemplate('ArticleInterviewCard', template);

describe('ArticleInterviewCard', () => {
  it('opens on the lead with the speaker named by the quotes, and marks questions and answers', () => {
    const content = exampleContent(template, 'zh');
    const text = renderText(template, content);
    expect(text).toContain('我不是在做一款游戏，而是在和五年前的自己对话。');
    expect(text).toContain('周默');
    // The hero line is not repeated as a pull quote.
    expect(text.split('我不是在做一款游戏').length - 1).toBe(1);
    expect(text.match(/问/g)?.length).toBeGreaterThanOrEqual(content.sections.length);
  });
});

import { describe, expect, it } from 'vitest';
import { describeArticleTemplate, exampleContent, renderCard } from '../describe-article-template';
import { joinBody } from '../../template';
import body from './body';
import manifest from './template';

const template = joinBody(manifest, body);

describeArticleTemplate('ArticleDedaoOrangeCard', template);

describe('ArticleDedaoOrangeCard', () => {
  it('marks every key point as a highlight and numbers the lessons', () => {
    const content = exampleContent(template, 'zh');
    const html = renderCard(template, content);
    expect(html.match(/<mark>/g)).toHaveLength(content.keyPoints.length);
    expect(html).toContain('>知识点 04<');
  });
});

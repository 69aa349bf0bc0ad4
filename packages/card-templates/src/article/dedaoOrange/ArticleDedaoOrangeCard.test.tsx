import { describe, expect, it } from 'vitest';
import { exampleContent, renderCard } from '../describe-article-template';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

describe('ArticleDedaoOrangeCard', () => {
  it('marks every key point as a highlight and numbers the lessons', () => {
    const content = exampleContent(template, 'zh');
    const html = renderCard(template, content);
    expect(html.match(/<mark>/g)).toHaveLength(content.keyPoints.length);
    expect(html).toContain('>知识点 04<');
  });
});

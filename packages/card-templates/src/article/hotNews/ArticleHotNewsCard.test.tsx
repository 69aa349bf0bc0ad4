import { describe, expect, it } from 'vitest';
import type { ArticleContent } from '@inkcard/card-engine';
import { exampleContent, ONE_LINE, renderText } from '../describe-article-template';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

describe('ArticleHotNewsCard reading time and reactions', () => {
  const render = (content: ArticleContent) => renderText(template, content);
  it('counts characters / 500, rounded up, at least one minute (spec §9)', () => {
    expect(render(ONE_LINE)).toContain('阅读约 1 分钟');
    expect(render({ ...ONE_LINE, title: '字'.repeat(500), conclusion: '多' })).toContain('阅读约 2 分钟');
    expect(render({ ...ONE_LINE, lang: 'en', title: 'x'.repeat(1500) })).toContain('3 min read');
  });
  it('draws each global reaction with its time, title and content, and each impact', () => {
    const content = exampleContent(template, 'zh');
    const html = render(content);
    for (const r of content.globalReactions) {
      expect(html).toContain(r.title);
      expect(html).toContain(r.time.split(' ').at(-1));
    }
    for (const i of content.impactAnalysis!.impacts) expect(html).toContain(i.title);
  });
});

import { describe, expect, it } from 'vitest';
import { exampleContent, renderCard } from '../describe-article-template';
import { textOf } from '../../test/text-of';
import { loadTemplate } from '../../template';
import manifest from './template';

const template = await loadTemplate(manifest);

describe('ArticleConceptCard', () => {
  it('draws one numbered card per concept, accents cycling by index', () => {
    const content = exampleContent(template, 'zh');
    expect(content.concepts).toHaveLength(5);
    const html = renderCard(template, content);
    for (const c of content.concepts) expect(textOf(html)).toContain(c.title);
    expect(html).toContain('05');
    // Six accents: the first and the seventh card would share one; five cards use five.
    const accents = [...html.matchAll(/--tone:(#[0-9a-f]{6})/g)].map((m) => m[1]);
    expect(new Set(accents).size).toBe(5);
  });
});

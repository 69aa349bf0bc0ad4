import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { articleKind, type ArticleContent } from '@inkcard/card-engine';
import type { CardTemplate } from '../template';

/** HTML-escapes text the way React does, to look for it in rendered markup. */
const escaped = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * Renders a template to HTML, without the break opportunities headlines carry between words.
 * @param template - the template
 * @param content - the article
 * @returns the markup, <wbr/> removed
 */
export function renderCard(template: CardTemplate<'article'>, content: ArticleContent): string {
  return renderToString(<template.Component content={content} style={template.styleDefaults} />).replace(
    /<wbr\/>/g,
    '',
  );
}

/** The smallest article: a headline and nothing else. */
export const ONE_LINE: ArticleContent = {
  title: '一句话',
  keyPoints: [],
  quotes: [],
  sections: [],
  concepts: [],
  keyAchievements: [],
  globalReactions: [],
};

/**
 * Parses a template's example, failing the test when it does not parse cleanly.
 * @param template - the template
 * @param lng - which example
 * @returns the content
 */
export function exampleContent(template: CardTemplate<'article'>, lng: 'zh' | 'en'): ArticleContent {
  const res = articleKind.parse(template.examples[lng]);
  if (!res.ok) throw new Error(`${template.id} ${lng} example does not parse: ${JSON.stringify(res.issues)}`);
  return res.content;
}

/**
 * The tests every article template shares: both examples parse without a warning, are written in
 * their language, and render their headline and every key point; a one-line article renders; text
 * that looks like HTML stays text. Each template's own test file calls this, then adds its own.
 * @param name - the component name, for the report
 * @param template - the registered template
 */
export function describeArticleTemplate(name: string, template: CardTemplate<'article'>): void {
  describe(name, () => {
    it.each(['zh', 'en'] as const)('renders its %s example, in that language, without a warning', (lng) => {
      const res = articleKind.parse(template.examples[lng]);
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      expect(res.warnings).toBeUndefined();
      expect(res.content.lang).toBe(lng);
      const html = renderCard(template, res.content);
      expect(html).toContain(`data-card="${template.id}"`);
      expect(html).toContain(`lang="${lng === 'zh' ? 'zh-CN' : 'en'}"`);
      for (const text of [res.content.title, ...res.content.keyPoints].filter(Boolean)) {
        expect(html).toContain(escaped(text));
      }
    });
    it('renders a one-line article', () => {
      expect(renderCard(template, ONE_LINE)).toContain('一句话');
    });
    it('shows HTML in the text as text, never as markup', () => {
      const content: ArticleContent = {
        ...ONE_LINE,
        title: '<script>alert(1)</script>',
        keyPoints: ['<img src=x onerror=alert(1)>'],
        conclusion: '<b>x</b>',
      };
      const html = renderCard(template, content);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;script&gt;');
    });
  });
}

import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { articleKind, type ArticleContent } from '@inkcard/card-engine';
import type { LoadedTemplate } from '../template';
import { textOf } from '../test/text-of';

/**
 * Renders a template to HTML.
 * @param template - the template
 * @param content - the article
 * @returns the markup
 */
export function renderCard(template: LoadedTemplate<'article'>, content: ArticleContent): string {
  return renderToString(<template.Component content={content} style={template.styleDefaults} />);
}

/**
 * The text a template draws for an article (its runs joined, see textOf).
 * @param template - the template
 * @param content - the article
 * @returns the visible text
 */
export function renderText(template: LoadedTemplate<'article'>, content: ArticleContent): string {
  return textOf(renderCard(template, content));
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
export function exampleContent(template: LoadedTemplate<'article'>, lng: 'zh' | 'en'): ArticleContent {
  const res = articleKind.parse(template.examples[lng]);
  if (!res.ok) throw new Error(`${template.id} ${lng} example does not parse: ${JSON.stringify(res.issues)}`);
  return res.content;
}

/**
 * The tests every article template shares: both examples parse without a warning, are written in
 * their language, and render their headline and every key point on a content-height card with no
 * joiner characters; a one-line article renders; text that looks like HTML stays text.
 * Its kind's templates.test.tsx runs this for every template; a template's own test adds what is its own.
 * @param name - the template's id, for the report
 * @param template - the registered template
 */
export function describeArticleTemplate(name: string, template: LoadedTemplate<'article'>): void {
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
      // A content-height card of the card layer, laid out at 750 px.
      expect(html).toContain('data-canvas="auto"');
      for (const text of [res.content.title, ...res.content.keyPoints].filter(Boolean)) {
        expect(textOf(html)).toContain(text);
      }
      // Line ends are kept by the card layer's runs, never by invisible characters in the text.
      expect(html).not.toMatch(/[\u2060\u200b\u00a0]/);
    });
    it('renders a one-line article', () => {
      expect(renderText(template, ONE_LINE)).toContain('一句话');
    });
    it('draws a headline alone as a poster, its headline larger, and a full article as before', () => {
      const poster = renderCard(template, { ...ONE_LINE, subtitle: '副标题', author: '林知远', source: '墨卡' });
      expect(poster).toMatch(/data-poster=""/);
      expect(poster).toMatch(/--title-boost:1\.8/);
      for (const lng of ['zh', 'en'] as const) {
        const html = renderCard(template, exampleContent(template, lng));
        expect(html).not.toContain('data-poster');
        expect(html).not.toContain('--title-boost');
      }
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
      expect(textOf(html)).toContain('<script>alert(1)</script>');
    });
  });
}

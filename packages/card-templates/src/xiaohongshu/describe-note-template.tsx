import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { xiaohongshuKind, type XiaohongshuContent } from '@inkcard/card-engine';
import type { LoadedTemplate } from '../template';
import { textOf } from '../test/text-of';

/**
 * The tests every note template shares: both examples render their title, body and sections,
 * and text that looks like HTML stays text.
 * @param name - the template's id, for the report
 * @param template - the registered template
 */
export function describeNoteTemplate(name: string, template: LoadedTemplate<'xiaohongshu'>): void {
  describe(name, () => {
    it.each(['zh', 'en'] as const)('renders the %s example with its title, sections and tags', (lng) => {
      const res = xiaohongshuKind.parse(template.examples[lng]);
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      const html = renderToString(<template.Component content={res.content} style={template.styleDefaults} />);
      expect(html).toContain(`data-card="${template.id}"`);
      // Every page is a 3:4 card of the card layer.
      expect(html).toContain('data-canvas="3:4"');
      const text = textOf(html);
      expect(text).toContain(res.content.title);
      for (const s of res.content.sections) expect(text).toContain(s.label);
      expect(res.content.tags.length).toBeGreaterThan(0);
      for (const tag of res.content.tags) expect(text).toContain(tag);
      // Line ends are kept together by the card layer's runs, never by invisible characters.
      expect(html).not.toMatch(/[\u2060\u200b\u00a0]/);
    });
    it.each([
      ['a title alone', { title: '周末去海边吹吹风', body: '' }],
      ['a title and a line', { title: 'A weekend by the sea', body: 'Salt, wind and **sun**.' }],
    ])('draws %s as a poster: the cover on one page, the line under the title', (_, note) => {
      const content: XiaohongshuContent = { ...note, sections: [], tags: ['海边'] };
      const html = renderToString(<template.Component content={content} style={template.styleDefaults} />);
      expect(html).toContain('data-poster=""');
      expect(html.match(/data-carousel-page="/g)).toHaveLength(1);
      const text = textOf(html);
      expect(text).toContain(content.title);
      if (note.body) expect(text).toContain('Salt, wind and sun.');
      expect(text).toContain('#海边');
    });
    it('shows HTML in the text as text, never as markup', () => {
      const content: XiaohongshuContent = {
        title: '<img src=x onerror=alert(1)>',
        body: '<script>alert(1)</script>',
        sections: [],
        tags: ['<b>'],
      };
      const html = renderToString(<template.Component content={content} style={template.styleDefaults} />);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(textOf(html)).toContain('<script>alert(1)</script>');
    });
  });
}

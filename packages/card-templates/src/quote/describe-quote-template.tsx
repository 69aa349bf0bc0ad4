import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { quoteKind } from '@inkcard/card-engine';
import type { LoadedTemplate } from '../template';
import { textOf } from '../test/text-of';

/**
 * The tests every quote template shares: both examples render with their quote and author, and
 * text that looks like HTML stays text. Its kind's templates.test.tsx runs this for every template.
 * @param name - the template's id, for the report
 * @param template - the registered template
 */
export function describeQuoteTemplate(name: string, template: LoadedTemplate<'quote'>): void {
  describe(name, () => {
    it.each(['zh', 'en'] as const)('renders the %s example with its quote and author', (lng) => {
      const res = quoteKind.parse(template.examples[lng], template.parseOptions);
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      const html = renderToString(<template.Component content={res.content} style={template.styleDefaults} />);
      expect(html).toContain(`data-card="${template.id}"`);
      expect(textOf(html)).toContain(res.content.quote.split('\n')[0]);
      expect(textOf(html)).toContain(res.content.author);
    });
    it('shows HTML in the text as text, never as markup', () => {
      const html = renderToString(
        <template.Component
          content={{ quote: '<script>alert(1)</script>', author: '<b>x</b>' }}
          style={template.styleDefaults}
        />,
      );
      expect(html).not.toContain('<script>');
      expect(textOf(html)).toContain('<script>alert(1)</script>');
    });
  });
}

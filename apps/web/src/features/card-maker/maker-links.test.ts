import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '@inkcard/card-templates/registry';
import { makerLinkFor, templateSearch } from './maker-links';
import { MAKERS } from '../../makers';

describe('maker links', () => {
  it("opens every registered template's own maker, naming the template readably", () => {
    for (const template of TEMPLATES) {
      const url = new URL(makerLinkFor(template), 'http://x');
      expect(url.pathname).toBe(MAKERS[template.kind].path);
      expect(url.searchParams.get('template')).toBe(template.id);
      expect(url.search).toBe(`?template=${template.id}`);
    }
  });

  it('replaces the template and keeps the other parameters after it', () => {
    expect(templateSearch('quote/redBold', '?template=quote/fashion&x=1')).toBe('?template=quote/redBold&x=1');
    expect(templateSearch('quote/redBold', '')).toBe('?template=quote/redBold');
  });

  it('escapes what a query cannot carry, keeping the slash', () => {
    const search = templateSearch('a b/c&d', '?y=2');
    expect(search).toBe('?template=a%20b/c%26d&y=2');
    expect(new URLSearchParams(search).get('template')).toBe('a b/c&d');
  });
});

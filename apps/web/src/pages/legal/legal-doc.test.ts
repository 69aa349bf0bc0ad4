import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/locales/en';
import { zh } from '../../i18n/locales/zh';

describe('footer pages content', () => {
  it.each([
    ['en', en],
    ['zh', zh],
  ])('%s has real sections for every page and never promises later content', (_lang, catalog) => {
    for (const doc of Object.values(catalog.legal.pages)) {
      expect(Object.keys(doc.sections).length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(doc)).not.toMatch(/coming\s+soon|敬请期待|即将推出/i);
    }
  });

  it('has at least six questions on the FAQ page', () => {
    expect(Object.keys(en.legal.pages.faq.sections).length).toBeGreaterThanOrEqual(6);
  });
});

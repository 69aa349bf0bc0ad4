import { beforeAll, describe, expect, it, vi } from 'vitest';
import { KINDS } from '@inkcard/card-engine';
import { MAKERS } from './makers';
import { ROUTE_MODULES } from './route-modules';
import { loadMakerPage } from './pages';
import { en } from './i18n/locales/en';
import { zh } from './i18n/locales/zh';

// The pages start the UI's i18n, which reads the browser's language: these tests run in Node.
beforeAll(() => {
  vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });
  vi.stubGlobal('document', { documentElement: {} });
});

// A kind of the engine is a maker a visitor can open: these load each kind's page as its route
// does, so a kind added to the engine without its maker fails here, not as a blank page.
describe.each(KINDS.map((k) => [k.id] as const))('the %s maker', (kind) => {
  const { path, ui, page } = MAKERS[kind];

  it('loads its page component', async () => {
    expect(typeof (await loadMakerPage(kind)), page).toBe('function');
  });

  it('has a page title, a menu name and a guide section in both languages', () => {
    for (const catalog of [en, zh]) {
      expect(catalog.common.titles[ui]).toBeTruthy();
      expect(catalog.common.tools[ui]).toBeTruthy();
      expect(catalog.common.tools[`${ui}Desc`]).toBeTruthy();
      expect(catalog.guide.sections[ui].title).toBeTruthy();
    }
  });

  it("has its page's code and catalogs hinted on a first visit", () => {
    // The saved cards' catalog too: the save bar under the export bar draws with the maker.
    expect(ROUTE_MODULES[path]).toEqual([
      page,
      'i18n/locales/en/makers',
      'i18n/locales/zh/makers',
      'i18n/locales/en/cards',
      'i18n/locales/zh/cards',
    ]);
  });
});

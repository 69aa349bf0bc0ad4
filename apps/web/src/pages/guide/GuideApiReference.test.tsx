import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { KINDS } from '@inkcard/card-engine';

// The UI's i18n reads the browser's language when it starts: these tests run in Node.
vi.stubGlobal('navigator', { languages: ['en'], language: 'en' });
vi.stubGlobal('document', { documentElement: {} });
const { default: i18n, loadCatalog } = await import('../../i18n');
const { GuideApiReference } = await import('./GuideApiReference');
beforeAll(() => loadCatalog('guide'));

describe("the guide's API reference", () => {
  it.each(['zh', 'en'] as const)('lists every kind the render API draws, by its id and name (%s)', async (lng) => {
    await i18n.changeLanguage(lng);
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <GuideApiReference />
      </I18nextProvider>,
    );
    const kindRow = /<td[^>]*>kind<\/td><td[^>]*>(.*?)<\/td>/.exec(html)?.[1] ?? '';
    expect(kindRow).not.toMatch(/\{\{|guide\.api/);
    for (const kind of KINDS) expect(kindRow, kind.id).toContain(kind.id);
    expect(kindRow).toContain(lng === 'zh' ? '名言卡片' : 'Quote card');
  });
});

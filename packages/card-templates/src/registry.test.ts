import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { BlessingStyleSchema, parseBlessing, parseQuote, QuoteStyleSchema } from '@inkcard/card-engine';
import { BLESSING_TEMPLATES, QUOTE_TEMPLATES, TEMPLATES } from './registry';

// Every folder holding a template.ts is a template; Vite lists them without touching Node's fs.
const folders = Object.keys(import.meta.glob('./*/*/template.ts')).map((p) =>
  p.replace(/^\.\//, '').replace(/\/template\.ts$/, ''),
);

describe('template registry', () => {
  it('registers every template folder, and nothing else', () => {
    expect(folders.length).toBeGreaterThan(0);
    expect([...TEMPLATES.map((t) => t.manifest.id)].sort()).toEqual([...folders].sort());
  });
  it('has unique ids', () => {
    const ids = TEMPLATES.map((t) => t.manifest.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('names each template after its folder and kind', () => {
    for (const t of TEMPLATES) expect(t.manifest.id.startsWith(`${t.manifest.kind}/`)).toBe(true);
  });
  it('lists fashion, redBold, literary (fashion first) and classic, creative', () => {
    expect(QUOTE_TEMPLATES.map((t) => t.manifest.id)).toEqual(['quote/fashion', 'quote/redBold', 'quote/literary']);
    expect(BLESSING_TEMPLATES.map((t) => t.manifest.id)).toEqual(['blessing/classic', 'blessing/creative']);
  });
  it('has valid style defaults within the slider ranges', () => {
    for (const t of QUOTE_TEMPLATES) expect(QuoteStyleSchema.safeParse(t.manifest.styleDefaults).success).toBe(true);
    for (const t of BLESSING_TEMPLATES)
      expect(BlessingStyleSchema.safeParse(t.manifest.styleDefaults).success).toBe(true);
  });
  it('exports quotes and blessings at scale 3', () => {
    for (const t of TEMPLATES) expect(t.manifest.exportScale).toBe(3);
  });

  describe.each(QUOTE_TEMPLATES.map((t) => [t.manifest.id, t] as const))('%s', (_id, t) => {
    it.each(['zh', 'en'] as const)('parses and renders its %s example', (lng) => {
      const res = parseQuote(t.examples[lng], { tagMode: t.tagMode });
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      const html = renderToString(
        createElement(t.Component, { content: res.content, style: t.manifest.styleDefaults }),
      );
      expect(html).toContain(`data-card="${t.manifest.id}"`);
    });
  });
  describe.each(BLESSING_TEMPLATES.map((t) => [t.manifest.id, t] as const))('%s', (_id, t) => {
    it.each(['zh', 'en'] as const)('parses and renders its %s example', (lng) => {
      const res = parseBlessing(t.examples[lng]);
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      const html = renderToString(
        createElement(t.Component, { content: res.content, style: t.manifest.styleDefaults }),
      );
      expect(html).toContain(`data-card="${t.manifest.id}"`);
    });
  });
});

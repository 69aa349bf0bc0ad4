import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { KINDS, findKind, safeParse, type AnyCardKind } from '@inkcard/card-engine';
import { TEMPLATES, findTemplate, templatesOf } from './registry';
import { loadedTemplate, loadTemplate, type AnyCardTemplate } from './template';

// Every folder holding a template.ts is a template; Vite lists them without touching Node's fs.
const folders = Object.keys(import.meta.glob('./*/*/template.ts')).map((p) =>
  p.replace(/^\.\//, '').replace(/\/template\.ts$/, ''),
);
// Two rules are lint's, set up in eslint.config.js and proved in scripts/lint-rules.test.ts: a
// template is named by id only in its own folder and registry.ts (`inkcard/no-template-id`,
// scripts/lint/no-template-id.mjs, which finds the templates by these same folders), and a manifest
// imports nothing of its folder or CSS statically (no-restricted-imports on `*/*/template.ts`).

const kindOf = (t: AnyCardTemplate): AnyCardKind => findKind(t.kind)!;
const each = TEMPLATES.map((t) => [t.id, t] as const);
const hex = /^#[0-9a-f]{6}$/i;

describe('template registry', () => {
  it('registers every template folder, and nothing else', () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(TEMPLATES.map((t) => t.id).sort()).toEqual([...folders].sort());
  });
  it("lists each folder in its own kind's list, the one that kind's maker loads", () => {
    for (const kind of KINDS) {
      const own = folders.filter((f) => f.startsWith(`${kind.id}/`)).sort();
      expect(
        templatesOf(kind.id)
          .map((t) => t.id)
          .sort(),
        kind.id,
      ).toEqual(own);
    }
  });
  it("comes with its kind's list for a kind's first template, and loads on demand for the large kinds' others", () => {
    // A maker draws its default card at once; its first load carries one card's weight, not thirteen.
    for (const kind of KINDS) expect(loadedTemplate(templatesOf(kind.id)[0]!), kind.id).toBeDefined();
    for (const kind of ['article', 'profile'] as const)
      expect(templatesOf(kind).filter((t) => loadedTemplate(t) === undefined).length, kind).toBe(
        templatesOf(kind).length - 1,
      );
  });
  it("loads every template's card and examples from its own folder", async () => {
    // The manifest reaches them only through import() (its imports are linted), so the picker and
    // the style panel, which read manifests, never load them.
    for (const t of TEMPLATES) {
      const loaded = await loadTemplate(t);
      expect(typeof loaded.Component, t.id).toBe('function');
      for (const lng of ['zh', 'en'] as const) expect(loaded.examples[lng].trim(), t.id).not.toBe('');
    }
  });
  it('has unique ids, each made of a registered kind and its folder', () => {
    const ids = TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of TEMPLATES) {
      expect(findKind(t.kind)).toBeDefined();
      expect(t.id).toMatch(new RegExp(`^${t.kind}/[a-z][A-Za-z0-9]*$`));
    }
  });
  it('gives every kind a template, lists them by kind and finds them by id', () => {
    for (const kind of KINDS) expect(templatesOf(kind.id).length).toBeGreaterThan(0);
    // Spec §2, §4: each maker starts on these; the rest of the order is the registry's.
    expect(templatesOf('quote')[0]?.id).toBe('quote/fashion');
    expect(templatesOf('blessing')[0]?.id).toBe('blessing/classic');
    expect(templatesOf('profile')[0]?.id).toBe('profile/default');
    expect(templatesOf('article')[0]?.id).toBe('article/hotNews');
    for (const kind of KINDS) expect(templatesOf(kind.id).every((t) => t.kind === kind.id)).toBe(true);
    expect(findTemplate('quote/literary')?.id).toBe('quote/literary');
    expect(findTemplate('quote/nope')).toBeUndefined();
  });
  describe.each(each)('%s', (_id, t) => {
    it('has its name, description and hints in both languages', () => {
      for (const lng of ['zh', 'en'] as const) {
        expect(t.text[lng].name.trim()).not.toBe('');
        expect(t.text[lng].description.trim()).not.toBe('');
        for (const hint of t.hints[lng]) expect(hint.trim()).not.toBe('');
      }
      expect(t.hints.zh).toHaveLength(t.hints.en.length);
      expect(t.text.zh.name).toMatch(/\p{Script=Han}/u);
    });
    it('has valid style defaults, a valid reset and a swatch', () => {
      const kind = kindOf(t);
      expect(safeParse(kind.styleSchema, t.styleDefaults).success).toBe(true);
      if (t.onSelect !== 'defaults') {
        expect(safeParse(kind.styleSchema, { ...t.styleDefaults, ...t.onSelect }).success).toBe(true);
      }
      expect(t.swatch.background).toMatch(hex);
      expect(t.swatch.accent).toMatch(hex);
      expect(['auto', '3:4', '1:1', '9:16']).toContain(t.aspect);
    });
    it('offers controls over real style keys whose defaults they can show', () => {
      const defaults = t.styleDefaults as Record<string, unknown>;
      const labels = t.controls.map((c) => c.label);
      expect(new Set(labels).size).toBe(labels.length);
      for (const c of t.controls) {
        expect(Object.keys(defaults), c.key).toContain(c.key);
        const value = defaults[c.key];
        if (c.type === 'slider' || c.type === 'number') {
          expect(value as number).toBeGreaterThanOrEqual(c.min);
          expect(value as number).toBeLessThanOrEqual(c.max);
        }
        if (c.type === 'select') expect(c.values).toContain(value);
        if (c.type === 'schemes') expect(c.schemes.map((s) => s.id)).toContain(value);
        if (c.type === 'swatches') for (const k of c.alsoSets ?? []) expect(Object.keys(defaults)).toContain(k);
      }
    });
    it('says whether its body has a paged form', async () => {
      const loaded = await loadTemplate(t);
      expect(Boolean(loaded.pagedForm)).toBe(t.hasPagedForm === true);
    });
    it.each(['zh', 'en'] as const)('parses and renders its %s example', async (lng) => {
      const kind = kindOf(t);
      const loaded = await loadTemplate(t);
      const res = kind.parse(loaded.examples[lng], t.parseOptions as never);
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      const html = renderToString(
        createElement(loaded.Component as never, { content: res.content, style: t.styleDefaults }),
      );
      expect(html).toContain(`data-card="${t.id}"`);
      // The root declares the canvas the manifest names (the card-layer contract, parts/fit).
      expect(html).toContain(`data-canvas="${t.aspect}"`);
    });
  });
});

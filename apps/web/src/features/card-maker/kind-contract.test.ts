import { describe, expect, it } from 'vitest';
import { CARD_KIND_IDS, EXPORT_SCALES, KINDS } from '@inkcard/card-engine';
import { TEMPLATES } from '@inkcard/card-templates/registry';
import { CARD_TYPES, EXPORT_SCALE_MAX, EXPORT_SCALE_MIN } from '@inkcard/shared';
import { en } from '../../i18n/locales/en';

describe('one id per kind', () => {
  it('tracks downloads under the kind ids the engine knows (spec §7 cardType)', () => {
    expect([...CARD_TYPES].sort()).toEqual([...CARD_KIND_IDS].sort());
    for (const kind of KINDS) expect(CARD_TYPES).toContain(kind.trackingType);
  });
  it("offers in the maker the export scales the API accepts, each kind's default among them", () => {
    const accepted = Array.from({ length: EXPORT_SCALE_MAX - EXPORT_SCALE_MIN + 1 }, (_, i) => EXPORT_SCALE_MIN + i);
    expect([...EXPORT_SCALES]).toEqual(accepted);
    for (const kind of KINDS) expect(accepted, kind.id).toContain(kind.exportScale);
  });
});

// A template is never named by id in the web app outside the showcases (the gallery and the guide
// choose which templates to show: a curated selection, which adding a template never requires, and
// gallery-items.test.ts checks each named template exists): the lint rule `inkcard/no-template-id`
// (scripts/lint/no-template-id.mjs, set up in eslint.config.js), proved in scripts/lint-rules.test.ts.
describe('a template needs only its folder and its registry line', () => {
  it('has no strings of its own in the UI catalog: they live in its folder', () => {
    const catalog = JSON.stringify(en);
    for (const t of TEMPLATES) {
      expect(catalog, t.id).not.toContain(JSON.stringify(t.text.en.name));
      expect(catalog, t.id).not.toContain(JSON.stringify(t.text.en.description));
    }
  });
  it('uses only style controls and options the catalog names', () => {
    const { controls, groups, options } = en.makers;
    for (const t of TEMPLATES) {
      for (const c of t.controls) {
        expect(controls, `${t.id} ${c.label}`).toHaveProperty(c.label);
        expect(groups, `${t.id} ${c.group}`).toHaveProperty(c.group);
        if (c.type === 'select') for (const v of c.values) expect(options[c.options], v).toHaveProperty(v);
        if (c.type === 'schemes') for (const s of c.schemes) expect(options[c.options], s.id).toHaveProperty(s.id);
        if (c.type === 'segmented') for (const v of c.values) expect(options[c.options], v).toHaveProperty(v);
      }
    }
  });
});

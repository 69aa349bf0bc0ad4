import { describe, expect, it } from 'vitest';
import { KINDS, PARSE_ISSUE_KEYS, safeParse } from '@inkcard/card-engine';
import { TemplatesManifestSchema } from '@inkcard/shared';
import { TEMPLATES, findTemplate } from '@inkcard/card-templates/registry';
import { templatesManifest } from './templates-manifest';

// The server reads the registry from this manifest (the build writes it as templates.json), so it
// must say what the registry says: every template, its names, forms and the sizes it can draw.
const manifest = templatesManifest();

describe('the templates manifest the server reads', () => {
  it('has the shape the server checks it against', () => {
    expect(TemplatesManifestSchema.safeParse(JSON.parse(JSON.stringify(manifest))).success).toBe(true);
  });

  it('lists every template of the registry, in order, with its names', () => {
    expect(manifest.templates.map((t) => t.id)).toEqual(TEMPLATES.map((t) => t.id));
    for (const t of manifest.templates) {
      const template = findTemplate(t.id)!;
      expect(t.kind).toBe(template.kind);
      expect(t.name).toEqual({ zh: template.text.zh.name, en: template.text.en.name });
    }
  });

  it('offers the pages form exactly where a template has one', () => {
    for (const t of manifest.templates) {
      expect(t.forms.includes('pages'), t.id).toBe(findTemplate(t.id)!.hasPagedForm === true);
    }
  });

  it("gives sizes each kind's style accepts, the default among them", () => {
    for (const t of manifest.templates) {
      const template = findTemplate(t.id)!;
      const kind = KINDS.find((k) => k.id === t.kind)!;
      expect(t.sizes, t.id).toContain(t.defaultSize);
      if (t.sizes.length > 1) {
        for (const size of t.sizes) {
          const style = { ...template.styleDefaults, canvas: size };
          expect(safeParse(kind.styleSchema, style).success, `${t.id} ${size}`).toBe(true);
        }
      }
    }
    expect(manifest.templates.find((t) => t.id === 'quote/redBold')).toMatchObject({
      sizes: ['auto', '3:4', '1:1', '9:16'],
      defaultSize: '3:4',
    });
    expect(manifest.templates.find((t) => t.id === 'article/hotNews')).toMatchObject({ sizes: ['auto'] });
    // Profiles (issue 30): every template offers the sizes, as tall as its content by default.
    const profiles = manifest.templates.filter((t) => t.kind === 'profile');
    expect(profiles).toHaveLength(5);
    for (const t of profiles)
      expect(t, t.id).toMatchObject({ sizes: ['auto', '3:4', '1:1', '9:16'], defaultSize: 'auto' });
  });

  it('names every kind in both languages and carries a message for every parse issue', () => {
    expect(manifest.kinds.map((k) => k.id)).toEqual(KINDS.map((k) => k.id));
    for (const kind of manifest.kinds) {
      expect(kind.name.zh && kind.name.en).toBeTruthy();
      for (const key of PARSE_ISSUE_KEYS) expect(kind.issues[key], `${kind.id} ${key}`).toBeDefined();
    }
  });
});

import { KINDS, type KindId, type Lang } from '@inkcard/card-engine';
import { RENDER_SIZES, type RenderSize, type TemplatesManifest } from '@inkcard/shared';
import type { AnyCardTemplate } from '@inkcard/card-templates';
import { TEMPLATES } from '@inkcard/card-templates/registry';
import { MAKERS } from './makers';
import { common as commonEn } from './i18n/locales/en/common';
import { makers as makersEn } from './i18n/locales/en/makers';
import { common as commonZh } from './i18n/locales/zh/common';
import { makers as makersZh } from './i18n/locales/zh/makers';

const isSize = (value: unknown): value is RenderSize => (RENDER_SIZES as readonly unknown[]).includes(value);

/** The sizes a template draws at: its canvas control's values, else its one aspect. */
function sizesOf(t: AnyCardTemplate): { sizes: RenderSize[]; defaultSize: RenderSize } {
  const control = t.controls.find((c) => c.key === 'canvas' && 'values' in c);
  const values = control && 'values' in control ? (control.values as readonly unknown[]).filter(isSize) : [];
  const fallback: RenderSize = isSize(t.aspect) ? t.aspect : 'auto';
  const own = (t.styleDefaults as { canvas?: unknown }).canvas;
  return values.length > 0
    ? { sizes: values, defaultSize: isSize(own) && values.includes(own) ? own : values[0]! }
    : { sizes: [fallback], defaultSize: fallback };
}

type Catalog = Record<string, unknown>;
/** A parse message of the maker's catalog: the kind's own (`makers.<kind>.parse`), else the shared one. */
function parseMessages(kind: KindId, makers: Catalog): Record<string, string> {
  const ownKey = MAKERS[kind].ui;
  const own = ((makers[ownKey] as Catalog | undefined)?.parse ?? {}) as Record<string, string>;
  return { ...(makers.parse as Record<string, string>), ...own };
}

/**
 * The registry as the server reads it (`templates.json` beside the built SPA, written by the
 * build; the server may not import the React templates): kinds with their names and the parser's
 * messages in both languages, templates with names, descriptions, hints, sizes and forms.
 * @returns the manifest (TemplatesManifestSchema)
 */
export function templatesManifest(): TemplatesManifest {
  const byLang = { zh: { common: commonZh, makers: makersZh }, en: { common: commonEn, makers: makersEn } };
  return {
    version: 1,
    kinds: KINDS.map((k) => {
      const zh = parseMessages(k.id, byLang.zh.makers as Catalog);
      const en = parseMessages(k.id, byLang.en.makers as Catalog);
      return {
        id: k.id,
        name: { zh: byLang.zh.common.tools[MAKERS[k.id].ui], en: byLang.en.common.tools[MAKERS[k.id].ui] },
        issues: Object.fromEntries(
          Object.keys(en).map((key) => [`makers.parse.${key}`, { zh: zh[key] ?? en[key]!, en: en[key]! }]),
        ),
      };
    }),
    templates: TEMPLATES.map((t) => ({
      id: t.id,
      kind: t.kind,
      name: { zh: t.text.zh.name, en: t.text.en.name },
      description: { zh: t.text.zh.description, en: t.text.en.description },
      ...sizesOf(t),
      forms: t.hasPagedForm ? ['card', 'pages'] : ['card'],
      paged: t.paged === true,
      hints: Object.fromEntries((['zh', 'en'] satisfies Lang[]).map((l) => [l, [...t.hints[l]]])) as Record<
        Lang,
        string[]
      >,
      style: { ...(t.styleDefaults as Record<string, unknown>) },
    })),
  };
}

/** The card kinds whose templates live in packages/card-templates. */
export const CARD_KINDS = ['profile', 'article', 'note', 'quote', 'blessing'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/**
 * A template described as data (after tldraw's shape utils): everything a maker needs to list it,
 * reset to it, hint at its format and export it, with no component code.
 */
export interface TemplateManifest<K extends CardKind = CardKind, S = unknown> {
  /** `<kind>/<templateId>`, stored in download records; the folder has the same name. */
  id: `${K}/${string}`;
  kind: K;
  /** i18n key of the template's display name. */
  nameKey: string;
  /** i18n key of a one-line description. */
  descriptionKey: string;
  /** i18n keys of the format hints shown beside the input, in order. */
  hintKeys: readonly string[];
  /** Style applied when the template is chosen. */
  styleDefaults: S;
  /** Export pixel ratio (spec §9: 3 for quotes and blessings, 2 otherwise). */
  exportScale: 2 | 3;
}

/**
 * Declares a template manifest; the identity function gives literal ids and checked defaults.
 * @param manifest - the template's data
 * @returns the same manifest
 */
export function defineTemplate<K extends CardKind, S>(manifest: TemplateManifest<K, S>): TemplateManifest<K, S> {
  return manifest;
}

import type { ComponentType } from 'react';
import type { ContentOf, KindId, Lang, ParseOptionsOf, StyleOf } from '@inkcard/card-engine';
import type { StyleControl } from './controls/style-controls';

/** Props every card receives: content and style, nothing else. */
export interface CardProps<K extends KindId> {
  content: ContentOf<K>;
  style: StyleOf<K>;
}

/** The canvas a template draws on: content height, or a fixed ratio. */
export type TemplateAspect = 'auto' | '3:4' | '9:16';

/** What a maker knows about the visitor's setting when a template is first shown. */
export interface StyleEnvironment {
  /** The operating system asks for a dark colour scheme (prefers-color-scheme). */
  prefersDark: boolean;
  /** The UI language. */
  lang: Lang;
}

/** A template's name and one-line description in one language. */
export interface TemplateText {
  name: string;
  description: string;
}

/**
 * A template described as data (tldraw's shape: props plus defaults, registered in one list).
 * Every fact about a template lives in its folder's `template.ts`; nothing outside the folder
 * and the registry line names it.
 */
export interface CardTemplate<K extends KindId = KindId> {
  /** `<kind>/<templateId>`, stored in download records; the folder has the same path. */
  id: `${K}/${string}`;
  kind: K;
  /** Its name and description, in both languages (tsc refuses a missing one). */
  text: Readonly<Record<Lang, TemplateText>>;
  /** Format hints shown beside the input, in both languages (picked from the kind's hints). */
  hints: Readonly<Record<Lang, readonly string[]>>;
  /** The "use example" texts; they double as test fixtures. */
  examples: Readonly<Record<Lang, string>>;
  Component: ComponentType<CardProps<K>>;
  aspect: TemplateAspect;
  /** Two colours for the picker's swatch. */
  swatch: { background: string; accent: string };
  /** The full style a card of this template starts with (first load, render route). */
  styleDefaults: StyleOf<K>;
  /**
   * What choosing the template does to the style: `'defaults'` replaces it with styleDefaults;
   * an object is merged over the current style (blessing keeps the font when switching style).
   */
  onSelect: 'defaults' | Partial<StyleOf<K>>;
  /**
   * Style a maker sets from the visitor's setting whenever it starts this template from its
   * defaults (first load, choosing it, reset); the render route and baselines keep styleDefaults.
   * The coder card follows the system colour scheme and the UI language this way (spec §2).
   */
  initialStyle?: (env: StyleEnvironment) => Partial<StyleOf<K>>;
  /** The style panel's controls, in order. */
  controls: readonly StyleControl<StyleOf<K>>[];
  /** Options for the kind's parser (quote/literary reads tags as a list). */
  parseOptions?: ParseOptionsOf<K>;
  /**
   * True when the component draws a carousel of pages (`[data-carousel-page]`, see carousel/): the
   * maker shows the pages as thumbnails and offers one page or all of them as a ZIP.
   */
  paged?: boolean;
  /** For form makers: the content fields this template shows (blessing/creative adds the icon). */
  formFields?: readonly (keyof ContentOf<K> & string)[];
  /**
   * The width (CSS px) the maker's preview shows the card at when the page has room. The card is
   * still laid out at its own width, which is what gets exported; the preview only scales it
   * (spec §9: articles are laid out and exported at 750 px and previewed at 850 px). Unset: the
   * card's own width, never scaled up.
   */
  previewWidth?: number;
}

/** Any registered template, of whichever kind. */
export type AnyCardTemplate = { [K in KindId]: CardTemplate<K> }[KindId];

/**
 * Declares a template; the identity function checks it against its kind's content and style.
 * @param template - the template's data
 * @returns the same template
 */
export function defineTemplate<K extends KindId>(template: CardTemplate<K>): CardTemplate<K> {
  return template;
}

/**
 * Picks format hints from a kind's hint texts by id, in both languages, so a typo fails tsc.
 * @param hints - the kind's hints: zh and en with the same ids
 * @param ids - the hint ids, in order
 * @returns the hint texts per language
 */
export function pickHints<Id extends string>(
  hints: Readonly<Record<Lang, Readonly<Record<Id, string>>>>,
  ids: readonly Id[],
): Readonly<Record<Lang, readonly string[]>> {
  return { zh: ids.map((id) => hints.zh[id]), en: ids.map((id) => hints.en[id]) };
}

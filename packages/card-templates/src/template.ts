import type { ComponentType } from 'react';
import type { CardForm, ContentOf, KindId, Lang, ParseOptionsOf, StyleOf } from '@inkcard/card-engine';
import { KIND_STYLE_BASE } from './kind-styles';
import type { StyleControl } from './controls/style-controls';
import type { CardCanvasSpec } from './parts/fit/card-contract';

/**
 * Props every card receives: content and style, nothing else. Invariant in its kind (`in out`):
 * TypeScript measures the kind's variance through ContentOf/StyleOf as independent, so without it
 * a manifest's `load` could name a card of another kind and tsc would say nothing.
 */
export interface CardProps<in out K extends KindId> {
  content: ContentOf<K>;
  style: StyleOf<K>;
}

/**
 * The canvas a template draws on by default: content height (`auto`, up to the maximum its root
 * declares), or a fixed ratio. Where the creator may choose another ratio, the style carries it
 * (`canvas`) and the root says which one it drew (`data-canvas`, see parts/fit/card-contract.ts).
 */
export type TemplateAspect = CardCanvasSpec;

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
  /**
   * Loads what draws the card: `() => import('./<Card>')`, the folder's component module, whose
   * default export is the component (or, for an article, its card and 3:4 pages). A chunk of its
   * own fetched when the template is drawn, never by the picker or the style panel, unless the
   * kind's list bundles it (withBody). Call it through loadTemplate(), which caches it.
   */
  load: () => Promise<{ default: TemplateDraw<K> }>;
  /** Loads the "use example" texts the same lazy way: `() => import('./example.zh.txt?raw')`. */
  loadExamples: Readonly<Record<Lang, () => Promise<{ default: string }>>>;
  aspect: TemplateAspect;
  /** Two colours for the picker's swatch. */
  swatch: { background: string; accent: string };
  /**
   * The full style a card of this template starts with (first load, render route): its kind's
   * style (kind-styles.ts) with what the folder's manifest changes (`style`) merged over it.
   */
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
  /**
   * True when the body has a paged form (TemplateBody.pagedForm), so pages that list forms (the
   * render index) know it before the body is loaded; registry.test.ts checks the two agree.
   */
  hasPagedForm?: boolean;
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

/**
 * A template's weight, loaded on demand (loadTemplate, from CardTemplate.load and loadExamples):
 * what draws the card and the texts it starts from.
 */
export interface TemplateBody<K extends KindId> {
  /** The "use example" texts; they double as test fixtures. */
  examples: Readonly<Record<Lang, string>>;
  Component: ComponentType<CardProps<K>>;
  /**
   * A second form of the template drawn as 3:4 pages (a carousel, `[data-carousel-page]`), for
   * long content: the maker offers "long card" or "3:4 pages" whenever a template has one, and
   * shows the form chosen (see templateInForm). The article templates have one each.
   */
  pagedForm?: ComponentType<CardProps<K>>;
}

/** A template with its body loaded: what a page draws (see loadTemplate). */
export type LoadedTemplate<K extends KindId = KindId> = CardTemplate<K> & TemplateBody<K>;

/** Any registered template, of whichever kind. */
export type AnyCardTemplate = { [K in KindId]: CardTemplate<K> }[KindId];

/** Any template with its body loaded, of whichever kind. */
export type AnyLoadedTemplate = { [K in KindId]: LoadedTemplate<K> }[KindId];

/**
 * What a component module's default export may be: the card alone, or (an article) the card and
 * its 3:4 pages.
 */
export type TemplateDraw<K extends KindId> = ComponentType<CardProps<K>> | Omit<TemplateBody<K>, 'examples'>;

/**
 * What a folder's `template.ts` declares: the template, with only the style it changes from its
 * kind's (`style`, a partial: a key the kind's style lacks fails tsc).
 */
export type TemplateDeclaration<K extends KindId> = Omit<CardTemplate<K>, 'styleDefaults'> & {
  style?: Partial<StyleOf<K>>;
};

/**
 * Declares a template: checks it against its kind's content and style, and sets its full style
 * defaults from its kind's style and its own changes.
 * @param template - the template's data
 * @returns the template
 */
export function defineTemplate<K extends KindId>(template: TemplateDeclaration<K>): CardTemplate<K> {
  const { style, ...rest } = template;
  return { ...rest, styleDefaults: { ...KIND_STYLE_BASE[template.kind], ...style } as StyleOf<K> };
}

/** What loadTemplate needs of a template of any kind (its kind's types do not matter to the cache). */
interface Loadable {
  id: string;
  load: () => Promise<{ default: object }>;
  loadExamples: Readonly<Record<Lang, () => Promise<{ default: string }>>>;
}

/**
 * A template's body from its component module's default export and its examples.
 * @param draw - the component, or an article's card and pages
 * @param examples - the example texts
 * @returns the body
 */
function bodyOf(draw: object, examples: Readonly<Record<Lang, string>>): object {
  return typeof draw === 'function' ? { Component: draw, examples } : { ...draw, examples };
}

/**
 * A body load. Once in, its status and value are set on the promise itself, which React's use()
 * reads: a template already in is then drawn without suspending, and loadedTemplate() peeks at it.
 */
type BodyLoad = Promise<object> & { status?: 'fulfilled'; value?: object };

/** Each template's body load, by id: one request per template, and one promise use() can follow. */
const loads = new Map<string, BodyLoad>();

/** Marks a body load as in, with the joined template it gives. */
function settle(load: BodyLoad, joined: object): object {
  load.status = 'fulfilled';
  load.value = joined;
  return joined;
}

/**
 * Loads a template's body (once: the same promise every time, a failed load is tried again) and
 * joins it to the template. React code passes the promise to `use()` under Suspense, which returns
 * at once, without suspending, when the body is in.
 * @param template - any registered template
 * @returns the template with its component, paged form and examples
 */
export function loadTemplate<K extends KindId>(template: CardTemplate<K>): Promise<LoadedTemplate<K>>;
export function loadTemplate(template: AnyCardTemplate): Promise<AnyLoadedTemplate>;
export function loadTemplate(template: Loadable): Promise<object> {
  const started = loads.get(template.id);
  if (started) return started;
  const load: BodyLoad = Promise.all([template.load(), template.loadExamples.zh(), template.loadExamples.en()]).then(
    ([mod, zh, en]) => settle(load, { ...template, ...bodyOf(mod.default, { zh: zh.default, en: en.default }) }),
    (error: unknown) => {
      loads.delete(template.id);
      throw error;
    },
  );
  loads.set(template.id, load);
  return load;
}

/**
 * A template with its body, when that has loaded already (a switch to it can then be drawn at once).
 * @param template - any registered template
 * @returns the loaded template, or undefined while its body is not in
 */
export function loadedTemplate<K extends KindId>(template: CardTemplate<K>): LoadedTemplate<K> | undefined;
export function loadedTemplate(template: AnyCardTemplate): AnyLoadedTemplate | undefined;
export function loadedTemplate(template: Loadable): object | undefined {
  const load = loads.get(template.id);
  return load?.status === 'fulfilled' ? load.value : undefined;
}

/** loadTemplate for a template of any kind (the registry's), typed as the union of loaded kinds. */
export const loadAnyTemplate: (template: AnyCardTemplate) => Promise<AnyLoadedTemplate> = loadTemplate;

/** loadedTemplate for a template of any kind (the registry's), typed as the union of loaded kinds. */
export const loadedAnyTemplate: (template: AnyCardTemplate) => AnyLoadedTemplate | undefined = loadedTemplate;

/**
 * A template whose body comes with its kind's list: a kind's first template, which its maker
 * draws at once (no request, no suspended render), and the templates of a kind small enough that
 * a chunk each would cost more requests than bytes. The parts a kind's templates share then stay
 * in the list's chunk instead of splitting into small chunks of their own. Every other template
 * is listed as it is: its body is a chunk fetched when it is drawn (loadTemplate).
 * @param template - the folder's template.ts
 * @param draw - the default export of its component module, imported statically by the list
 * @param examples - its example texts, imported statically by the list (`?raw`)
 * @returns the template, its body already loaded
 */
export function withBody<K extends KindId>(
  template: CardTemplate<K>,
  draw: TemplateDraw<K>,
  examples: Readonly<Record<Lang, string>>,
): CardTemplate<K> {
  const joined = { ...template, ...bodyOf(draw, examples) };
  const load: BodyLoad = Promise.resolve(joined);
  settle(load, joined);
  loads.set(template.id, load);
  return joined;
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

// The forms a card can be drawn in (the template's own canvas, or its paged form's 3:4 pages) are
// part of the card state, so the engine declares them.
export { CARD_FORMS } from '@inkcard/card-engine';
export type { CardForm } from '@inkcard/card-engine';

/**
 * A template as drawn in a form: itself, or (for `'pages'`, when it has a paged form) the same
 * template whose component is its paged form, drawn on 3:4 pages and shown at its own width. The
 * maker, the render route (`paged=1`) and the sweeps all draw a form through this.
 * @param template - any template, with its body loaded (loadTemplate)
 * @param form - the form asked for
 * @returns the template to draw
 */
export function templateInForm<T extends { Component: unknown; pagedForm?: unknown; previewWidth?: number }>(
  template: T,
  form: CardForm,
): T {
  if (form !== 'pages' || !template.pagedForm) return template;
  const { previewWidth: _ignored, ...rest } = template;
  return { ...rest, Component: template.pagedForm, aspect: '3:4', paged: true } as unknown as T;
}

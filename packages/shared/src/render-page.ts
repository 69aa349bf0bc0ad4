/**
 * The contract between the render pool (apps/server/src/render) and the warm /render page it
 * drives (apps/web/src/pages/render): what a job hands the page and what the page reports back.
 * Plain serialisable values: a worker process can build them without HTTP (issue 28's batches).
 */

/** The function a warm `/render?pool=1` page exposes on `window`. */
export const RENDER_PAGE_FUNCTION = '__inkcardRender';

/** The canvas sizes a render may ask for: a ratio preset, or `auto` (as tall as the content). */
export const RENDER_SIZES = ['auto', '3:4', '1:1', '9:16'] as const;
export type RenderSize = (typeof RENDER_SIZES)[number];

/** What a card's text did in its canvas (the card layer's `data-fit`), over all its pages. */
export const FIT_STATES = ['fits', 'shrunk', 'overflow'] as const;
export type FitStateName = (typeof FIT_STATES)[number];

/** One render: a card state (the engine's CardState, version 1) and how to draw it. */
export interface RenderPageJob {
  state: {
    v: 1;
    kind: string;
    template: string;
    lang: 'zh' | 'en';
    form: 'card' | 'pages';
    /** Labelled text; null draws the template's example in `lang`. */
    text: string | null;
    /** Content field by field; wins over text. */
    content: Record<string, unknown> | null;
    /** Style fields over the template's starting style (a full style works too). */
    style: Record<string, unknown>;
    /** Output pixels per CSS pixel (1–4); a size preset is 1080 px wide at the kind's scale, times scale / kind scale. */
    scale: number;
    image: string | null;
  };
  /** `YYYY-MM-DD`: the date a card shows where it shows today's; unset is the page's today. */
  today?: string;
  /** The colour scheme a template that follows the system starts from (coder card); light by default. */
  scheme?: 'light' | 'dark';
  /** Opaque (the maker's default: square corners on the card's colour) or transparent rounded corners. */
  background?: 'opaque' | 'transparent';
}

/** A box in CSS pixels, relative to the page's top left corner. */
export interface RenderPageRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A parse issue as the engine gives it (line, i18n key, field, label). */
export interface RenderPageIssue {
  line: number;
  key: string;
  field?: string;
  label?: string;
}

/** What the page reports once the card is drawn, its fonts and images in, its fit settled. */
export type RenderPageReport =
  | {
      ok: true;
      fit: FitStateName;
      /** 1 for a card, the page count for a carousel. */
      pages: number;
      /** The card, or each page of a carousel, to capture. */
      targets: RenderPageRect[];
      /** Each target's PNG size in pixels (the maker's export size rules). */
      output: { width: number; height: number };
      /** The whole drawn area (for the viewport that must hold it). */
      extent: { width: number; height: number };
      /** Lines the card left off (warnings), as the maker lists them. */
      warnings: RenderPageIssue[];
    }
  | { ok: false; code: 'UNKNOWN_TEMPLATE' | 'TEXT_UNREADABLE' | 'LOAD_FAILED'; issues: RenderPageIssue[] };

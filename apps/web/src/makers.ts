import type { KindId } from '@inkcard/card-engine';
import type { common } from './i18n/locales/en/common';
import type { guide } from './i18n/locales/en/guide';
import type { PageTitleId } from './features/layout/page-title';

/**
 * The key that names a kind in the UI catalogs; the compiler demands each of its entries:
 * `common.tools.<key>` and `<key>Desc` (tools menu, footer), `common.titles.<key>` (the page's
 * title) and `guide.sections.<key>` (its guide section). The note kind is `note` there.
 */
type MakerUiKey = keyof typeof common.tools & PageTitleId & keyof typeof guide.sections;

/** What the web app adds to a kind of the engine: its maker's route, page and names. */
interface MakerEntry {
  /** The maker's route (spec §2). */
  path: `/${string}`;
  /** Its names in the UI catalogs (see MakerUiKey). */
  ui: MakerUiKey;
  /**
   * Its page module, relative to src without extension: `pages/<dir>-maker/<Name>MakerPage`,
   * exporting the component `<Name>MakerPage` (pages.ts loads it for its route;
   * route-modules.ts names it for the first-load hints; maker-pages.test.ts loads each).
   */
  page: `pages/${string}-maker/${string}MakerPage`;
}

/**
 * Each kind's maker, one entry per kind of the engine (tsc demands one for a new kind): the web
 * app's maker routes and their first-load hints, the tools menu, footer, page titles, the guide's
 * section and the kind names of templates.json follow from it. The order is the tools menu's
 * (spec §2). Each maker's own behaviour is its page's `defineMaker` config.
 */
export const MAKERS = {
  profile: { path: '/profile', ui: 'profile', page: 'pages/profile-maker/ProfileMakerPage' },
  article: { path: '/article-card', ui: 'article', page: 'pages/article-maker/ArticleMakerPage' },
  xiaohongshu: { path: '/xiaohongshu', ui: 'note', page: 'pages/note-maker/NoteMakerPage' },
  quote: { path: '/quote', ui: 'quote', page: 'pages/quote-maker/QuoteMakerPage' },
  blessing: { path: '/blessing-card', ui: 'blessing', page: 'pages/blessing-maker/BlessingMakerPage' },
} as const satisfies Record<KindId, MakerEntry>;

/** The kinds in the tools menu's order. */
export const MAKER_KINDS = Object.keys(MAKERS) as KindId[];

/**
 * The name the tools menu gives a kind's maker (`common.tools.<ui>`).
 * @param kind - the kind
 * @returns its catalog key
 */
export function makerName(kind: KindId): `common.tools.${MakerUiKey}` {
  return `common.tools.${MAKERS[kind].ui}`;
}

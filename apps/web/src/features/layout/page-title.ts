import type { UIMatch } from 'react-router';
import type { common } from '../../i18n/locales/en/common';

/** The page titles of `common.titles`, one per route (the `{{page}}` template excluded). */
export type PageTitleId = Exclude<keyof typeof common.titles, 'withBrand'>;

/** What a route declares in its `handle`: the id of its localised `<title>`. */
export interface RouteHandle {
  title: PageTitleId;
}

/**
 * The title of the deepest matched route that declares one.
 * @param matches - the router's current matches, outermost first
 * @returns the title id, or undefined when no match declares one
 */
export function pageTitleOf(matches: readonly Pick<UIMatch, 'handle'>[]): PageTitleId | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<RouteHandle> | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}

import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageTitleOf, type PageTitleId } from './page-title';

/**
 * Keeps `document.title` on the page's own localised title (issue 18): the home page has a full
 * title, every other page "<page> · Inkcard". Set in an effect rather than with React's `<title>`,
 * which would add a second element after index.html's, and the first one wins.
 * @param props - `title` overrides the route's (the error page, which renders outside the routes)
 * @returns nothing
 */
export function DocumentTitle({ title }: { title?: PageTitleId }): null {
  const { t } = useTranslation();
  const matches = useMatches();
  const id = title ?? pageTitleOf(matches) ?? 'home';
  const text =
    id === 'home' ? t('common.titles.home') : t('common.titles.withBrand', { page: t(`common.titles.${id}`) });
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}

import { lazy } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KindId } from '@inkcard/card-engine';
import { ArrowLeftIcon } from '../../components/icons';
import { PageHeading } from '../../components/PageHeading';
import { makerName } from '../../makers';
import { WhenNear } from '../../features/card-sample/WhenNear';
import { GALLERY_FRAME, GALLERY_GRID, GalleryCard } from './GalleryCard';
import { GALLERY_ITEMS } from './gallery-items';
// The cards need every template (the registry: its code and CSS); the heading does not wait for them.
const GallerySamples = lazy(() => import('./GallerySamples'));

/**
 * The gallery (spec §2): nine templates drawn live with their examples in the page's language,
 * each opening its maker, on the same template and text, in a new tab; then every registered
 * template, kind by kind (with the community cards administrators approved between them).
 */
export function GalleryPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-gray-600 hover:text-indigo-600 dark:text-gray-300 dark:hover:text-indigo-300"
      >
        <ArrowLeftIcon />
        {t('common.backHome')}
      </Link>
      <div className="mt-6">
        <PageHeading eyebrow={t('gallery.eyebrow')} title={t('gallery.title')} lead={t('gallery.lead')} />
      </div>
      <WhenNear placeholder={<SamplesPlaceholder />}>
        <GallerySamples lang={lang} />
      </WhenNear>
    </main>
  );
}

/**
 * The curated samples while the templates load: their frames at the cards' size and the text known
 * without the registry (the kind's name, the description), so nothing shifts when the cards come.
 */
function SamplesPlaceholder() {
  const { t } = useTranslation();
  return (
    <ul className={GALLERY_GRID} aria-busy="true">
      {GALLERY_ITEMS.map((item) => (
        <GalleryCard
          key={item.id}
          sample={<div data-sample-frame className={GALLERY_FRAME} />}
          title={t(makerName(item.template.split('/')[0] as KindId))}
          description={t(`gallery.items.${item.id}.description`)}
          details={t('gallery.viewDetails')}
        />
      ))}
    </ul>
  );
}

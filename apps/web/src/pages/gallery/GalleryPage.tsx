import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findTemplate } from '@inkcard/card-templates/registry';
import { ArrowLeftIcon, ExternalIcon } from '../../components/icons';
import { PageHeading } from '../../components/PageHeading';
import { CardSample } from '../../features/card-sample/CardSample';
import { MAKERS, makerLinkFor } from '../../features/card-maker/maker-links';
import { AllTemplates } from './AllTemplates';
import { GALLERY_ITEMS } from './gallery-items';
import { loadCatalog } from '../../i18n';

// This page's strings are not in the first-load bundle; the route resolves once they are here.
await loadCatalog('gallery');

/**
 * The gallery (spec §2): nine templates drawn live with their examples in the page's language,
 * each opening its maker, on the same template and text, in a new tab; then every registered
 * template, kind by kind.
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
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {GALLERY_ITEMS.map((item) => {
          const template = findTemplate(item.template);
          if (!template) return null;
          const title = `${t(MAKERS[template.kind].name)} · ${template.text[lang].name}`;
          return (
            <li
              key={item.id}
              className="group flex flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-gray-200 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-indigo-500/10 dark:bg-white/[0.04] dark:ring-white/10"
            >
              <CardSample
                templateId={template.id}
                lang={lang}
                label={t('gallery.sampleOf', { title })}
                className="aspect-[3/4] w-full bg-gray-100 bg-[radial-gradient(circle_at_1px_1px,rgba(99,102,241,0.12)_1px,transparent_0)] [background-size:18px_18px] dark:bg-gray-900"
              />
              <div className="flex flex-1 flex-col p-5">
                <h2 className="text-base font-bold text-gray-900 dark:text-white">{title}</h2>
                <p className="mt-1.5 flex-1 text-sm leading-relaxed">{t(`gallery.items.${item.id}.description`)}</p>
                <a
                  href={makerLinkFor(template)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`${t('gallery.viewDetailsOf', { title })} ${t('common.openInNewTab')}`}
                  className="mt-4 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-indigo-600 hover:underline dark:text-indigo-300"
                >
                  {t('gallery.viewDetails')}
                  <ExternalIcon />
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      <AllTemplates lang={lang} />
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import type { Lang } from '@inkcard/card-engine';
import { templatesOf } from '@inkcard/card-templates/registry';
import { ExternalIcon } from '../../components/icons';
import { CardSample } from '../../features/card-sample/CardSample';
import { makerLinkFor } from '../../features/card-maker/maker-links';
import { MAKER_KINDS, makerName } from '../../makers';

/**
 * Every registered template, kind by kind, drawn live with its example; each opens its maker on
 * that template in a new tab. Driven by the registry, so a new template shows up here by itself.
 * @param props - the cards' language
 * @returns the section
 */
export function AllTemplates({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="gallery-all" className="mt-20">
      <h2 id="gallery-all" className="text-2xl font-bold text-gray-900 sm:text-3xl dark:text-white">
        {t('gallery.all.title')}
      </h2>
      <p className="mt-3 max-w-2xl leading-relaxed">{t('gallery.all.lead')}</p>
      {MAKER_KINDS.map((kind) => {
        const templates = templatesOf(kind);
        if (templates.length === 0) return null;
        const kindName = t(makerName(kind));
        return (
          <section key={kind} aria-labelledby={`gallery-all-${kind}`} className="mt-10" data-kind={kind}>
            <h3 id={`gallery-all-${kind}`} className="flex items-baseline gap-3">
              <span className="text-lg font-bold text-gray-900 dark:text-white">{kindName}</span>
              <span className="text-sm text-gray-600 dark:text-gray-300">
                {t('gallery.all.count', { count: templates.length })}
              </span>
            </h3>
            <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              {templates.map((template) => {
                const name = template.text[lang].name;
                const title = `${kindName} · ${name}`;
                return (
                  <li
                    key={template.id}
                    className="flex min-w-0 flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200 dark:bg-white/[0.04] dark:ring-white/10"
                  >
                    <CardSample
                      templateId={template.id}
                      lang={lang}
                      label={t('gallery.sampleOf', { title })}
                      className="aspect-[3/4] w-full bg-gray-100 dark:bg-gray-900"
                    />
                    <div className="flex flex-1 flex-col gap-2 p-3">
                      <p className="text-sm leading-snug font-semibold text-gray-900 dark:text-white">{name}</p>
                      <p className="line-clamp-3 flex-1 text-xs leading-snug text-gray-600 dark:text-gray-300">
                        {template.text[lang].description}
                      </p>
                      <a
                        href={makerLinkFor(template)}
                        target="_blank"
                        rel="noopener"
                        aria-label={`${t('gallery.all.useOf', { title })} ${t('common.openInNewTab')}`}
                        className="inline-flex items-center gap-1 self-start rounded-md text-sm font-semibold text-indigo-600 hover:underline dark:text-indigo-300"
                      >
                        {t('gallery.all.use')}
                        <ExternalIcon />
                      </a>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </section>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { ArrowLeftIcon, MailIcon } from '../../components/icons';
import { SITE_CONFIG } from '../../features/layout/site-config';
import { CodeSample } from '../../components/CodeSample';
import { TextBlocks } from '../../components/TextBlocks';
import type { LegalDoc, LegalSlug } from './legal-doc';
import { loadCatalog } from '../../i18n';

// This page's strings are not in the first-load bundle; the route resolves once they are here.
await loadCatalog('legal');

const RELATED: Record<LegalSlug, LegalSlug[]> = {
  help: ['faq', 'contact', 'feedback'],
  faq: ['help', 'contact', 'feedback'],
  contact: ['feedback', 'help', 'privacy'],
  feedback: ['contact', 'help', 'faq'],
  terms: ['privacy', 'disclaimer', 'cookies'],
  privacy: ['cookies', 'terms', 'contact'],
  disclaimer: ['terms', 'privacy', 'help'],
  cookies: ['privacy', 'terms', 'contact'],
};

/** The eight footer pages (spec §2), each rendered from its slug's entry in the legal catalog. */
export function LegalPage({ slug }: { slug: LegalSlug }) {
  const { t } = useTranslation();
  const doc = t(`legal.pages.${slug}`, { returnObjects: true }) as unknown as LegalDoc;
  const sections = Object.entries(doc.sections);
  const email = SITE_CONFIG.contactEmail;
  const isLongDoc = sections.length > 4;

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16" data-slug={slug}>
      <Link
        to="/"
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-gray-500 hover:text-indigo-600 dark:text-gray-400 dark:hover:text-indigo-300"
      >
        <ArrowLeftIcon />
        {t('common.backHome')}
      </Link>
      <header className="mt-6 max-w-3xl">
        <p className="text-sm font-medium text-indigo-600 dark:text-indigo-400">
          {t('legal.updated', { date: t('legal.updatedDate') })}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl dark:text-white">
          {doc.title}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-pretty">{doc.lead}</p>
        {slug === 'contact' && (
          <a href={`mailto:${email}`} className={`${buttonClass('primary')} mt-6`}>
            <MailIcon />
            {t('legal.emailUs', { email })}
          </a>
        )}
        {slug === 'feedback' && (
          <a
            href={`mailto:${email}?subject=${encodeURIComponent(doc.subject ?? '')}`}
            className={`${buttonClass('primary')} mt-6`}
          >
            <MailIcon />
            {t('legal.sendFeedback')}
          </a>
        )}
      </header>

      <div className={`mt-10 grid gap-10 ${isLongDoc ? 'lg:grid-cols-[14rem_1fr]' : ''}`}>
        {isLongDoc && (
          <nav aria-label={t('legal.onThisPage')} className="hidden lg:block">
            <div className="sticky top-24">
              <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">
                {t('legal.onThisPage')}
              </p>
              <ol className="mt-3 space-y-1 border-l border-gray-200 dark:border-white/10">
                {sections.map(([key, section]) => (
                  <li key={key}>
                    <a
                      href={`#${slug}-${key}`}
                      className="-ml-px block border-l border-transparent py-1 pl-4 text-sm hover:border-indigo-500 hover:text-indigo-600 dark:hover:text-indigo-300"
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
        )}
        <div className="max-w-3xl min-w-0 space-y-10">
          {sections.map(([key, section]) => (
            <section key={key} aria-labelledby={`${slug}-${key}`}>
              <h2 id={`${slug}-${key}`} className="text-xl font-bold text-gray-900 dark:text-white">
                {section.heading}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed">
                <TextBlocks text={section.body} />
                {section.example && <CodeSample text={section.example} />}
              </div>
            </section>
          ))}
          <aside className="rounded-3xl bg-gray-50 p-6 ring-1 ring-gray-200 dark:bg-white/[0.03] dark:ring-white/10">
            <h2 className="text-sm font-semibold text-gray-900 dark:text-white">{t('legal.related')}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {RELATED[slug].map((other) => (
                <li key={other}>
                  <Link
                    to={`/${other}`}
                    className="inline-flex rounded-full bg-white px-4 py-2 text-sm font-medium ring-1 ring-gray-200 hover:text-indigo-600 dark:bg-white/5 dark:ring-white/10 dark:hover:text-indigo-300"
                  >
                    {t(`legal.pages.${other}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </main>
  );
}

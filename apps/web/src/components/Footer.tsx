import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MailIcon } from './icons';
import { Logo } from './Logo';
import { FOOTER_COLUMNS } from './site-links';

/**
 * The site footer: brand blurb, the product, help, about and contact columns (every footer page of
 * spec §2), the contact email and the filing number.
 */
export function Footer({ filingNumber, filingUrl, email }: { filingNumber: string; filingUrl: string; email: string }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-gray-200 bg-gray-50/80 dark:border-white/10 dark:bg-black/20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed">{t('common.footer.blurb')}</p>
          <a
            href={`mailto:${email}`}
            className="mt-4 inline-flex items-center gap-2 rounded-md text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-300"
          >
            <MailIcon className="text-base" />
            {email}
          </a>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.titleKey}>
              <h2 className="text-sm font-semibold text-gray-900 dark:text-white">{t(column.titleKey)}</h2>
              <ul className="mt-3 space-y-2.5">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="rounded-sm text-sm transition hover:text-indigo-600 dark:hover:text-indigo-300"
                    >
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="border-t border-gray-200 dark:border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-5 text-xs text-gray-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 dark:text-gray-400">
          <p>{t('common.footer.rights', { year })}</p>
          <p>
            <span className="sr-only">{t('common.footer.filing')}: </span>
            <a href={filingUrl} target="_blank" rel="noopener noreferrer" className="rounded-sm hover:underline">
              {filingNumber}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

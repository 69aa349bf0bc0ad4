import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon, ChevronDownIcon } from '../../components/icons';
import { SectionHeading } from '../../components/SectionHeading';

const QUESTIONS = [1, 2, 3, 4] as const;

/** The four-question FAQ as native disclosures (keyboard and screen-reader friendly by default). */
export function HomeFaq() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-faq" className="bg-gray-50 py-16 sm:py-20 dark:bg-white/[0.02]">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="home-faq" eyebrow={t('home.faq.eyebrow')} title={t('home.faq.title')} />
        <div className="mt-10 space-y-3">
          {QUESTIONS.map((n) => (
            <details
              key={n}
              className="group rounded-2xl bg-white ring-1 ring-gray-200 open:shadow-md dark:bg-white/[0.04] dark:ring-white/10"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-gray-900 dark:text-white [&::-webkit-details-marker]:hidden">
                {t(`home.faq.q${n}`)}
                <ChevronDownIcon className="shrink-0 text-lg text-gray-400 transition group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 text-sm leading-relaxed">{t(`home.faq.a${n}`)}</p>
            </details>
          ))}
        </div>
        <p className="mt-8 text-center">
          <Link
            to="/faq"
            className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-indigo-600 hover:underline dark:text-indigo-300"
          >
            {t('home.faq.more')}
            <ArrowRightIcon />
          </Link>
        </p>
      </div>
    </section>
  );
}

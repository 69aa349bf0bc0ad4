import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../components/icons';
import { SectionHeading } from '../../components/SectionHeading';
import { ToolIcon } from '../../components/ToolIcon';
import { MAKERS } from '../../makers';

// A curated four of the makers (the home page's own copy names them); routes and icons are the makers'.
const FEATURES = [
  { key: 'profile', kind: 'profile', tint: 'from-indigo-500 to-violet-500' },
  { key: 'article', kind: 'article', tint: 'from-sky-500 to-cyan-500' },
  { key: 'note', kind: 'xiaohongshu', tint: 'from-rose-500 to-orange-400' },
  { key: 'quote', kind: 'quote', tint: 'from-amber-500 to-red-500' },
] as const;

/** Four feature cards, each linking to its maker. */
export function HomeFeatures() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-features" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        id="home-features"
        eyebrow={t('home.features.eyebrow')}
        title={t('home.features.title')}
        lead={t('home.features.lead')}
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((f) => (
          <li key={f.key}>
            <Link
              to={MAKERS[f.kind].path}
              className="group flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gray-200 transition hover:-translate-y-1 hover:shadow-xl hover:shadow-indigo-500/10 dark:bg-white/[0.04] dark:ring-white/10 dark:hover:bg-white/[0.07]"
            >
              <span
                className={`grid h-12 w-12 place-items-center rounded-2xl bg-gradient-to-br ${f.tint} text-2xl text-white shadow-lg`}
              >
                <ToolIcon name={f.kind} />
              </span>
              <h3 className="mt-5 text-lg font-bold text-gray-900 dark:text-white">
                {t(`home.features.${f.key}.title`)}
              </h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed">{t(`home.features.${f.key}.body`)}</p>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-indigo-600 dark:text-indigo-300">
                {t('home.features.open')}
                <ArrowRightIcon className="transition group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { ArrowRightIcon } from '../../components/icons';
import { HomeFaq } from './HomeFaq';
import { HomeFeatures } from './HomeFeatures';
import { HomeHero } from './HomeHero';
import { HomeSteps } from './HomeSteps';
import { HomeUpdates } from './HomeUpdates';

/** The home page (spec §1): hero, tools, updates, how-to, FAQ and a closing call to action. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <main>
      <HomeHero />
      <HomeFeatures />
      <HomeUpdates />
      <HomeSteps />
      <HomeFaq />
      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="relative overflow-hidden rounded-3xl bg-gray-900 px-6 py-12 text-center shadow-2xl sm:px-12 dark:bg-gradient-to-br dark:from-indigo-950 dark:to-gray-900 dark:ring-1 dark:ring-white/10">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(50%_80%_at_50%_0%,rgba(139,92,246,0.35),transparent)]"
          />
          <h2 className="relative text-2xl font-extrabold text-balance text-white sm:text-3xl">
            {t('home.cta.title')}
          </h2>
          <p className="relative mt-3 text-gray-300">{t('home.cta.body')}</p>
          <Link to="/profile" className={`${buttonClass('primary', 'lg')} relative mt-8`}>
            {t('home.cta.button')}
            <ArrowRightIcon />
          </Link>
        </div>
      </section>
    </main>
  );
}

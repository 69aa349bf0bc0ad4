import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';
import { ArrowRightIcon, CheckIcon, SparklesIcon } from '../../components/icons';
import { HeroCardsArt } from './HeroCardsArt';

/** The home hero: headline, the two calls to action and the card illustration. */
export function HomeHero() {
  const { t } = useTranslation();
  const points = [t('home.hero.point1'), t('home.hero.point2'), t('home.hero.point3')];
  return (
    <section className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_15%_0%,rgba(99,102,241,0.16),transparent),radial-gradient(50%_50%_at_90%_20%,rgba(217,70,239,0.12),transparent)] dark:bg-[radial-gradient(60%_50%_at_15%_0%,rgba(99,102,241,0.25),transparent),radial-gradient(50%_50%_at_90%_20%,rgba(217,70,239,0.15),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold text-indigo-700 ring-1 ring-indigo-200 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/30">
            <SparklesIcon className="text-sm" />
            {t('home.hero.badge')}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-gray-900 sm:text-5xl lg:text-[3.25rem] lg:leading-[1.1] dark:text-white">
            {t('home.hero.titleStart')}
            <span className="block bg-gradient-to-r from-indigo-600 via-violet-600 to-fuchsia-500 bg-clip-text text-transparent dark:from-indigo-400 dark:via-violet-400 dark:to-fuchsia-400">
              {t('home.hero.titleAccent')}
            </span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-pretty sm:text-lg lg:mx-0">
            {t('home.hero.lead')}
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link to="/profile" className={buttonClass('primary', 'lg')}>
              {t('home.hero.start')}
              <ArrowRightIcon />
            </Link>
            <Link to="/gallery" className={buttonClass('secondary', 'lg')}>
              {t('home.hero.gallery')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm lg:justify-start">
            {points.map((point) => (
              <li key={point} className="inline-flex items-center gap-1.5">
                <CheckIcon className="text-emerald-500" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <HeroCardsArt />
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { CheckIcon, ClockIcon, SparklesIcon } from '../../components/icons';
import { SectionHeading } from '../../components/SectionHeading';
import { useAiStatus } from '../../features/ai/useAiStatus';

/** The latest release notes and the planned features (spec §1). */
export function HomeUpdates() {
  const { t } = useTranslation();
  const latest = [t('home.updates.latest1'), t('home.updates.latest2'), t('home.updates.latest3')];
  // The first planned item, AI generation, is live once the server has a language model.
  const isAiLive = useAiStatus().data?.enabled === true;
  const planned = [t('home.updates.planned2'), t('home.updates.planned3')];
  if (!isAiLive) planned.unshift(t('home.updates.planned1'));
  return (
    <section aria-labelledby="home-updates" className="bg-gray-50 py-16 sm:py-20 dark:bg-white/[0.02]">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="home-updates" eyebrow={t('home.updates.eyebrow')} title={t('home.updates.title')} />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <article className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-7 text-white shadow-xl shadow-indigo-600/20 sm:p-8">
            <div aria-hidden="true" className="absolute -top-16 -right-16 h-48 w-48 rounded-full bg-white/10" />
            <div className="relative flex items-center justify-between gap-3">
              <h3 className="flex items-center gap-2 text-lg font-bold">
                <SparklesIcon />
                {t('home.updates.latest')}
              </h3>
              <span className="rounded-full bg-white/20 px-3 py-1 text-xs font-bold">
                {t('home.updates.latestVersion')}
              </span>
            </div>
            <ul className="relative mt-6 space-y-4">
              {latest.map((item) => (
                <li key={item} className="flex gap-3 text-sm leading-relaxed text-white/95">
                  <CheckIcon className="mt-0.5 shrink-0 text-lg" />
                  {item}
                </li>
              ))}
            </ul>
          </article>
          <article className="rounded-3xl bg-white p-7 ring-1 ring-gray-200 sm:p-8 dark:bg-white/[0.04] dark:ring-white/10">
            <div className="flex items-center justify-between gap-3">
              <h3 className="flex items-center gap-2 text-lg font-bold text-gray-900 dark:text-white">
                <ClockIcon className="text-indigo-500" />
                {t('home.updates.planned')}
              </h3>
              <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-800 dark:bg-amber-400/15 dark:text-amber-300">
                {t('home.updates.plannedBadge')}
              </span>
            </div>
            <ul className="mt-6 space-y-4">
              {isAiLive && (
                <li className="flex gap-3 text-sm leading-relaxed">
                  <CheckIcon className="mt-0.5 shrink-0 text-lg text-emerald-500" />
                  <span>
                    <span className="mr-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300">
                      {t('home.updates.liveBadge')}
                    </span>
                    {t('home.updates.planned1Live')}
                  </span>
                </li>
              )}
              {planned.map((item) => (
                <li key={item} className="flex gap-3 text-sm leading-relaxed">
                  <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-indigo-400" />
                  {item}
                </li>
              ))}
            </ul>
          </article>
        </div>
      </div>
    </section>
  );
}

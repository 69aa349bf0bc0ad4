import { lazy } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@inkcard/card-engine';
import { ArrowRightIcon, SparklesIcon } from '../../components/icons';
import { PageHeading } from '../../components/PageHeading';
import { TextBlocks } from '../../components/TextBlocks';
import { WhenNear } from '../../features/card-sample/WhenNear';
import { LANGUAGES, setLanguage } from '../../i18n';
import { GUIDE_LINK as LINK, MakerListFrame, SectionSamplesPlaceholder } from './GuideSampleFrames';
import { GUIDE_SECTIONS as SECTIONS } from './guide-sections';
import { GuideApiReference } from './GuideApiReference';

// Template names and live cards need every template (the registry: its code and CSS); the page's
// text does not wait for them, and the placeholders keep their room so nothing shifts.
const samples = () => import('./GuideSamples');
const MakerList = lazy(() => samples().then((m) => ({ default: m.MakerList })));
const SectionSamples = lazy(() => samples().then((m) => ({ default: m.SectionSamples })));

interface GuideSection {
  title: string;
  body: string;
  tip?: string;
}

/**
 * The user guide (/about): nine sections, a sticky table of contents and its own language switch.
 * Its illustrations are templates drawn live with their examples in the page's language.
 */
export function GuidePage() {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <PageHeading eyebrow={t('guide.eyebrow')} title={t('guide.title')} lead={t('guide.lead')} />
        <div
          role="group"
          aria-label={t('guide.language')}
          className="inline-flex shrink-0 self-start rounded-full bg-gray-100 p-1 sm:self-auto dark:bg-white/5"
        >
          {LANGUAGES.map((lng) => (
            <button
              key={lng}
              type="button"
              lang={lng === 'zh' ? 'zh-CN' : 'en'}
              aria-pressed={i18n.language === lng}
              onClick={() => setLanguage(lng)}
              className="rounded-full px-4 py-1.5 text-sm font-semibold text-gray-600 transition aria-pressed:bg-white aria-pressed:text-gray-900 aria-pressed:shadow-sm dark:text-gray-300 dark:aria-pressed:bg-gray-700 dark:aria-pressed:text-white"
            >
              {t(`common.language.${lng}`)}
            </button>
          ))}
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[15rem_1fr]">
        <nav aria-label={t('guide.toc')} className="lg:block">
          <div className="rounded-3xl bg-gray-50 p-5 ring-1 ring-gray-200 lg:sticky lg:top-24 dark:bg-white/[0.03] dark:ring-white/10">
            <p className="text-xs font-semibold tracking-wide text-gray-500 uppercase dark:text-gray-400">
              {t('guide.toc')}
            </p>
            <ol className="mt-3 grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
              {SECTIONS.map((s, i) => (
                <li key={s.id}>
                  <a
                    href={`#guide-${s.id}`}
                    className="flex gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-white hover:text-indigo-600 dark:hover:bg-white/5 dark:hover:text-indigo-300"
                  >
                    <span className="w-4 shrink-0 text-right font-semibold text-indigo-500 tabular-nums">{i + 1}</span>
                    {t(`guide.sections.${s.id}.title`)}
                  </a>
                </li>
              ))}
              <li>
                <a
                  href="#guide-api"
                  className="flex gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-white hover:text-indigo-600 dark:hover:bg-white/5 dark:hover:text-indigo-300"
                >
                  <span className="w-4 shrink-0 text-right font-semibold text-indigo-500">A</span>
                  {t('guide.api.title')}
                </a>
              </li>
            </ol>
          </div>
        </nav>
        <div className="min-w-0 space-y-14">
          {SECTIONS.map((s, i) => {
            const section = t(`guide.sections.${s.id}`, { returnObjects: true }) as unknown as GuideSection;
            return (
              <section key={s.id} id={`guide-${s.id}`} aria-labelledby={`guide-${s.id}-title`} className="scroll-mt-24">
                <h2
                  id={`guide-${s.id}-title`}
                  className="flex items-center gap-3 text-2xl font-bold text-gray-900 dark:text-white"
                >
                  <span className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-500 text-sm font-bold text-white">
                    {i + 1}
                  </span>
                  {section.title}
                </h2>
                <div className="mt-4 space-y-3 leading-relaxed">
                  <TextBlocks text={section.body} />
                </div>
                {s.id === 'overview' && (
                  <WhenNear placeholder={<MakerListFrame />}>
                    <MakerList lang={lang} />
                  </WhenNear>
                )}
                {s.samples.length > 0 && (
                  <WhenNear placeholder={<SectionSamplesPlaceholder spec={s} />}>
                    <SectionSamples spec={s} lang={lang} />
                  </WhenNear>
                )}
                {section.tip && (
                  <p className="mt-5 flex gap-3 rounded-2xl bg-amber-50 p-4 text-sm leading-relaxed text-amber-900 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/20">
                    <SparklesIcon className="mt-0.5 shrink-0 text-base" />
                    <span>
                      <strong className="font-semibold">{t('guide.tip')}</strong> {section.tip}
                    </span>
                  </p>
                )}
                {s.link && (
                  <Link to={s.link} className={`${LINK} mt-5`}>
                    {t('common.nav.gallery')}
                    <ArrowRightIcon />
                  </Link>
                )}
              </section>
            );
          })}
          <GuideApiReference />
        </div>
      </div>
    </main>
  );
}

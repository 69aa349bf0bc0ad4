import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/SectionHeading';

const STEPS = ['one', 'two', 'three'] as const;

/** The three-step how-to. */
export function HomeSteps() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-steps" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading id="home-steps" eyebrow={t('home.steps.eyebrow')} title={t('home.steps.title')} />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step} className="relative rounded-3xl p-6 ring-1 ring-gray-200 dark:ring-white/10">
            <span className="bg-gradient-to-br from-indigo-500 to-fuchsia-500 bg-clip-text text-5xl font-black text-transparent">
              {i + 1}
            </span>
            <p className="sr-only">{t('home.steps.step', { n: i + 1 })}</p>
            <h3 className="mt-3 text-lg font-bold text-gray-900 dark:text-white">{t(`home.steps.${step}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed">{t(`home.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

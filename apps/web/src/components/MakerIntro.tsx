import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-styles';
import { ArrowRightIcon } from './icons';

/**
 * A maker's introduction block: eyebrow, heading, one paragraph about what it does and accepts,
 * and links to the guide and the gallery; the illustration sits beside it.
 */
export function MakerIntro({ title, body, art }: { title: string; body: string; art: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="relative isolate w-full overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_60%_at_80%_10%,rgba(139,92,246,0.14),transparent)] dark:bg-[radial-gradient(50%_60%_at_80%_10%,rgba(139,92,246,0.22),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">
            {t('common.makerIntro.eyebrow')}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-gray-900 sm:text-5xl dark:text-white">
            {title}
          </h1>
          <h2 className="mt-8 text-sm font-semibold text-gray-900 dark:text-white">{t('common.makerIntro.accepts')}</h2>
          <p className="mt-2 text-base leading-relaxed text-pretty sm:text-lg">{body}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/about" className={buttonClass('primary')}>
              {t('common.makerIntro.start')}
              <ArrowRightIcon />
            </Link>
            <Link to="/gallery" className={buttonClass('secondary')}>
              {t('common.makerIntro.gallery')}
            </Link>
          </div>
        </div>
        <div className="mx-auto w-full max-w-sm">{art}</div>
      </div>
    </main>
  );
}

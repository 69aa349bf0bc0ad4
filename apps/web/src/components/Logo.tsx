import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The brand mark and name, linking home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-lg" aria-label={t('common.brand')}>
      <span
        aria-hidden="true"
        className="grid h-8 w-8 place-items-center rounded-xl bg-gradient-to-br from-indigo-500 via-violet-500 to-fuchsia-500 text-sm font-black text-white shadow-md shadow-violet-500/30"
      >
        墨
      </span>
      <span className="text-lg font-bold tracking-tight text-gray-900 max-[359px]:sr-only dark:text-white">
        {t('common.brand')}
      </span>
    </Link>
  );
}

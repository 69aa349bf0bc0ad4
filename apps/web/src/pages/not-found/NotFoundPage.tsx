import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-styles';

/** The 404 page for any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <p className="bg-gradient-to-br from-indigo-500 via-violet-500 to-fuchsia-500 bg-clip-text text-7xl font-black text-transparent sm:text-8xl">
        {t('common.notFound.code')}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-gray-900 sm:text-3xl dark:text-white">
        {t('common.notFound.title')}
      </h1>
      <p className="mt-3 leading-relaxed">{t('common.notFound.body')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary')}>
          {t('common.notFound.home')}
        </Link>
        <Link to="/gallery" className={buttonClass('secondary')}>
          {t('common.notFound.gallery')}
        </Link>
      </div>
    </main>
  );
}

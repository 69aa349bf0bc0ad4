import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The console's brand mark, linking to the dashboard. */
export function AdminBrand() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/v2/dashboard" className="flex items-center gap-2.5 rounded-lg">
      <span
        aria-hidden="true"
        className="grid h-9 w-9 place-items-center rounded-xl bg-gradient-to-br from-indigo-500 via-violet-500 to-fuchsia-500 text-sm font-black text-white shadow-md shadow-violet-500/30"
      >
        墨
      </span>
      <span className="leading-tight">
        <span className="block text-[15px] font-bold text-gray-900 dark:text-white">{t('common.brand')}</span>
        <span className="block text-xs font-medium text-gray-500 dark:text-gray-400">{t('admin.console')}</span>
      </span>
    </Link>
  );
}

import { useTranslation } from 'react-i18next';
import { AdminCard, AdminPageHeader } from '../../../features/admin/AdminCard';
import { GearIcon } from '../../../components/icons';

/** /admin/v2/settings: the spec's placeholder — the system settings page is under development. */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('admin.settings.title')} />
      <AdminCard>
        <div className="flex flex-col items-center px-4 py-14 text-center">
          <span className="grid h-14 w-14 place-items-center rounded-2xl bg-amber-50 text-3xl text-amber-600 dark:bg-amber-500/15 dark:text-amber-300">
            <GearIcon />
          </span>
          <p className="mt-5 text-lg font-semibold text-gray-900 dark:text-white">{t('admin.settings.placeholder')}</p>
          <p className="mt-1.5 max-w-md text-sm text-gray-500 dark:text-gray-400">{t('admin.settings.detail')}</p>
        </div>
      </AdminCard>
    </>
  );
}

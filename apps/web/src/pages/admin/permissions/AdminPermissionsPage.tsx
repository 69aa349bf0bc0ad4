import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchPermissions } from '../../../api/admin';
import { AdminCard, AdminPageHeader } from '../../../features/admin/AdminCard';
import { AdminLoadState } from '../../../features/admin/AdminLoadState';
import { AllowedIcon, DeniedIcon } from '../../../components/icons';
import { RoleBadge } from '../../../features/admin/RoleBadge';

const RULES = ['superAdmin', 'admin', 'self', 'last'] as const;

/** /admin/v2/permissions: the role-by-capability matrix, read from the server's own policies. */
export function AdminPermissionsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['admin', 'permissions'], queryFn: fetchPermissions, staleTime: Infinity });
  const data = query.data;

  return (
    <>
      <AdminPageHeader title={t('admin.permissions.title')} subtitle={t('admin.permissions.subtitle')} />
      <AdminCard isFlush>
        {data ? (
          <>
            {/* A phone lists each capability with its four roles; wider screens get the matrix. */}
            <ul className="divide-y divide-gray-100 sm:hidden dark:divide-white/5">
              {data.capabilities.map((capability) => (
                <li key={capability} className="px-5 py-4">
                  <h2 className="text-sm font-medium text-gray-800 dark:text-gray-100">
                    {t(`admin.permissions.capabilities.${capability}`)}
                  </h2>
                  <ul className="mt-2.5 grid grid-cols-2 gap-2">
                    {data.roles.map((role) => (
                      <li key={role} className="flex items-center gap-2">
                        <Verdict allowed={data.matrix[role]?.[capability] ?? false} />
                        <RoleBadge role={role} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto sm:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('admin.permissions.title')}</caption>
                <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-500 uppercase dark:bg-white/5 dark:text-gray-400">
                  <tr>
                    <th scope="col" className="px-5 py-3.5">
                      {t('admin.permissions.capability')}
                    </th>
                    {data.roles.map((role) => (
                      <th key={role} scope="col" className="px-4 py-3.5 text-center normal-case">
                        <RoleBadge role={role} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100 dark:divide-white/5">
                  {data.capabilities.map((capability) => (
                    <tr key={capability} className="hover:bg-gray-50/70 dark:hover:bg-white/[0.03]">
                      <th scope="row" className="px-5 py-3.5 font-medium text-gray-800 dark:text-gray-100">
                        {t(`admin.permissions.capabilities.${capability}`)}
                      </th>
                      {data.roles.map((role) => (
                        <td key={role} className="px-4 py-3.5 text-center">
                          <Verdict allowed={data.matrix[role]?.[capability] ?? false} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : (
          <div className="p-6">
            <AdminLoadState isError={query.isError} onRetry={() => void query.refetch()} className="h-72" />
          </div>
        )}
      </AdminCard>
      <AdminCard className="mt-6" title={t('admin.permissions.rulesTitle')}>
        <ul className="space-y-2.5 text-sm">
          {RULES.map((rule) => (
            <li key={rule} className="flex gap-2.5">
              <span aria-hidden="true" className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-indigo-500" />
              {t(`admin.permissions.rules.${rule}`)}
            </li>
          ))}
        </ul>
      </AdminCard>
    </>
  );
}

/** Allowed or denied, as an icon with its word for screen readers. */
function Verdict({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  const word = allowed ? t('admin.permissions.allowed') : t('admin.permissions.denied');
  return (
    <span
      className={`inline-flex text-xl ${allowed ? 'text-emerald-600 dark:text-emerald-400' : 'text-gray-400 dark:text-gray-500'}`}
      title={word}
    >
      {allowed ? <AllowedIcon /> : <DeniedIcon />}
      <span className="sr-only">{word}</span>
    </span>
  );
}

import { useTranslation } from 'react-i18next';
import type { PublicUser, Role } from '@inkcard/shared';
import { currentLanguage } from '../../i18n';
import { PencilIcon, SortIcon } from '../../components/icons';
import { formatDate } from './format';
import { RoleBadge } from './RoleBadge';

/** The columns the server can sort by. */
export type UserSortField = 'id' | 'username' | 'email' | 'createdAt' | 'role';

/**
 * The user table (id, username, email, created date, role, actions) with sortable column
 * headers; the edit button is disabled for users the signed-in administrator cannot change.
 */
export function AdminUsersTable({
  users,
  grantableRoles,
  currentUserId,
  sort,
  onSort,
  onEditRole,
}: {
  users: PublicUser[];
  grantableRoles: Record<string, Role[]> | undefined;
  currentUserId: number | undefined;
  /** A field, '-' first for descending. */
  sort: string;
  onSort: (field: UserSortField) => void;
  onEditRole: (user: PublicUser) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const descending = sort.startsWith('-');
  const sortField = descending ? sort.slice(1) : sort;

  const header = (field: UserSortField, className = '') => {
    const direction = sortField === field ? (descending ? 'desc' : 'asc') : 'none';
    const label = t(`admin.users.columns.${field}`);
    return (
      <th
        scope="col"
        className={`px-3 py-3 xl:px-4 ${className}`}
        aria-sort={direction === 'none' ? undefined : direction === 'asc' ? 'ascending' : 'descending'}
      >
        <button
          type="button"
          onClick={() => onSort(field)}
          className="-mx-1.5 inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-semibold tracking-wide uppercase hover:text-gray-900 dark:hover:text-white"
          title={t('admin.users.sortBy', { column: label })}
        >
          {label}
          <SortIcon direction={direction} className={direction === 'none' ? 'opacity-40' : 'text-indigo-500'} />
        </button>
      </th>
    );
  };

  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">{t('admin.users.tableLabel')}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-xs text-gray-500 dark:border-white/10 dark:bg-white/5 dark:text-gray-400">
          <tr>
            {header('id', 'w-16')}
            {header('username')}
            {header('email')}
            {header('createdAt')}
            {header('role')}
            <th scope="col" className="px-3 py-3 text-right font-semibold tracking-wide uppercase xl:px-4">
              {t('admin.users.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 dark:divide-white/5">
          {users.map((user) => {
            const grantable = grantableRoles?.[String(user.id)] ?? [];
            const isSelf = user.id === currentUserId;
            return (
              <tr key={user.id} className="transition hover:bg-gray-50/80 dark:hover:bg-white/[0.03]">
                <td className="px-3 py-3 text-gray-500 tabular-nums xl:px-4 dark:text-gray-400">{user.id}</td>
                <td className="max-w-44 px-3 py-3 xl:px-4">
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-gray-100 text-xs font-bold text-gray-600 uppercase dark:bg-white/10 dark:text-gray-300"
                    >
                      {Array.from(user.username)[0] ?? '?'}
                    </span>
                    <span className="truncate font-medium text-gray-900 dark:text-white">{user.username}</span>
                    {isSelf && (
                      <span className="shrink-0 rounded bg-gray-100 px-1.5 text-[11px] text-gray-600 dark:bg-white/10 dark:text-gray-300">
                        {t('admin.users.you')}
                      </span>
                    )}
                  </span>
                </td>
                <td className="max-w-52 truncate px-3 py-3 text-gray-600 xl:px-4 dark:text-gray-300" title={user.email}>
                  {user.email}
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-gray-600 xl:px-4 dark:text-gray-300">
                  {formatDate(user.createdAt, lang)}
                </td>
                <td className="px-3 py-3 xl:px-4">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-3 py-3 text-right xl:px-4">
                  <button
                    type="button"
                    onClick={() => onEditRole(user)}
                    disabled={grantable.length === 0}
                    aria-label={t('admin.users.editRoleFor', { name: user.username })}
                    title={grantable.length === 0 ? t('admin.roleDialog.adminHint') : undefined}
                    className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-indigo-600 transition hover:bg-indigo-50 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent dark:text-indigo-300 dark:hover:bg-indigo-500/10 dark:disabled:text-gray-600"
                  >
                    <PencilIcon aria-hidden="true" />
                    {t('admin.users.editRole')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

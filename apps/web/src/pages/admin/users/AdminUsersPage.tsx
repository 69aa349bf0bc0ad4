import { useEffect, useId, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ROLES, type PublicUser, type Role } from '@inkcard/shared';
import { fetchAdminUsers } from '../../../api/admin';
import { AdminCard, AdminPageHeader } from '../../../features/admin/AdminCard';
import { AdminLoadState } from '../../../features/admin/AdminLoadState';
import { AdminUsersTable, type UserSortField } from '../../../features/admin/AdminUsersTable';
import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from '../../../components/icons';
import { formatCount } from '../../../features/admin/format';
import { UserRoleDialog } from '../../../features/admin/UserRoleDialog';
import { FormNotice, type Notice } from '../../../features/auth/form/FormNotice';
import { inputClass } from '../../../features/auth/form/styles';
import { useAdminSession } from '../../../features/auth/session';
import { currentLanguage } from '../../../i18n';

const PAGE_SIZES = [10, 20, 50, 100] as const;
const SEARCH_DEBOUNCE_MS = 300;
const SORT_PATTERN = /^-?(id|username|email|createdAt|role)$/;
const selectClass = `${inputClass} w-auto py-2 pr-9`;
const pagerButton =
  'inline-flex h-9 items-center gap-1 rounded-lg px-3 text-sm font-medium text-gray-700 ring-1 ring-gray-200 transition hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:text-gray-200 dark:ring-white/10 dark:hover:bg-white/5';

/**
 * /admin/v2/users: role filter, search by username or email, server-side sorting and paging (all
 * kept in the URL, so a view can be bookmarked), and the edit-role dialog.
 */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const ids = { role: useId(), search: useId(), size: useId() };
  const { user: me } = useAdminSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();

  const roleParam = params.get('role');
  const role = (ROLES as readonly string[]).includes(roleParam ?? '') ? (roleParam as Role) : undefined;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sizeParam = Number(params.get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? sizeParam : 20;
  const sortParam = params.get('sort') ?? '';
  const sort = SORT_PATTERN.test(sortParam) ? sortParam : '-createdAt';

  const [search, setSearch] = useState(q);
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** Applies changes to the URL; any filter change returns to page 1. */
  const update = (changes: Record<string, string | undefined>, resetPage = true): void => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => update({ q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on typing only
  }, [search]);

  const query = useQuery({
    queryKey: ['admin', 'users', { role, q, page, pageSize, sort }],
    queryFn: () => fetchAdminUsers({ role, q: q || undefined, page, pageSize, sort }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const handleSort = (field: UserSortField): void => {
    const next =
      sort === field ? `-${field}` : sort === `-${field}` ? field : field === 'createdAt' ? '-createdAt' : field;
    update({ sort: next === '-createdAt' ? undefined : next }, false);
  };

  const handleSaved = (saved: PublicUser): void => {
    setEditing(null);
    setNotice({
      tone: 'success',
      text: t('admin.roleDialog.saved', { name: saved.username, role: t(`admin.roles.${saved.role}`) }),
    });
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
  };

  return (
    <>
      <AdminPageHeader title={t('admin.users.title')} subtitle={t('admin.users.subtitle')} />
      <AdminCard isFlush>
        <div className="flex flex-wrap items-end gap-3 border-b border-gray-200 p-4 sm:p-5 dark:border-white/10">
          <div>
            <label htmlFor={ids.role} className="mb-1.5 block text-xs font-medium text-gray-500 dark:text-gray-400">
              {t('admin.users.roleFilter')}
            </label>
            <select
              id={ids.role}
              value={role ?? ''}
              onChange={(e) => update({ role: e.target.value || undefined })}
              className={selectClass}
            >
              <option value="">{t('admin.users.allRoles')}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`admin.roles.${r}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-56 flex-1">
            <label htmlFor={ids.search} className="mb-1.5 block text-xs font-medium text-gray-500 dark:text-gray-400">
              {t('admin.users.search')}
            </label>
            <div className="relative">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-gray-400" />
              <input
                id={ids.search}
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('admin.users.searchPlaceholder')}
                className={`${inputClass} py-2 pl-9`}
                maxLength={100}
              />
            </div>
          </div>
          {data && (
            <p className="pb-2 text-sm text-gray-500 dark:text-gray-400" aria-live="polite">
              {t('admin.users.total', { count: data.total, total: formatCount(data.total, lang) })}
            </p>
          )}
        </div>
        {notice && (
          <div className="px-4 pt-4 sm:px-5">
            <FormNotice notice={notice} />
          </div>
        )}
        {data ? (
          data.users.length > 0 ? (
            <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
              <AdminUsersTable
                users={data.users}
                grantableRoles={data.grantableRoles}
                currentUserId={me?.id}
                sort={sort}
                onSort={handleSort}
                onEditRole={(u) => {
                  setNotice(null);
                  setEditing(u);
                }}
              />
            </div>
          ) : (
            <p className="px-4 py-16 text-center text-sm text-gray-500 dark:text-gray-400">{t('admin.users.empty')}</p>
          )
        ) : (
          <div className="p-5">
            <AdminLoadState isError={query.isError} onRetry={() => void query.refetch()} className="h-80" />
          </div>
        )}
        <nav
          aria-label={t('admin.users.paginationLabel')}
          className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 px-4 py-3 sm:px-5 dark:border-white/10"
        >
          <div className="flex items-center gap-2 text-sm text-gray-500 dark:text-gray-400">
            <label htmlFor={ids.size} className="whitespace-nowrap">
              {t('admin.users.pageSize')}
            </label>
            <select
              id={ids.size}
              value={pageSize}
              onChange={(e) => update({ pageSize: e.target.value === '20' ? undefined : e.target.value })}
              className={selectClass}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-sm text-gray-500 tabular-nums dark:text-gray-400">
              {t('admin.users.pageOf', { page, pages })}
            </span>
            <button
              type="button"
              className={pagerButton}
              disabled={page <= 1}
              onClick={() => update({ page: String(page - 1) }, false)}
            >
              <ChevronLeftIcon aria-hidden="true" />
              {t('admin.users.previous')}
            </button>
            <button
              type="button"
              className={pagerButton}
              disabled={page >= pages}
              onClick={() => update({ page: String(page + 1) }, false)}
            >
              {t('admin.users.next')}
              <ChevronRightIcon aria-hidden="true" />
            </button>
          </div>
        </nav>
      </AdminCard>
      <UserRoleDialog
        user={editing}
        roles={editing ? (data?.grantableRoles?.[String(editing.id)] ?? []) : []}
        isSuperAdmin={me?.role === 'superAdmin'}
        onClose={() => setEditing(null)}
        onSaved={handleSaved}
      />
    </>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CardsIcon, ChartIcon, DashboardIcon, GearIcon, ShieldIcon, UsersIcon } from '../../components/icons';

const LINKS: {
  to: string;
  key: 'dashboard' | 'users' | 'stats' | 'cards' | 'permissions' | 'settings';
  icon: ReactNode;
}[] = [
  { to: '/admin/v2/dashboard', key: 'dashboard', icon: <DashboardIcon /> },
  { to: '/admin/v2/users', key: 'users', icon: <UsersIcon /> },
  { to: '/admin/v2/stats', key: 'stats', icon: <ChartIcon /> },
  { to: '/admin/v2/cards', key: 'cards', icon: <CardsIcon /> },
  { to: '/admin/v2/permissions', key: 'permissions', icon: <ShieldIcon /> },
  { to: '/admin/v2/settings', key: 'settings', icon: <GearIcon /> },
];

/** The console's section links; the current one is highlighted and marked aria-current. */
export function AdminSidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.nav.label')}>
      <ul className="space-y-1">
        {LINKS.map((link) => (
          <li key={link.key}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition ${
                  isActive
                    ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
                    : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-white/5 dark:hover:text-white'
                }`
              }
            >
              <span className="text-lg" aria-hidden="true">
                {link.icon}
              </span>
              {t(`admin.nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

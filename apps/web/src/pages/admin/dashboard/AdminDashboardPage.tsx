import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchDashboard } from '../../../api/admin';
import { AdminCard, AdminPageHeader } from '../../../features/admin/AdminCard';
import { AdminLoadState } from '../../../features/admin/AdminLoadState';
import { AdminQueueCard } from '../../../features/admin/AdminQueueCard';
import {
  CardsIcon,
  ClockIcon,
  DownloadIcon,
  EyeIcon,
  LinkIcon,
  SaveIcon,
  ShieldIcon,
  StarIcon,
  UsersIcon,
} from '../../../components/icons';
import { TrendChart } from '../../../features/admin/charts/TrendChart';
import { formatCount } from '../../../features/admin/format';
import { StatCard } from '../../../features/admin/StatCard';
import { currentLanguage } from '../../../i18n';

const linkClass =
  'inline-flex items-center rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-600 ring-1 ring-indigo-200 transition hover:bg-indigo-50 dark:text-indigo-300 dark:ring-indigo-500/40 dark:hover:bg-indigo-500/10';

/** /admin/v2/dashboard: users by role, today's visits and downloads, saved cards, the 7-day trend and the batch queue. */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const query = useQuery({ queryKey: ['admin', 'dashboard'], queryFn: fetchDashboard });
  const data = query.data;

  const cards = data
    ? [
        {
          label: t('admin.dashboard.totalUsers'),
          value: data.totalUsers,
          icon: <UsersIcon />,
          tone: 'indigo' as const,
        },
        { label: t('admin.dashboard.members'), value: data.members, icon: <StarIcon />, tone: 'amber' as const },
        { label: t('admin.dashboard.admins'), value: data.admins, icon: <ShieldIcon />, tone: 'fuchsia' as const },
        { label: t('admin.dashboard.todayVisits'), value: data.todayVisits, icon: <EyeIcon />, tone: 'sky' as const },
        {
          label: t('admin.dashboard.todayDownloads'),
          value: data.todayDownloads,
          icon: <DownloadIcon />,
          tone: 'emerald' as const,
        },
      ]
    : [];
  // Saved cards (issue 25): the second row of figures.
  const savedCards = data
    ? [
        {
          label: t('admin.dashboard.savedCards'),
          value: data.cards.total,
          icon: <CardsIcon />,
          tone: 'indigo' as const,
        },
        {
          label: t('admin.dashboard.cardsToday'),
          value: data.cards.createdToday,
          icon: <SaveIcon />,
          tone: 'sky' as const,
        },
        {
          label: t('admin.dashboard.sharedCards'),
          value: data.cards.shared,
          icon: <LinkIcon />,
          tone: 'emerald' as const,
        },
        {
          label: t('admin.dashboard.pendingCards'),
          value: data.cards.submitted,
          icon: <ClockIcon />,
          tone: 'amber' as const,
        },
        {
          label: t('admin.dashboard.galleryCards'),
          value: data.cards.approved,
          icon: <StarIcon />,
          tone: 'fuchsia' as const,
        },
      ]
    : [];

  return (
    <>
      <AdminPageHeader
        title={t('admin.dashboard.title')}
        subtitle={t('admin.dashboard.subtitle')}
        actions={
          <div className="flex gap-2">
            <Link to="/admin/v2/users" className={linkClass}>
              {t('admin.dashboard.manageUsers')}
            </Link>
            <Link to="/admin/v2/stats" className={linkClass}>
              {t('admin.dashboard.viewStats')}
            </Link>
            <Link to="/admin/v2/cards" className={linkClass}>
              {t('admin.dashboard.reviewCards')}
            </Link>
          </div>
        }
      />
      {data ? (
        <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
          {[...cards, ...savedCards].map((card) => (
            <StatCard
              key={card.label}
              label={card.label}
              value={formatCount(card.value, lang)}
              icon={card.icon}
              tone={card.tone}
            />
          ))}
        </div>
      ) : (
        <AdminLoadState isError={query.isError} onRetry={() => void query.refetch()} className="h-24" />
      )}
      <AdminCard
        className="mt-6"
        title={t('admin.dashboard.trendTitle')}
        subtitle={`${t('admin.dashboard.trendSubtitle')} · ${t('admin.status.utcNote')}`}
      >
        {data ? (
          <TrendChart
            label={t('admin.dashboard.trendSubtitle')}
            days={data.trend.map((d) => d.date)}
            series={[
              {
                label: t('admin.dashboard.visits'),
                values: data.trend.map((d) => d.visits),
                colorClass: 'text-indigo-500 dark:text-indigo-400',
              },
              {
                label: t('admin.dashboard.downloads'),
                values: data.trend.map((d) => d.downloads),
                colorClass: 'text-emerald-500 dark:text-emerald-400',
              },
            ]}
          />
        ) : (
          <AdminLoadState isError={query.isError} onRetry={() => void query.refetch()} className="h-60" />
        )}
      </AdminCard>
      <AdminQueueCard />
    </>
  );
}

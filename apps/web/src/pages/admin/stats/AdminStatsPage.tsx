import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { STATS_DAY_OPTIONS, type DailyCount } from '@inkcard/shared';
import { fetchAdminStats } from '../../../api/admin';
import { AdminCard, AdminPageHeader } from '../../../features/admin/AdminCard';
import { AdminLoadState } from '../../../features/admin/AdminLoadState';
import { BarList } from '../../../features/admin/charts/BarList';
import { TrendChart } from '../../../features/admin/charts/TrendChart';
import { formatCount } from '../../../features/admin/format';
import { currentLanguage } from '../../../i18n';

const sum = (days: DailyCount[]): number => days.reduce((n, d) => n + d.count, 0);

/** /admin/v2/stats: visits, downloads and registrations per day over 7, 30 or 90 UTC days, and breakdowns. */
export function AdminStatsPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('days'));
  const days = (STATS_DAY_OPTIONS as readonly number[]).includes(requested) ? requested : 7;
  const query = useQuery({
    queryKey: ['admin', 'stats', days],
    queryFn: () => fetchAdminStats(days),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const loading = <AdminLoadState isError={query.isError} onRetry={() => void query.refetch()} className="h-60" />;

  const daily = [
    {
      key: 'visits',
      title: t('admin.stats.visitsPerDay'),
      values: data?.visits,
      color: 'text-indigo-500 dark:text-indigo-400',
      kind: 'line' as const,
    },
    {
      key: 'downloads',
      title: t('admin.stats.downloadsPerDay'),
      values: data?.downloads,
      color: 'text-emerald-500 dark:text-emerald-400',
      kind: 'line' as const,
    },
    {
      key: 'registrations',
      title: t('admin.stats.registrations'),
      values: data?.registrations,
      color: 'text-amber-500 dark:text-amber-400',
      kind: 'columns' as const,
    },
    {
      key: 'apiRenders',
      title: t('admin.stats.apiRendersPerDay'),
      values: data?.api.rendersPerDay,
      color: 'text-sky-500 dark:text-sky-400',
      kind: 'columns' as const,
    },
  ];
  const breakdowns = [
    {
      key: 'byCardType',
      title: t('admin.stats.byCardType'),
      color: 'text-emerald-500',
      items: data?.downloadsByCardType.map((d) => ({
        key: d.cardType,
        label: t(`admin.stats.cardTypes.${d.cardType}`),
        count: d.count,
      })),
    },
    {
      key: 'byTemplate',
      title: t('admin.stats.byTemplate'),
      color: 'text-violet-500',
      items: data?.downloadsByTemplate.map((d) => ({ key: d.template, label: d.template, count: d.count })),
    },
    {
      key: 'topPages',
      title: t('admin.stats.topPages'),
      color: 'text-indigo-500',
      items: data?.topPages.map((d) => ({ key: d.path, label: d.path, count: d.count })),
      className: 'xl:col-span-2',
    },
    {
      key: 'apiByTemplate',
      title: t('admin.stats.apiByTemplate'),
      color: 'text-sky-500',
      items: data?.api.byTemplate.map((d) => ({ key: d.template, label: d.template, count: d.count })),
    },
    {
      key: 'apiByUser',
      title: t('admin.stats.apiByUser'),
      color: 'text-sky-500',
      items: data?.api.byUser.map((d) => ({ key: d.username, label: d.username, count: d.count })),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin.stats.title')}
        subtitle={`${t('admin.stats.subtitle')} ${t('admin.status.utcNote')}`}
        actions={
          <div
            role="group"
            aria-label={t('admin.stats.rangeLabel')}
            className="inline-flex rounded-xl bg-white p-1 shadow-sm ring-1 ring-gray-200 dark:bg-gray-800/60 dark:ring-white/10"
          >
            {STATS_DAY_OPTIONS.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={option === days}
                onClick={() => setParams(option === 7 ? {} : { days: String(option) }, { replace: true })}
                className={`rounded-lg px-3.5 py-1.5 text-sm font-semibold transition ${
                  option === days
                    ? 'bg-indigo-600 text-white shadow-sm'
                    : 'text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-white/10'
                }`}
              >
                {t('admin.stats.range', { days: option })}
              </button>
            ))}
          </div>
        }
      />
      <div className={`grid gap-6 xl:grid-cols-2 ${query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}>
        {daily.map((chart) => (
          <AdminCard
            key={chart.key}
            title={chart.title}
            subtitle={
              chart.values ? t('admin.stats.total', { total: formatCount(sum(chart.values), lang) }) : undefined
            }
            className={chart.key === 'visits' || chart.key === 'apiRenders' ? 'xl:col-span-2' : ''}
          >
            {chart.values ? (
              <TrendChart
                label={chart.title}
                kind={chart.kind}
                days={chart.values.map((d) => d.date)}
                series={[{ label: chart.title, values: chart.values.map((d) => d.count), colorClass: chart.color }]}
              />
            ) : (
              loading
            )}
          </AdminCard>
        ))}
        {breakdowns.map((card) => (
          <AdminCard key={card.key} title={card.title} className={card.className}>
            {card.items ? (
              <BarList colorClass={card.color} emptyText={t('admin.stats.empty')} items={card.items} />
            ) : (
              loading
            )}
          </AdminCard>
        ))}
      </div>
    </>
  );
}

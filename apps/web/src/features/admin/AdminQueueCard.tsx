import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelAdminBatch, fetchAdminQueue } from '../../api/admin';
import { currentLanguage } from '../../i18n';
import { AdminCard } from './AdminCard';
import { AdminLoadState } from './AdminLoadState';
import { formatCount } from './format';

/** How often the queue is read while the console shows it. */
const REFRESH_MS = 5_000;

/**
 * The batch queue in the admin console (issue 28): cards waiting, rendering and failed, each
 * rendering process with its cards in the last minute, and the latest batches with a cancel
 * button while they are unfinished.
 * @returns the card
 */
export function AdminQueueCard() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const client = useQueryClient();
  const query = useQuery({ queryKey: ['admin', 'queue'], queryFn: fetchAdminQueue, refetchInterval: REFRESH_MS });
  const cancel = useMutation({
    mutationFn: cancelAdminBatch,
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin', 'queue'] }),
  });
  const data = query.data;
  return (
    <AdminCard
      className="mt-6"
      title={t('admin.queue.title')}
      subtitle={data ? t(data.engine === 'postgres' ? 'admin.queue.shared' : 'admin.queue.inProcess') : undefined}
    >
      {data ? (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-3 gap-3 text-center">
            {(['waiting', 'running', 'failed'] as const).map((k) => (
              <div key={k} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
                <dt className="text-xs text-slate-500 dark:text-slate-400">{t(`admin.queue.${k}`)}</dt>
                <dd className="text-xl font-semibold" data-testid={`queue-${k}`}>
                  {formatCount(data[k], lang)}
                </dd>
              </div>
            ))}
          </dl>
          <div>
            {/* Fits a 320 px phone: the process name is cut (its id in the tooltip), figures stay whole. */}
            <table className="w-full table-fixed text-left">
              <caption className="sr-only">{t('admin.queue.workers')}</caption>
              <thead className="text-xs text-slate-500 dark:text-slate-400">
                <tr>
                  <th className="w-[40%] py-1 font-medium">{t('admin.queue.worker')}</th>
                  <th className="py-1 font-medium">{t('admin.queue.state')}</th>
                  <th className="py-1 text-right font-medium">{t('admin.queue.perMinute')}</th>
                  <th className="py-1 text-right font-medium">{t('admin.queue.total')}</th>
                </tr>
              </thead>
              <tbody>
                {data.workers.length === 0 && (
                  <tr>
                    <td colSpan={4} className="py-2 text-slate-500 dark:text-slate-400">
                      {t('admin.queue.noWorkers')}
                    </td>
                  </tr>
                )}
                {data.workers.map((w) => (
                  <tr key={w.id} className="border-t border-slate-100 dark:border-slate-800">
                    <td className="truncate py-1.5 pr-2" title={`${w.host} (${w.id})`}>
                      {t(w.role === 'worker' ? 'admin.queue.roleWorker' : 'admin.queue.roleWeb')} · {w.host}
                    </td>
                    <td className="py-1.5">{t(w.alive ? 'admin.queue.alive' : 'admin.queue.silent')}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatCount(w.cardsLastMinute, lang)}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatCount(w.cardsTotal, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-1.5">
            {data.batches.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words">
                  {b.owner} · {b.template} · {t(`admin.queue.status.${b.status}`)} · {b.done + b.failed}/{b.total}
                </span>
                {(b.status === 'queued' || b.status === 'running') && (
                  <button
                    type="button"
                    className="rounded-lg px-2 py-1 text-xs font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 dark:text-red-300 dark:ring-red-500/40 dark:hover:bg-red-500/10"
                    disabled={cancel.isPending}
                    onClick={() => cancel.mutate(b.id)}
                  >
                    {t('admin.queue.cancel')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <AdminLoadState isError={query.isError} onRetry={() => void query.refetch()} className="h-24" />
      )}
    </AdminCard>
  );
}

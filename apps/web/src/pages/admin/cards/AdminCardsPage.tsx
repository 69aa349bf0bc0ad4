import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCard as ModeratedCard } from '@inkcard/shared';
import { fetchModerationCards, moderateCard } from '../../../api/cards';
import { AdminCard, AdminPageHeader } from '../../../features/admin/AdminCard';
import { AdminLoadState } from '../../../features/admin/AdminLoadState';
import { formatDate } from '../../../features/admin/format';
import { currentLanguage } from '../../../i18n';

type Status = 'submitted' | 'approved';

/**
 * /admin/v2/cards: community cards submitted to the gallery, to approve or remove, and those in
 * the gallery now, to remove. Each opens its share page in a new tab, where the card is drawn live.
 */
export function AdminCardsPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [status, setStatus] = useState<Status>('submitted');
  const [notice, setNotice] = useState('');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'cards', status],
    queryFn: () => fetchModerationCards(status),
  });
  const decide = useMutation({
    mutationFn: ({ card, decision }: { card: ModeratedCard; decision: 'approve' | 'remove' }) =>
      moderateCard(card.id, decision),
    onSuccess: (answer) =>
      setNotice(answer.visibility === 'approved' ? t('admin.cards.approved') : t('admin.cards.removed')),
    onError: (error) => setNotice(t('admin.cards.failed', { message: (error as Error).message })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });

  const tabClass = (active: boolean): string =>
    `rounded-lg px-3 py-1.5 text-sm font-semibold transition pointer-coarse:min-h-11 ${
      active
        ? 'bg-indigo-600 text-white'
        : 'text-gray-700 ring-1 ring-gray-200 hover:bg-gray-100 dark:text-gray-200 dark:ring-white/15 dark:hover:bg-white/10'
    }`;
  const cards = query.data?.cards;

  return (
    <>
      <AdminPageHeader title={t('admin.cards.title')} subtitle={t('admin.cards.subtitle')} />
      <div role="group" aria-label={t('admin.cards.tabs.label')} className="mb-4 flex flex-wrap gap-2">
        {(['submitted', 'approved'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            className={tabClass(status === s)}
            onClick={() => {
              setNotice('');
              setStatus(s);
            }}
          >
            {t(`admin.cards.tabs.${s}`)}
          </button>
        ))}
      </div>
      <p aria-live="polite" className="mb-4 min-h-5 text-sm text-indigo-700 dark:text-indigo-300">
        {notice}
      </p>
      <AdminCard isFlush>
        {!cards ? (
          <AdminLoadState isError={query.isError} onRetry={() => void query.refetch()} />
        ) : cards.length === 0 ? (
          <p className="p-8 text-center text-sm text-gray-500 dark:text-gray-400">
            {status === 'submitted' ? t('admin.cards.emptySubmitted') : t('admin.cards.emptyApproved')}
          </p>
        ) : (
          <ul className="divide-y divide-gray-200 dark:divide-white/10">
            {cards.map((card) => {
              const title = card.title || t('admin.cards.untitled');
              return (
                <li key={card.id} className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
                  <div className="flex h-28 w-full shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gray-100 sm:w-24 dark:bg-gray-900">
                    {card.thumbnailUrl ? (
                      <img src={card.thumbnailUrl} alt="" loading="lazy" className="h-full w-full object-contain" />
                    ) : (
                      <span className="text-xs text-gray-500 dark:text-gray-400">{t('admin.cards.noThumbnail')}</span>
                    )}
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words text-gray-900 dark:text-white">{title}</p>
                    <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">
                      {card.template} · {t('admin.cards.by', { name: card.owner.username })}
                      {card.submittedAt &&
                        ` · ${t('admin.cards.submittedAt', { date: formatDate(card.submittedAt, lang) })}`}
                      {status === 'approved' &&
                        card.reviewedAt &&
                        ` · ${t('admin.cards.approvedAt', { date: formatDate(card.reviewedAt, lang) })}`}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <a
                      href={`/c/${card.shareId}`}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={t('admin.cards.viewOf', { title })}
                      className="rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-600 ring-1 ring-indigo-200 pointer-coarse:min-h-11 hover:bg-indigo-50 dark:text-indigo-300 dark:ring-indigo-500/40 dark:hover:bg-indigo-500/10"
                    >
                      {t('admin.cards.view')}
                    </a>
                    {status === 'submitted' && (
                      <button
                        type="button"
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ card, decision: 'approve' })}
                        className="rounded-lg bg-emerald-600 px-3 py-1.5 text-sm font-semibold text-white pointer-coarse:min-h-11 hover:bg-emerald-500 disabled:opacity-50"
                      >
                        {t('admin.cards.approve')}
                      </button>
                    )}
                    <button
                      type="button"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ card, decision: 'remove' })}
                      className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-600 ring-1 ring-red-200 pointer-coarse:min-h-11 hover:bg-red-50 disabled:opacity-50 dark:text-red-300 dark:ring-red-500/40 dark:hover:bg-red-500/10"
                    >
                      {status === 'submitted' ? t('admin.cards.remove') : t('admin.cards.removeFromGallery')}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </AdminCard>
    </>
  );
}

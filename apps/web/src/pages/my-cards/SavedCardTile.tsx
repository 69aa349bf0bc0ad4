import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardSummary } from '@inkcard/shared';
import { CopyIcon, LinkIcon, PencilIcon, RestoreIcon, TrashIcon } from '../../components/icons';
import { formatDate } from '../../features/admin/format';
import { MAKERS } from '../../makers';
import { currentLanguage } from '../../i18n';

/** What a tile's buttons do; each gets the card. */
export interface TileActions {
  onShare: (card: CardSummary) => void;
  onRename: (card: CardSummary) => void;
  onDuplicate: (card: CardSummary) => void;
  onDelete: (card: CardSummary) => void;
  onRestore: (card: CardSummary) => void;
  onDestroy: (card: CardSummary) => void;
}

const actionClass =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-gray-700 ring-1 ring-gray-200 transition pointer-coarse:min-h-11 hover:bg-gray-100 disabled:opacity-50 dark:text-gray-200 dark:ring-white/15 dark:hover:bg-white/10';
/** An action shown by its icon alone (the tiles are two to a row on a phone); its name is its label and tooltip. */
const iconActionClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-full text-base text-gray-600 ring-1 ring-gray-200 transition pointer-coarse:h-11 pointer-coarse:w-11 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-50 dark:text-gray-300 dark:ring-white/15 dark:hover:bg-white/10 dark:hover:text-white';

/**
 * One saved card in My cards: its thumbnail, title, kind and date, and what can be done with it:
 * open, share, rename, duplicate, delete; in "recently deleted": restore, delete for good.
 * @param props - the card, its actions, and whether an action is running
 * @returns the tile
 */
export function SavedCardTile({ card, actions, isBusy }: { card: CardSummary; actions: TileActions; isBusy: boolean }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const titleId = useId();
  const title = card.title || t('cards.untitled');
  const isDeleted = card.deletedAt !== null;
  const openTo = `${MAKERS[card.kind].path}?card=${card.id}`;
  const thumbnail = card.thumbnailUrl ? (
    <img
      src={card.thumbnailUrl}
      alt={t('cards.list.thumbnailOf', { title })}
      loading="lazy"
      decoding="async"
      className="absolute inset-0 h-full w-full object-contain"
    />
  ) : (
    <p className="px-4 text-center text-xs text-gray-500 dark:text-gray-400">{t('cards.list.noThumbnail')}</p>
  );

  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-200 dark:bg-gray-800/60 dark:ring-white/10"
      data-card-id={card.id}
    >
      {isDeleted ? (
        <div className="flex aspect-[4/3] items-center justify-center bg-gray-100 opacity-60 dark:bg-gray-900">
          {thumbnail}
        </div>
      ) : (
        <Link
          to={openTo}
          aria-label={t('cards.actions.openOf', { title })}
          className="relative flex aspect-[3/4] items-center justify-center bg-gray-100 transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:bg-gray-900"
        >
          {thumbnail}
        </Link>
      )}
      <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
        <div className="min-w-0">
          <h2 id={titleId} className="line-clamp-2 font-semibold break-words text-gray-900 dark:text-white">
            {title}
          </h2>
          <p className="mt-1 text-xs text-gray-500 dark:text-gray-400">
            {t(`cards.kinds.${card.kind}`)} ·{' '}
            {isDeleted
              ? `${t('cards.list.deletedOn', { date: formatDate(card.deletedAt!, lang) })} · ${t('cards.list.purgeOn', { date: formatDate(card.purgeAt!, lang) })}`
              : t('cards.list.updated', { date: formatDate(card.updatedAt, lang) })}
          </p>
          {!isDeleted && card.shareId && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
              <LinkIcon aria-hidden="true" />
              {card.visibility === 'submitted'
                ? t('cards.share.submitted')
                : card.visibility === 'approved'
                  ? t('cards.share.approved')
                  : t('cards.share.label')}
            </p>
          )}
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          {isDeleted ? (
            <>
              <button
                type="button"
                className={actionClass}
                aria-describedby={titleId}
                disabled={isBusy}
                onClick={() => actions.onRestore(card)}
              >
                <RestoreIcon aria-hidden="true" />
                {t('cards.actions.restore')}
              </button>
              <button
                type="button"
                className={actionClass}
                aria-describedby={titleId}
                disabled={isBusy}
                onClick={() => actions.onDestroy(card)}
              >
                <TrashIcon aria-hidden="true" />
                {t('cards.actions.destroy')}
              </button>
            </>
          ) : (
            <>
              <Link
                to={openTo}
                className="inline-flex items-center gap-1.5 rounded-full bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white pointer-coarse:min-h-11 hover:bg-indigo-500"
              >
                {t('cards.actions.open')}
              </Link>
              {(
                [
                  ['share', t('cards.share.label'), <LinkIcon key="i" />, actions.onShare],
                  ['rename', t('cards.actions.rename'), <PencilIcon key="i" />, actions.onRename],
                  ['duplicate', t('cards.actions.duplicate'), <CopyIcon key="i" />, actions.onDuplicate],
                  ['delete', t('cards.actions.delete'), <TrashIcon key="i" />, actions.onDelete],
                ] as const
              ).map(([key, label, icon, onClick]) => (
                <button
                  key={key}
                  type="button"
                  className={iconActionClass}
                  aria-label={label}
                  title={label}
                  aria-describedby={titleId}
                  disabled={isBusy}
                  onClick={() => onClick(card)}
                >
                  {icon}
                </button>
              ))}
            </>
          )}
        </div>
      </div>
    </li>
  );
}

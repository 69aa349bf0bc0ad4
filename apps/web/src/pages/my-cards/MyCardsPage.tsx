import { useDeferredValue, useEffect, useId, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CARD_TITLE_MAX_CHARS, type CardSummary } from '@inkcard/shared';
import { deleteCard, destroyCard, duplicateCard, listCards, renameCard, restoreCard } from '../../api/cards';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import { SearchIcon } from '../../components/icons';
import { PageHeading } from '../../components/PageHeading';
import { useSession, wasSessionEndedByUser } from '../../features/auth/session';
import { CardShareDialog } from '../../features/saved-cards/CardShareDialog';
import { formatCount } from '../../features/admin/format';
import { currentLanguage } from '../../i18n';
import { SavedCardTile, type TileActions } from './SavedCardTile';

type Notice = { text: string; undo?: CardSummary } | null;

/**
 * /my-cards (signed in): the user's saved cards, newest change first, searchable by title, each
 * opened in its maker, renamed, duplicated, shared or deleted; deleted cards wait 30 days in
 * "recently deleted", where they can be restored or deleted for good.
 */
export function MyCardsPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const navigate = useNavigate();
  const { isSignedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const isDeletedView = params.get('view') === 'deleted';
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const searchId = useId();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const [sharing, setSharing] = useState<CardSummary | null>(null);
  const [renaming, setRenaming] = useState<CardSummary | null>(null);
  const [destroying, setDestroying] = useState<CardSummary | null>(null);

  // A session lost while here (an expired token, a logout in another tab) leaves the page.
  useEffect(() => {
    if (!isSignedIn && !wasSessionEndedByUser()) void navigate('/login', { replace: true });
  }, [isSignedIn, navigate]);

  const list = useQuery({
    queryKey: ['cards', 'list', { q, deleted: isDeletedView }],
    queryFn: () => listCards({ q, deleted: isDeletedView }),
    placeholderData: keepPreviousData,
    enabled: isSignedIn,
  });

  const act = useMutation({
    mutationFn: async ({ run }: { run: () => Promise<Notice> }) => run(),
    onSuccess: (next) => setNotice(next),
    onError: (error) => setNotice({ text: t('cards.notices.failed', { message: (error as Error).message }) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cards'] }),
  });
  const run = (task: () => Promise<Notice>): void => act.mutate({ run: task });

  const actions: TileActions = {
    onShare: setSharing,
    onRename: setRenaming,
    onDuplicate: (card) =>
      run(async () => {
        await duplicateCard(card.id);
        return { text: t('cards.notices.duplicated') };
      }),
    onDelete: (card) =>
      run(async () => {
        await deleteCard(card.id);
        return { text: t('cards.notices.deleted'), undo: card };
      }),
    onRestore: (card) =>
      run(async () => {
        await restoreCard(card.id);
        return { text: t('cards.notices.restored') };
      }),
    onDestroy: setDestroying,
  };

  const showView = (deleted: boolean): void => {
    setNotice(null);
    setParams(deleted ? { view: 'deleted' } : {}, { replace: true });
  };
  const data = list.data;
  const cards = data?.cards ?? [];
  const tabClass = (active: boolean): string =>
    `rounded-full px-4 py-2 text-sm font-semibold transition pointer-coarse:min-h-11 ${
      active
        ? 'bg-indigo-600 text-white'
        : 'text-gray-700 ring-1 ring-gray-200 hover:bg-gray-100 dark:text-gray-200 dark:ring-white/15 dark:hover:bg-white/10'
    }`;

  return (
    <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <PageHeading eyebrow={t('cards.list.eyebrow')} title={t('cards.list.title')} lead={t('cards.list.lead')} />
      {data && (
        <p className="mt-3 text-sm text-gray-500 dark:text-gray-400" title={t('cards.list.usedHint')}>
          {t('cards.list.used', { used: formatCount(data.used, lang), limit: formatCount(data.limit, lang) })}
        </p>
      )}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="group" aria-label={t('cards.list.tabs.label')} className="flex gap-2">
          <button
            type="button"
            aria-pressed={!isDeletedView}
            className={tabClass(!isDeletedView)}
            onClick={() => showView(false)}
          >
            {t('cards.list.tabs.live')}
          </button>
          <button
            type="button"
            aria-pressed={isDeletedView}
            className={tabClass(isDeletedView)}
            onClick={() => showView(true)}
          >
            {t('cards.list.tabs.deleted')}
          </button>
        </div>
        <div className="relative sm:w-72">
          <label htmlFor={searchId} className="sr-only">
            {t('cards.list.search')}
          </label>
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-gray-400"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={CARD_TITLE_MAX_CHARS}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('cards.list.searchPlaceholder')}
            className="w-full rounded-full border border-gray-300 bg-white py-2 pr-4 pl-9 text-sm text-gray-900 pointer-coarse:min-h-11 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
          />
        </div>
      </div>

      <div aria-live="polite" className="min-h-6">
        {notice && (
          <p className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900 dark:bg-indigo-500/10 dark:text-indigo-100">
            {notice.text}
            {notice.undo && (
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => {
                  const card = notice.undo!;
                  run(async () => {
                    await restoreCard(card.id);
                    return { text: t('cards.notices.restored') };
                  });
                }}
              >
                {t('cards.notices.undo')}
              </button>
            )}
          </p>
        )}
      </div>

      {isDeletedView && <p className="mt-4 text-sm text-gray-600 dark:text-gray-300">{t('cards.list.deletedLead')}</p>}

      {list.isError && !data ? (
        <div className="mt-10 text-center" role="alert">
          <p>{t('cards.list.loadError')}</p>
          <button type="button" className={`${buttonClass('secondary')} mt-4`} onClick={() => void list.refetch()}>
            {t('cards.list.retry')}
          </button>
        </div>
      ) : data && cards.length === 0 ? (
        <EmptyList isDeletedView={isDeletedView} q={q} />
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4" aria-busy={list.isFetching}>
          {cards.map((card) => (
            <SavedCardTile key={card.id} card={card} actions={actions} isBusy={act.isPending} />
          ))}
        </ul>
      )}

      {sharing && (
        <CardShareDialog
          card={sharing}
          isOpen
          onClose={() => setSharing(null)}
          onChanged={(card) => {
            setSharing(card);
            void queryClient.invalidateQueries({ queryKey: ['cards'] });
          }}
        />
      )}
      {renaming && (
        <RenameDialog
          card={renaming}
          onClose={() => setRenaming(null)}
          onSave={(title) => {
            const card = renaming;
            setRenaming(null);
            run(async () => {
              await renameCard(card.id, title);
              return { text: t('cards.notices.renamed') };
            });
          }}
        />
      )}
      <Dialog
        isOpen={destroying !== null}
        onClose={() => setDestroying(null)}
        title={t('cards.destroy.title')}
        footer={
          <>
            <button type="button" className={buttonClass('secondary')} onClick={() => setDestroying(null)}>
              {t('cards.destroy.cancel')}
            </button>
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => {
                const card = destroying!;
                setDestroying(null);
                run(async () => {
                  await destroyCard(card.id);
                  return { text: t('cards.notices.destroyed') };
                });
              }}
            >
              {t('cards.destroy.confirm')}
            </button>
          </>
        }
      >
        <p className="text-sm">{t('cards.destroy.body', { title: destroying?.title || t('cards.untitled') })}</p>
      </Dialog>
    </main>
  );
}

/** What an empty list says: nothing saved yet, nothing deleted, or nothing matching the search. */
function EmptyList({ isDeletedView, q }: { isDeletedView: boolean; q: string }) {
  const { t } = useTranslation();
  if (q) return <p className="mt-10 text-center text-gray-600 dark:text-gray-300">{t('cards.list.noMatch', { q })}</p>;
  if (isDeletedView)
    return <p className="mt-10 text-center text-gray-600 dark:text-gray-300">{t('cards.list.emptyDeleted')}</p>;
  return (
    <div className="mx-auto mt-12 max-w-md text-center">
      <h2 className="text-xl font-bold text-gray-900 dark:text-white">{t('cards.list.empty.title')}</h2>
      <p className="mt-2 text-gray-600 dark:text-gray-300">{t('cards.list.empty.lead')}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/quote" className={buttonClass('primary')}>
          {t('cards.list.empty.start')}
        </Link>
        <Link to="/gallery" className={buttonClass('secondary')}>
          {t('cards.list.empty.gallery')}
        </Link>
      </div>
    </div>
  );
}

/** The rename dialog: the user's own title, or empty for the card's own text. */
function RenameDialog({
  card,
  onClose,
  onSave,
}: {
  card: CardSummary;
  onClose: () => void;
  onSave: (title: string | null) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [title, setTitle] = useState(card.customTitle ? card.title : '');
  return (
    <Dialog isOpen onClose={onClose} title={t('cards.rename.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSave(title.trim() ? title.trim() : null);
        }}
      >
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-800 dark:text-gray-100">
          {t('cards.rename.label')}
        </label>
        <input
          id={inputId}
          value={title}
          maxLength={CARD_TITLE_MAX_CHARS}
          autoFocus
          placeholder={card.title}
          aria-describedby={hintId}
          onChange={(e) => setTitle(e.target.value)}
          className="mt-1 w-full rounded-xl border border-gray-300 bg-white px-3 py-2 text-gray-900 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
        />
        <p id={hintId} className="mt-1 text-xs text-gray-500 dark:text-gray-400">
          {t('cards.rename.hint')}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('cards.rename.cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')}>
            {t('cards.rename.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

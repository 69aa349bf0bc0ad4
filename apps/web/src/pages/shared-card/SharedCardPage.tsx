import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { readCardState } from '@inkcard/card-engine';
import { fetchSharedCard } from '../../api/cards';
import { ApiError } from '../../api/client';
import { buttonClass } from '../../components/button-styles';
import { CopyIcon, PencilIcon, SparklesIcon } from '../../components/icons';
import { MAKERS } from '../../makers';
import { CardStateView } from '../../features/saved-cards/CardStateView';
import { useCopyText } from '../../hooks/useCopyText';
import { NotFoundPage } from '../not-found/NotFoundPage';

/**
 * /c/:shareId: a card someone shared, drawn live from its state, with its title, "make your own
 * from this" (its maker with a copy of the card) and, for its owner, "edit". A link turned off,
 * deleted or never issued shows the not-found page (the server answered this path 404 already).
 */
export function SharedCardPage() {
  const { t } = useTranslation();
  const { shareId = '' } = useParams();
  const query = useQuery({
    queryKey: ['cards', 'shared', shareId],
    queryFn: () => fetchSharedCard(shareId),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
  const card = query.data?.card;
  const read = useMemo(() => (card ? readCardState(card.state) : undefined), [card]);
  const title = card ? card.title || t('cards.untitled') : '';

  useEffect(() => {
    if (title) document.title = t('common.titles.withBrand', { page: title });
  }, [title, t]);
  const { copy, isCopied } = useCopyText();

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;

  const maker = card ? MAKERS[card.kind].path : '';
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      {!card ? (
        <p className="py-20 text-center text-gray-500 dark:text-gray-400" role={query.isError ? 'alert' : 'status'}>
          {query.isError ? t('cards.shared.loadError') : t('cards.shared.loading')}
        </p>
      ) : (
        <>
          <header className="text-center">
            <p className="mb-2 text-sm font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">
              {t(`cards.kinds.${card.kind}`)}
            </p>
            <h1 className="text-2xl font-extrabold tracking-tight text-balance break-words text-gray-900 sm:text-3xl dark:text-white">
              {title}
            </h1>
            <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
              <Link to={`${maker}?from=${encodeURIComponent(card.shareId)}`} className={buttonClass('primary')}>
                <SparklesIcon aria-hidden="true" />
                {t('cards.shared.makeYourOwn')}
              </Link>
              {card.ownCardId !== null && (
                <Link to={`${maker}?card=${card.ownCardId}`} className={buttonClass('secondary')}>
                  <PencilIcon aria-hidden="true" />
                  {t('cards.shared.edit')}
                </Link>
              )}
              <button
                type="button"
                className={buttonClass('ghost')}
                onClick={() => void copy(window.location.href)}
                aria-live="polite"
              >
                <CopyIcon aria-hidden="true" />
                {isCopied ? t('cards.shared.linkCopied') : t('cards.shared.copyLink')}
              </button>
            </div>
            {card.ownCardId !== null && (
              <p className="mt-3 text-sm text-gray-500 dark:text-gray-400">{t('cards.shared.yours')}</p>
            )}
          </header>
          <div className="mt-8 rounded-3xl bg-gray-100 bg-[radial-gradient(circle_at_1px_1px,rgba(99,102,241,0.12)_1px,transparent_0)] [background-size:18px_18px] p-3 sm:p-8 dark:bg-gray-900">
            {read?.ok ? (
              <CardStateView
                state={read.state}
                label={t('cards.shared.cardOf', { kind: t(`cards.kinds.${card.kind}`), title })}
              />
            ) : (
              <p className="py-10 text-center text-gray-500 dark:text-gray-400" role="alert">
                {t('cards.shared.unreadable')}
              </p>
            )}
          </div>
          <p className="mt-10 text-center text-sm text-gray-500 dark:text-gray-400">
            <Link to="/" className="font-semibold text-indigo-600 hover:underline dark:text-indigo-400">
              {t('cards.shared.madeWith')}
            </Link>
          </p>
        </>
      )}
    </main>
  );
}

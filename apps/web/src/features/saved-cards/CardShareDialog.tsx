import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardSummary } from '@inkcard/shared';
import { shareCard } from '../../api/cards';
import { buttonClass } from '../../components/button-styles';
import { Dialog } from '../../components/Dialog';
import { CopyIcon, LinkIcon } from '../../components/icons';
import { useCopyText } from '../../hooks/useCopyText';
import { shareUrl } from './share-url';

/**
 * A saved card's sharing, in a dialog (My cards, the maker): its link on or off, the link to copy,
 * and submitting it to the gallery (or withdrawing it). Turning the link off makes the old link
 * answer 404; turning it on again makes a new one.
 * @param props - the card, whether the dialog is open, and what to do with the changed card
 * @returns the dialog
 */
export function CardShareDialog({
  card,
  isOpen,
  onClose,
  onChanged,
}: {
  card: Pick<CardSummary, 'id' | 'title' | 'visibility' | 'shareId'>;
  isOpen: boolean;
  onClose: () => void;
  onChanged: (card: CardSummary) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const { copy, isCopied } = useCopyText();
  const [copyFailed, setCopyFailed] = useState(false);
  const isOn = card.shareId !== null;
  const url = card.shareId ? shareUrl(card.shareId) : '';
  const title = card.title || t('cards.untitled');

  const change = async (sharing: 'private' | 'unlisted' | 'public'): Promise<void> => {
    setBusy(true);
    setError('');
    try {
      onChanged((await shareCard(card.id, sharing)).card);
    } catch (e) {
      setError(t('cards.notices.failed', { message: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  const handleCopy = async (): Promise<void> => setCopyFailed(!(await copy(url)));

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('cards.share.label')}>
      <div className="space-y-4 text-sm">
        <div className="flex items-start justify-between gap-4">
          <p className="text-gray-600 dark:text-gray-300">{isOn ? t('cards.share.on') : t('cards.share.off')}</p>
          <button
            type="button"
            role="switch"
            aria-checked={isOn}
            aria-label={isOn ? t('cards.share.turnOff') : t('cards.share.turnOn')}
            disabled={isBusy}
            onClick={() => void change(isOn ? 'private' : 'unlisted')}
            className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition disabled:opacity-50 ${
              isOn ? 'bg-indigo-600' : 'bg-gray-300 dark:bg-gray-600'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${isOn ? 'translate-x-6' : 'translate-x-1'}`}
            />
          </button>
        </div>
        {isOn && (
          <>
            <div>
              <label htmlFor={inputId} className="sr-only">
                {t('cards.share.linkLabel', { title })}
              </label>
              <div className="flex gap-2">
                <input
                  id={inputId}
                  readOnly
                  value={url}
                  onFocus={(e) => e.currentTarget.select()}
                  className="min-w-0 flex-1 rounded-xl border border-gray-300 bg-gray-50 px-3 py-2 text-gray-800 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
                />
                <button type="button" className={buttonClass('secondary')} onClick={() => void handleCopy()}>
                  <CopyIcon aria-hidden="true" />
                  <span aria-live="polite">{isCopied ? t('cards.share.copied') : t('cards.share.copy')}</span>
                </button>
              </div>
              {copyFailed && (
                <p className="mt-1 text-xs text-amber-700 dark:text-amber-300">{t('cards.share.copyFailed')}</p>
              )}
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="mt-2 inline-flex items-center gap-1 font-semibold text-indigo-600 hover:underline dark:text-indigo-400"
              >
                <LinkIcon aria-hidden="true" />
                {t('cards.share.open')}
              </a>
            </div>
            <div className="rounded-2xl bg-gray-50 p-4 ring-1 ring-gray-200 dark:bg-white/[0.03] dark:ring-white/10">
              <p className="font-semibold text-gray-900 dark:text-white">{t('cards.share.gallery')}</p>
              <p className="mt-1 text-gray-600 dark:text-gray-300">
                {card.visibility === 'submitted'
                  ? t('cards.share.submitted')
                  : card.visibility === 'approved'
                    ? t('cards.share.approved')
                    : t('cards.share.galleryHint')}
              </p>
              <button
                type="button"
                disabled={isBusy}
                className={`${buttonClass('secondary')} mt-3`}
                onClick={() => void change(card.visibility === 'unlisted' ? 'public' : 'unlisted')}
              >
                {card.visibility === 'unlisted' ? t('cards.share.submit') : t('cards.share.withdraw')}
              </button>
            </div>
          </>
        )}
        {error && (
          <p role="alert" className="text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { CopyIcon, LinkIcon, SaveIcon } from '../../components/icons';
import { useCatalog } from '../../i18n';
import { useSession } from '../auth/session';
import { CardShareDialog } from './CardShareDialog';
import type { SavedCardSession } from './useSavedCard';

const smallButton = `${buttonClass('secondary')} !px-4 !py-2`;

/**
 * Under a maker's export bar: "Save" (to My cards; signed out, "Sign in to save"), "Share link"
 * for a saved card, and for the quote and blessing makers "Copy link" (the whole card in a link,
 * no account needed), with whether the card's changes are saved.
 * @param props - the saved-card session and whether the card changed since it was saved
 * @returns the bar
 */
export function SavedCardBar({ saved, isDirty }: { saved: SavedCardSession; isDirty: boolean }) {
  // The strings live in the cards catalog, which the makers' routes load beside the maker.
  useCatalog('cards');
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const [isSharing, setSharing] = useState(false);
  const statusId = useId();
  const { link } = saved;

  const handleShare = async (): Promise<void> => {
    const card = link && !isDirty ? link : await saved.save();
    if (card) setSharing(true);
  };

  const status = !isSignedIn
    ? t('cards.maker.saveHint')
    : !link
      ? t('cards.maker.saveHint')
      : isDirty
        ? t('cards.maker.unsaved')
        : t('cards.maker.savedAt');

  return (
    <div
      data-export-ignore
      data-saved-card-bar
      className="mt-4 flex flex-wrap items-center gap-2 rounded-2xl bg-gray-50 p-3 text-sm ring-1 ring-gray-200 dark:bg-white/[0.03] dark:ring-white/10"
    >
      <button
        type="button"
        className={buttonClass('primary')}
        disabled={saved.isSaving}
        onClick={() => void saved.save()}
        aria-describedby={statusId}
      >
        <SaveIcon aria-hidden="true" />
        {saved.isSaving
          ? t('cards.maker.saving')
          : !isSignedIn
            ? t('cards.maker.signInToSave')
            : link
              ? t('cards.maker.saveChanges')
              : t('cards.maker.save')}
      </button>
      {isSignedIn && (
        <button type="button" className={smallButton} disabled={saved.isSaving} onClick={() => void handleShare()}>
          <LinkIcon aria-hidden="true" />
          {t('cards.maker.shareLink')}
        </button>
      )}
      {saved.canCopyLink && (
        <button
          type="button"
          className={smallButton}
          onClick={() => void saved.copyLink()}
          title={t('cards.maker.copyLinkHint')}
        >
          <CopyIcon aria-hidden="true" />
          {t('cards.maker.copyLink')}
        </button>
      )}
      <p id={statusId} className="min-w-0 basis-full text-xs text-gray-500 sm:basis-auto sm:flex-1 dark:text-gray-400">
        <span>{status}</span>
        {link && (
          <>
            {' · '}
            <Link to="/my-cards" className="font-semibold text-indigo-600 hover:underline dark:text-indigo-400">
              {t('cards.maker.openMyCards')}
            </Link>
          </>
        )}
      </p>
      {link && isSharing && (
        <CardShareDialog card={link} isOpen onClose={() => setSharing(false)} onChanged={saved.setShared} />
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { SquarePen } from 'lucide-react';
import { useCatalog } from '../../i18n';
import type { SavedCardSession } from './useSavedCard';

/**
 * The quiet line under a maker's lead while it edits a saved card: "Editing “…” from My cards".
 * In the page's flow, not a notice over it: on a phone a floating notice lay over the top of the
 * card, and what it says stays true as long as the card is open.
 * @param props - the saved-card session (render it only once it has a link: it loads the cards
 *   catalog)
 * @returns the line, or nothing for a card not saved
 */
export function SavedCardNote({ saved }: { saved: SavedCardSession }) {
  // The strings live in the cards catalog, which the makers' routes load beside the maker.
  useCatalog('cards');
  const { t } = useTranslation();
  if (!saved.link) return null;
  return (
    <p
      role="status"
      data-testid="saved-card-note"
      className="flex items-start gap-2 text-sm text-gray-600 dark:text-gray-300"
    >
      <SquarePen aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span className="line-clamp-2 min-w-0">
        {t('cards.maker.savedAs', { title: saved.link.title || t('cards.untitled') })}
      </span>
    </p>
  );
}

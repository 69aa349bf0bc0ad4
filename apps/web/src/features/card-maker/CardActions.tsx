import { Suspense } from 'react';
import type { KindId } from '@inkcard/card-engine';
import { SavedCardBar } from '../saved-cards/SavedCardBar';
import type { SavedCardSession } from '../saved-cards/useSavedCard';
import type { CardMaker } from './useCardMaker';

/**
 * The slot under every maker's export bar for what acts on the card as a whole: saving it to My
 * cards, its share link, and (quote, blessing) a link holding the whole card. The maker's
 * `cardState`, `loadCard`, `isDirty` and `markSaved` are the card's API (docs/ARCHITECTURE.md,
 * "The maker's state"); `saved` is the page's saved-card session (useSavedCard).
 * @param props - the maker and its saved-card session
 * @returns the card's actions
 */
export function CardActions<K extends KindId>({ maker, saved }: { maker: CardMaker<K>; saved: SavedCardSession }) {
  return (
    <Suspense fallback={null}>
      <SavedCardBar saved={saved} isDirty={maker.isDirty} />
    </Suspense>
  );
}

import { useCallback, useEffect, useRef } from 'react';
import type { CardState } from '@inkcard/card-engine';
import { sameCard } from './maker-state/maker-state';
import { browserStorage, removeDraft, writeDraft } from './maker-state/draft-storage';

/** How long the card must rest before it is written (a pause in typing, the end of a drag). */
export const AUTOSAVE_DELAY_MS = 400;

/**
 * Keeps the maker's card as its kind's draft (maker-state/draft-storage.ts): written a moment
 * after each change, and at once when the page is left (another route, a reload, a closed tab).
 * The card as it was opened is not written (it came from the draft, or is a link's example that
 * must not replace one), and a card back to exactly the fresh one removes the draft.
 * @param card - the card as it is now
 * @param fresh - the card a new visitor gets (the kind's default template and its example)
 */
export function useAutosave(card: CardState, fresh: CardState): void {
  const written = useRef(card);
  const writtenImage = useRef<string | null | undefined>(undefined);
  const pending = useRef<CardState | null>(null);
  const freshRef = useRef(fresh);
  freshRef.current = fresh;

  const flush = useCallback(() => {
    const next = pending.current;
    if (!next) return;
    pending.current = null;
    written.current = next;
    const storage = browserStorage();
    if (sameCard(next, freshRef.current)) {
      removeDraft(storage, next.kind);
      writtenImage.current = undefined;
      return;
    }
    const result = writeDraft(storage, next, writtenImage.current);
    writtenImage.current = result === 'saved' ? next.image : undefined;
  }, []);

  useEffect(() => {
    if (sameCard(card, written.current)) {
      pending.current = null;
      return;
    }
    pending.current = card;
    const id = setTimeout(flush, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(id);
  }, [card, flush]);

  useEffect(() => {
    const onHidden = (): void => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      // Leaving the maker (another route, Back) writes what the pause had not written yet.
      flush();
    };
  }, [flush]);
}

import type { AnyCardState, CardState, KindId } from '@inkcard/card-engine';

/** What a maker offers for loading a card (the subset of CardMaker this needs). */
export interface CardLoader {
  kind: { id: KindId };
  templates: readonly { id: string }[];
  loadCard: (card: CardState) => boolean;
}

/**
 * Loads a card read with readCardState into a maker: as it is, or on the kind's default template
 * when its own no longer exists (the card's text, content and style are kept).
 * @param maker - the maker
 * @param state - the card
 * @returns 'loaded', 'fallback' (another template) or 'otherKind' (nothing changed)
 */
export function loadIntoMaker(maker: CardLoader, state: AnyCardState): 'loaded' | 'fallback' | 'otherKind' {
  if (state.kind !== maker.kind.id) return 'otherKind';
  if (maker.loadCard(state)) return 'loaded';
  const fallback = maker.templates[0];
  if (fallback && maker.loadCard({ ...state, template: fallback.id })) return 'fallback';
  return 'otherKind';
}

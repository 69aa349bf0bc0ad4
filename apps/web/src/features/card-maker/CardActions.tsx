import type { KindId } from '@inkcard/card-engine';
import type { CardMaker } from './useCardMaker';

/**
 * The slot under every maker's export bar for what acts on the card as a whole (saving it to My
 * cards, a share link): it gets the maker, whose `cardState`, `loadCard`, `isDirty` and `markSaved`
 * are the card's API (docs/ARCHITECTURE.md, "The maker's state"). Empty until those features land.
 * @param props - the maker
 * @returns the card's actions, or nothing
 */
export function CardActions<K extends KindId>({ maker }: { maker: CardMaker<K> }) {
  void maker;
  return null;
}

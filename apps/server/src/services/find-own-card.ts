import type { Db } from '../db/client';
import { findCardById, type CardWithStateRow } from '../db/queries/cards';
import { AppError } from '../errors';
import type { Actor } from '../policies/roles';
import type { CardFacts } from '../policies/cards';

/**
 * Loads a card and checks a card policy: a card the actor may not act on is answered exactly like
 * a card that does not exist (404 CARD_NOT_FOUND), so ids tell nothing about other users' cards.
 * @param db - the database
 * @param actor - the signed-in user
 * @param id - the card id
 * @param may - the policy (canEditCard, canRestoreCard)
 * @returns the card
 */
export async function findOwnCard(
  db: Db,
  actor: Actor,
  id: number,
  may: (actor: Actor, card: CardFacts) => boolean,
): Promise<CardWithStateRow> {
  const card = await findCardById(db, id);
  if (!card || !may(actor, card)) throw new AppError('CARD_NOT_FOUND');
  return card;
}

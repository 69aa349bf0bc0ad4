import type { Card } from '@inkcard/shared';
import type { Db } from '../db/client';
import { updateCardStateAtVersion } from '../db/queries/cards';
import { AppError } from '../errors';
import { readCardInput } from '../cards/read-card-input';
import { canEditCard } from '../policies/cards';
import type { Actor } from '../policies/roles';
import { presentCard } from '../presenters/card';
import { findOwnCard } from './find-own-card';

/**
 * Saves a new state over a card, if nobody saved it since the editor opened it: the version the
 * editor started from must still be the card's, else 409 CARD_VERSION_CONFLICT, carrying the card
 * as it is now (the maker offers to load it or to save a copy). Two tabs never overwrite each other
 * silently.
 * @param db - the database
 * @param actor - the signed-in user
 * @param id - the card
 * @param change - the new state and the version it was made from
 * @param now - the current time
 * @returns the card at its new version
 */
export async function updateCard(
  db: Db,
  actor: Actor,
  id: number,
  change: { state: unknown; version: number },
  now: Date = new Date(),
): Promise<Card> {
  await findOwnCard(db, actor, id, canEditCard);
  const { state, kind, template, title } = readCardInput(change.state);
  const updated = await updateCardStateAtVersion(
    db,
    { id, version: change.version, state, kind, template, title },
    now,
  );
  if (updated) return presentCard(updated);
  // Deleted meanwhile, or saved from elsewhere: read it again to say which.
  const latest = await findOwnCard(db, actor, id, canEditCard);
  throw new AppError('CARD_VERSION_CONFLICT', { details: { card: presentCard(latest) } });
}

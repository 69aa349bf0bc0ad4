import type { Card } from '@inkcard/shared';
import type { Db } from '../db/client';
import { updateLiveCard } from '../db/queries/cards';
import { AppError } from '../errors';
import { canEditCard } from '../policies/cards';
import type { Actor } from '../policies/roles';
import { presentCard } from '../presenters/card';
import { findOwnCard } from './find-own-card';

/**
 * Gives a card a title of its owner's own, or (blank or null) goes back to the one taken from its
 * content. The state and its version are untouched, so a maker open on the card saves on.
 * @param db - the database
 * @param actor - the signed-in user
 * @param id - the card
 * @param title - the new title, or null
 * @param now - the current time
 * @returns the card
 */
export async function renameCard(
  db: Db,
  actor: Actor,
  id: number,
  title: string | null,
  now: Date = new Date(),
): Promise<Card> {
  await findOwnCard(db, actor, id, canEditCard);
  const customTitle = title?.trim() ? title.trim() : null;
  const updated = await updateLiveCard(db, id, { customTitle, updatedAt: now });
  if (!updated) throw new AppError('CARD_NOT_FOUND');
  return presentCard(updated);
}

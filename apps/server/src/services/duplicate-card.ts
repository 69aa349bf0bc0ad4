import type { Card } from '@inkcard/shared';
import type { Db } from '../db/client';
import { copyCardThumbnail, findCardById } from '../db/queries/cards';
import { newThumbnailKey } from '../cards/thumbnail-key';
import { canEditCard } from '../policies/cards';
import type { Actor } from '../policies/roles';
import { presentCard } from '../presenters/card';
import { createCard } from './create-card';
import { findOwnCard } from './find-own-card';

/**
 * Copies one of the user's cards into a new private card (same state, title and thumbnail,
 * version 1, no link); counts against the card limit like any new card.
 * @param db - the database
 * @param actor - the signed-in user
 * @param id - the card to copy
 * @param now - the current time
 * @returns the copy
 */
export async function duplicateCard(db: Db, actor: Actor, id: number, now: Date = new Date()): Promise<Card> {
  const original = await findOwnCard(db, actor, id, canEditCard);
  const copy = await createCard(db, actor, original.state, original.customTitle, now);
  if (!original.thumbnailKey) return copy;
  await copyCardThumbnail(db, original.id, copy.id, newThumbnailKey());
  const withThumbnail = await findCardById(db, copy.id);
  return withThumbnail ? presentCard(withThumbnail) : copy;
}

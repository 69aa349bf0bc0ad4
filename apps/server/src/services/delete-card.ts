import type { CardSummary } from '@inkcard/shared';
import type { Db } from '../db/client';
import { deleteCardRow, setCardDeleted } from '../db/queries/cards';
import { AppError } from '../errors';
import { newThumbnailKey } from '../cards/thumbnail-key';
import { canEditCard, canRestoreCard } from '../policies/cards';
import type { Actor } from '../policies/roles';
import { presentCardSummary } from '../presenters/card';
import { findOwnCard } from './find-own-card';

/**
 * Moves a card to "recently deleted": gone from My cards, its link and the gallery (its
 * thumbnail gets a new address), restorable for CARD_PURGE_AFTER_DAYS, then purged by the sweep.
 * @param db - the database
 * @param actor - the signed-in user
 * @param id - the card
 * @param now - the current time
 * @returns the deleted card (with its purge date)
 */
export async function deleteCard(db: Db, actor: Actor, id: number, now: Date = new Date()): Promise<CardSummary> {
  const card = await findOwnCard(db, actor, id, canEditCard);
  // A shared card's preview published its thumbnail's address: that address stops working too.
  const row = await setCardDeleted(db, id, now, card.shareId && card.thumbnailKey ? newThumbnailKey() : undefined);
  if (!row) throw new AppError('CARD_NOT_FOUND');
  return presentCardSummary(row);
}

/**
 * Brings a recently deleted card back, as it was (its link too, if it had one on).
 * @param db - the database
 * @param actor - the signed-in user
 * @param id - the card
 * @returns the card
 */
export async function restoreCard(db: Db, actor: Actor, id: number): Promise<CardSummary> {
  await findOwnCard(db, actor, id, canRestoreCard);
  const row = await setCardDeleted(db, id, null);
  if (!row) throw new AppError('CARD_NOT_FOUND');
  return presentCardSummary(row);
}

/**
 * Deletes a recently deleted card for good, before the sweep would (it frees its place at once).
 * @param db - the database
 * @param actor - the signed-in user
 * @param id - the card
 */
export async function destroyCard(db: Db, actor: Actor, id: number): Promise<void> {
  await findOwnCard(db, actor, id, canRestoreCard);
  if (!(await deleteCardRow(db, id))) throw new AppError('CARD_NOT_FOUND');
}

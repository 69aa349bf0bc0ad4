import type { Db } from '../db/client';
import { findCardByShareId, type CardWithStateRow } from '../db/queries/cards';
import { AppError } from '../errors';
import { canViewSharedCard } from '../policies/cards';

/**
 * A card by the id in its share link, if its owner has the link on and has not deleted it;
 * otherwise 404 CARD_NOT_FOUND, whether the id never existed or its link was turned off.
 * @param db - the database
 * @param shareId - the id in the link (already checked to look like one)
 * @returns the card
 */
export async function getSharedCard(db: Db, shareId: string): Promise<CardWithStateRow> {
  const card = await findCardByShareId(db, shareId);
  if (!card || !canViewSharedCard(card)) throw new AppError('CARD_NOT_FOUND');
  return card;
}

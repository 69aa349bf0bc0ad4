import type { CardSummary } from '@inkcard/shared';
import type { Db } from '../db/client';
import { setCardThumbnailAtVersion } from '../db/queries/cards';
import { AppError } from '../errors';
import { processThumbnail } from '../cards/process-thumbnail';
import { newThumbnailKey } from '../cards/thumbnail-key';
import { canEditCard } from '../policies/cards';
import type { Actor } from '../policies/roles';
import { presentCardSummary } from '../presenters/card';
import { findOwnCard } from './find-own-card';

/**
 * Stores a card's thumbnail (checked and re-encoded, processThumbnail) under a new address, if the
 * card is still at the version the picture was drawn from; a picture of an older version answers
 * 409 CARD_VERSION_CONFLICT and changes nothing.
 * @param db - the database
 * @param actor - the signed-in user
 * @param id - the card
 * @param version - the version the picture shows
 * @param bytes - the uploaded image
 * @returns the card, with its new thumbnail URL
 */
export async function setCardThumbnail(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  bytes: Uint8Array,
): Promise<CardSummary> {
  const card = await findOwnCard(db, actor, id, canEditCard);
  if (card.version !== version) throw new AppError('CARD_VERSION_CONFLICT');
  const { jpeg, width, height } = await processThumbnail(bytes);
  const updated = await setCardThumbnailAtVersion(db, {
    id,
    version,
    thumbnail: jpeg,
    thumbnailKey: newThumbnailKey(),
    thumbnailWidth: width,
    thumbnailHeight: height,
  });
  if (!updated) throw new AppError('CARD_VERSION_CONFLICT');
  return presentCardSummary(updated);
}

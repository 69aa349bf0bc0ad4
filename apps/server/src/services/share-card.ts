import crypto from 'node:crypto';
import type { Card, CardVisibility, ShareCardRequest } from '@inkcard/shared';
import type { Db } from '../db/client';
import { updateLiveCard, type CardWithStateRow } from '../db/queries/cards';
import { AppError } from '../errors';
import { newThumbnailKey } from '../cards/thumbnail-key';
import { canEditCard } from '../policies/cards';
import type { Actor } from '../policies/roles';
import { presentCard } from '../presenters/card';
import { findOwnCard } from './find-own-card';

/**
 * A new share id: 12 random bytes as base64url, 16 characters, 96 bits: far beyond guessing.
 * @returns the id
 */
export function newShareId(): string {
  return crypto.randomBytes(12).toString('base64url');
}

/**
 * What a sharing choice does to a card's visibility: `private` turns the link off; `unlisted`
 * turns it on (and takes the card out of the gallery); `public` turns it on and submits the card
 * to the gallery, where an administrator approves it (an approved card stays approved).
 * @param current - the card's visibility
 * @param sharing - the owner's choice
 * @returns the new visibility
 */
export function visibilityFor(current: CardVisibility, sharing: ShareCardRequest['sharing']): CardVisibility {
  if (sharing === 'private') return 'private';
  if (sharing === 'unlisted') return 'unlisted';
  return current === 'approved' ? 'approved' : 'submitted';
}

/**
 * Turns a card's share link on or off, or submits it to the gallery. Turning the link off forgets
 * its id (the old link answers 404, and turning it on again makes a new one) and renames the
 * thumbnail, whose address the link's preview had published.
 * @param db - the database
 * @param actor - the signed-in user
 * @param id - the card
 * @param sharing - private, unlisted or public
 * @param now - the current time
 * @returns the card
 */
export async function shareCard(
  db: Db,
  actor: Actor,
  id: number,
  sharing: ShareCardRequest['sharing'],
  now: Date = new Date(),
): Promise<Card> {
  const card = await findOwnCard(db, actor, id, canEditCard);
  const visibility = visibilityFor(card.visibility, sharing);
  const values: Parameters<typeof updateLiveCard>[2] = { visibility };
  if (visibility === 'private') {
    values.shareId = null;
    values.submittedAt = null;
    if (card.shareId && card.thumbnailKey) values.thumbnailKey = newThumbnailKey();
  } else if (!card.shareId) {
    values.shareId = newShareId();
  }
  if (visibility === 'submitted' && card.visibility !== 'submitted') values.submittedAt = now;
  let updated: CardWithStateRow | undefined;
  if (visibility === card.visibility && values.shareId === undefined) updated = card;
  else updated = await updateLiveCard(db, id, values);
  if (!updated) throw new AppError('CARD_NOT_FOUND');
  return presentCard(updated);
}

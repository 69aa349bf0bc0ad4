import type { GalleryCardsResponse } from '@inkcard/shared';
import type { Db } from '../db/client';
import { listCardsByVisibility } from '../db/queries/cards';
import { presentGalleryCard } from '../presenters/card';

/** The gallery shows at most this many community cards, the latest approved first. */
export const GALLERY_COMMUNITY_CARDS = 24;

/**
 * The community cards an administrator approved, for the gallery: nothing about their owners.
 * @param db - the database
 * @returns the cards
 */
export async function listGalleryCards(db: Db): Promise<GalleryCardsResponse> {
  const rows = await listCardsByVisibility(db, ['approved'], GALLERY_COMMUNITY_CARDS);
  return { success: true, cards: rows.map(presentGalleryCard) };
}

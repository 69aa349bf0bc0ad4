import { CARDS_PER_USER_MAX, type CardListResponse } from '@inkcard/shared';
import type { Db } from '../db/client';
import { countOwnerCards, listOwnerCards } from '../db/queries/cards';
import type { Actor } from '../policies/roles';
import { presentCardSummary } from '../presenters/card';

/**
 * The signed-in user's cards for My cards, newest change first (or the recently deleted ones,
 * last deleted first), optionally those whose title holds some text; with how many of the
 * CARDS_PER_USER_MAX places they use.
 * @param db - the database
 * @param actor - the signed-in user
 * @param filter - search text, and whether to list deleted cards
 * @returns the list
 */
export async function listCards(
  db: Db,
  actor: Actor,
  filter: { q?: string | undefined; deleted: boolean },
): Promise<CardListResponse> {
  const [rows, used] = await Promise.all([listOwnerCards(db, actor.id, filter), countOwnerCards(db, actor.id)]);
  return { success: true, cards: rows.map(presentCardSummary), used, limit: CARDS_PER_USER_MAX };
}

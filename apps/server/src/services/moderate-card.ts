import type { AdminCardsResponse, CardVisibility, ModerateCardRequest } from '@inkcard/shared';
import type { Db } from '../db/client';
import { listCardsByVisibility, moderateCardRow } from '../db/queries/cards';
import { AppError } from '../errors';
import { canModerateCards } from '../policies/cards';
import type { Actor } from '../policies/roles';
import { presentAdminCard } from '../presenters/card';

/** The moderation list and the gallery show at most this many cards, newest first. */
export const COMMUNITY_CARDS_MAX = 200;

/**
 * The community cards waiting for review, or those in the gallery, for the console.
 * @param db - the database
 * @param actor - the administrator
 * @param status - submitted or approved
 * @returns the list with each card's owner
 */
export async function listModerationCards(
  db: Db,
  actor: Actor,
  status: 'submitted' | 'approved',
): Promise<AdminCardsResponse> {
  if (!canModerateCards(actor.role)) throw new AppError('FORBIDDEN');
  const rows = await listCardsByVisibility(db, [status], COMMUNITY_CARDS_MAX);
  return { success: true, cards: rows.map(presentAdminCard) };
}

/**
 * An administrator's decision on a community card: `approve` puts a submitted card in the
 * gallery; `remove` takes a submitted or approved card out of it (its link keeps working, as an
 * unlisted card; its owner may submit it again).
 * @param db - the database
 * @param actor - the administrator
 * @param id - the card
 * @param decision - approve or remove
 * @param now - the current time
 * @returns the card's new visibility
 */
export async function moderateCard(
  db: Db,
  actor: Actor,
  id: number,
  decision: ModerateCardRequest['decision'],
  now: Date = new Date(),
): Promise<CardVisibility> {
  if (!canModerateCards(actor.role)) throw new AppError('FORBIDDEN');
  const to = decision === 'approve' ? 'approved' : 'unlisted';
  const row = await moderateCardRow(db, id, ['submitted', 'approved'], to, now);
  if (!row) throw new AppError('CARD_NOT_FOUND');
  return row.visibility;
}

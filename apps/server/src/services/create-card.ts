import { CARDS_PER_USER_MAX, type Card } from '@inkcard/shared';
import type { Db } from '../db/client';
import { insertCardWithinLimit } from '../db/queries/cards';
import { AppError } from '../errors';
import { readCardInput } from '../cards/read-card-input';
import type { Actor } from '../policies/roles';
import { presentCard } from '../presenters/card';

/**
 * Saves a new card for the signed-in user: its state checked (readCardInput), its title taken
 * from its content, private, at version 1; refused when the user already holds CARDS_PER_USER_MAX.
 * @param db - the database
 * @param actor - the signed-in user
 * @param input - the card state the maker sent
 * @param customTitle - a title of the user's own (a duplicate keeps its original's)
 * @param now - the current time
 * @returns the new card
 */
export async function createCard(
  db: Db,
  actor: Actor,
  input: unknown,
  customTitle: string | null = null,
  now: Date = new Date(),
): Promise<Card> {
  const { state, kind, template, title } = readCardInput(input);
  const row = await insertCardWithinLimit(
    db,
    { ownerId: actor.id, kind, template, state, title, customTitle },
    CARDS_PER_USER_MAX,
    now,
  );
  if (row === 'limit') throw new AppError('CARD_LIMIT_REACHED');
  if (!row) throw new AppError('UNAUTHENTICATED');
  return presentCard(row);
}

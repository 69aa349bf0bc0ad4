import { isAdminRole, type CardVisibility, type Role } from '@inkcard/shared';
import type { Actor } from './roles';

/** What a card policy looks at. */
export interface CardFacts {
  ownerId: number;
  visibility: CardVisibility;
  deletedAt: Date | null;
}

/*
 * Every refusal of these policies is answered as CARD_NOT_FOUND (404): a card that is not yours
 * does not exist for you, so its id tells nothing (not even that it exists).
 */

/**
 * Whether an actor may open a card in its maker or change it (save, rename, share, thumbnail,
 * duplicate, delete): its owner, while it is live. Administrators do not edit users' cards; they moderate shared ones.
 * @param actor - the signed-in user
 * @param card - the card
 * @returns true when allowed
 */
export function canEditCard(actor: Actor, card: CardFacts): boolean {
  return card.ownerId === actor.id && card.deletedAt === null;
}

/**
 * Whether an actor may restore a deleted card, or delete it for good: its owner, once deleted.
 * @param actor - the signed-in user
 * @param card - the card
 * @returns true when allowed
 */
export function canRestoreCard(actor: Actor, card: CardFacts): boolean {
  return card.ownerId === actor.id && card.deletedAt !== null;
}

/**
 * Whether anyone with a card's link may see it: a live card whose owner turned its link on.
 * @param card - the card
 * @returns true when its share page shows it
 */
export function canViewSharedCard(card: CardFacts): boolean {
  return card.visibility !== 'private' && card.deletedAt === null;
}

/**
 * Whether search engines may index a card's share page: only once it is in the gallery.
 * @param card - the card
 * @returns true when approved
 */
export function isCardIndexable(card: CardFacts): boolean {
  return card.visibility === 'approved' && card.deletedAt === null;
}

/**
 * Whether a role may approve or remove community cards in the console.
 * @param role - the actor's role
 * @returns true for admin and superAdmin
 */
export function canModerateCards(role: Role): boolean {
  return isAdminRole(role);
}

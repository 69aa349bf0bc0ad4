import {
  CARD_PURGE_AFTER_DAYS,
  type AdminCard,
  type Card,
  type CardSummary,
  type GalleryCard,
  type SharedCard,
} from '@inkcard/shared';
import type { CardSummaryRow, CardWithStateRow } from '../db/queries/cards';
import { isCardIndexable } from '../policies/cards';

const DAY_MS = 86_400_000;

/**
 * Where a card's thumbnail is served: a new name on every change, so it is cached for good.
 * @param key - the thumbnail's key, or null
 * @returns the path under /uploads/cards/, or null
 */
export function thumbnailPath(key: string | null): string | null {
  return key ? `/uploads/cards/${key}.jpg` : null;
}

/**
 * The title a card shows: its owner's own, else the one taken from its content.
 * @param row - the card
 * @returns the title (possibly empty)
 */
export function cardTitle(row: Pick<CardSummaryRow, 'title' | 'customTitle'>): string {
  return row.customTitle ?? row.title;
}

/**
 * A card as My cards lists it.
 * @param row - the card
 * @returns the summary
 */
export function presentCardSummary(row: CardSummaryRow): CardSummary {
  return {
    id: row.id,
    kind: row.kind,
    template: row.template,
    title: cardTitle(row),
    customTitle: row.customTitle !== null,
    visibility: row.visibility,
    shareId: row.shareId,
    version: row.version,
    thumbnailUrl: thumbnailPath(row.thumbnailKey),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    purgeAt: row.deletedAt ? new Date(row.deletedAt.getTime() + CARD_PURGE_AFTER_DAYS * DAY_MS).toISOString() : null,
  };
}

/**
 * A card with its state, for its owner.
 * @param row - the card
 * @returns the card
 */
export function presentCard(row: CardWithStateRow): Card {
  return { ...presentCardSummary(row), state: row.state as Record<string, unknown> };
}

/**
 * A shared card as anyone with its link sees it: nothing about its owner.
 * @param row - the card
 * @param requesterId - the signed-in requester's id, if any
 * @returns the shared card
 */
export function presentSharedCard(row: CardWithStateRow, requesterId: number | undefined): SharedCard {
  return {
    shareId: row.shareId ?? '',
    kind: row.kind,
    template: row.template,
    title: cardTitle(row),
    state: row.state as Record<string, unknown>,
    thumbnailUrl: thumbnailPath(row.thumbnailKey),
    indexable: isCardIndexable(row),
    updatedAt: row.updatedAt.toISOString(),
    ownCardId: requesterId === row.ownerId ? row.id : null,
  };
}

/**
 * A community card as the gallery shows it.
 * @param row - an approved card
 * @returns the gallery entry
 */
export function presentGalleryCard(row: CardSummaryRow): GalleryCard {
  return {
    shareId: row.shareId ?? '',
    kind: row.kind,
    template: row.template,
    title: cardTitle(row),
    thumbnailUrl: thumbnailPath(row.thumbnailKey),
    approvedAt: (row.reviewedAt ?? row.updatedAt).toISOString(),
  };
}

/**
 * A shared card as the moderation list shows it.
 * @param row - a submitted or approved card, with its owner's name
 * @returns the moderation entry
 */
export function presentAdminCard(row: CardSummaryRow & { ownerName: string }): AdminCard {
  return {
    id: row.id,
    shareId: row.shareId ?? '',
    kind: row.kind,
    template: row.template,
    title: cardTitle(row),
    visibility: row.visibility,
    thumbnailUrl: thumbnailPath(row.thumbnailKey),
    owner: { id: row.ownerId, username: row.ownerName },
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

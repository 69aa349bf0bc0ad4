import { and, count, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { CardType, CardVisibility } from '@inkcard/shared';
import type { Db } from '../client';
import { cards, users, type CardRow } from '../schema';
import { likePattern } from './like-pattern';

/** A card without its state and thumbnail bytes: what lists need. */
export type CardSummaryRow = Omit<CardRow, 'state' | 'thumbnail'>;
/** A card with its state, without the thumbnail bytes. */
export type CardWithStateRow = Omit<CardRow, 'thumbnail'>;

const summaryColumns = {
  id: cards.id,
  ownerId: cards.ownerId,
  kind: cards.kind,
  template: cards.template,
  title: cards.title,
  customTitle: cards.customTitle,
  version: cards.version,
  visibility: cards.visibility,
  shareId: cards.shareId,
  thumbnailKey: cards.thumbnailKey,
  thumbnailWidth: cards.thumbnailWidth,
  thumbnailHeight: cards.thumbnailHeight,
  submittedAt: cards.submittedAt,
  reviewedAt: cards.reviewedAt,
  createdAt: cards.createdAt,
  updatedAt: cards.updatedAt,
  deletedAt: cards.deletedAt,
};
const stateColumns = { ...summaryColumns, state: cards.state };

/** What a new card is made of. */
export interface NewCard {
  ownerId: number;
  kind: CardType;
  template: string;
  state: unknown;
  title: string;
  customTitle?: string | null;
}

/**
 * Inserts a card unless its owner already holds `max` cards (deleted ones included). The owner's
 * row is locked for the count, so two saves at once cannot both take the last place.
 * @param db - the database
 * @param card - owner, kind, template, state and title
 * @param max - the most cards one user may hold
 * @param now - the current time
 * @returns the new card, or 'limit' when the owner has no room, or undefined when the owner is gone
 */
export async function insertCardWithinLimit(
  db: Db,
  card: NewCard,
  max: number,
  now: Date,
): Promise<CardWithStateRow | 'limit' | undefined> {
  return db.transaction(async (tx) => {
    const owner = await tx.select({ id: users.id }).from(users).where(eq(users.id, card.ownerId)).for('update');
    if (owner.length === 0) return undefined;
    const [held] = await tx.select({ n: count() }).from(cards).where(eq(cards.ownerId, card.ownerId));
    if ((held?.n ?? 0) >= max) return 'limit';
    const rows = await tx
      .insert(cards)
      .values({ ...card, createdAt: now, updatedAt: now })
      .returning(stateColumns);
    return rows[0];
  });
}

/**
 * How many cards a user holds, recently deleted ones included.
 * @param db - the database
 * @param ownerId - the user
 * @returns the count
 */
export async function countOwnerCards(db: Db, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cards).where(eq(cards.ownerId, ownerId));
  return row?.n ?? 0;
}

/**
 * A user's cards, newest change first: the live ones, or the deleted ones.
 * @param db - the database
 * @param ownerId - the user
 * @param filter - part of a title (any case), and whether to list deleted cards
 * @returns the summaries
 */
export async function listOwnerCards(
  db: Db,
  ownerId: number,
  filter: { q?: string | undefined; deleted: boolean },
): Promise<CardSummaryRow[]> {
  const conditions: SQL[] = [
    eq(cards.ownerId, ownerId),
    filter.deleted ? isNotNull(cards.deletedAt) : isNull(cards.deletedAt),
  ];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    // The title shown is the user's own when there is one.
    conditions.push(sql`coalesce(${cards.customTitle}, ${cards.title}) ilike ${pattern}`);
  }
  return db
    .select(summaryColumns)
    .from(cards)
    .where(and(...conditions))
    .orderBy(filter.deleted ? desc(cards.deletedAt) : desc(cards.updatedAt), desc(cards.id));
}

/**
 * A card by id, whoever owns it, with its state; the caller's policy decides who may see it.
 * @param db - the database
 * @param id - the card id
 * @returns the card or undefined
 */
export async function findCardById(db: Db, id: number): Promise<CardWithStateRow | undefined> {
  const rows = await db.select(stateColumns).from(cards).where(eq(cards.id, id)).limit(1);
  return rows[0];
}

/**
 * Replaces a card's state if it is still at the version the editor started from, and counts a new
 * version. A card in the gallery goes back to waiting for review: what was approved has changed.
 * @param db - the database
 * @param change - the card, the version it was opened at, and the new state, kind, template and title
 * @param now - the current time
 * @returns the updated card, or undefined when the card is deleted or at another version
 */
export async function updateCardStateAtVersion(
  db: Db,
  change: { id: number; version: number; state: unknown; kind: CardType; template: string; title: string },
  now: Date,
): Promise<CardWithStateRow | undefined> {
  const rows = await db
    .update(cards)
    .set({
      state: change.state,
      kind: change.kind,
      template: change.template,
      title: change.title,
      version: sql`${cards.version} + 1`,
      visibility: sql`case when ${cards.visibility} = 'approved' then 'submitted'::card_visibility else ${cards.visibility} end`,
      submittedAt: sql`case when ${cards.visibility} = 'approved' then ${now} else ${cards.submittedAt} end`,
      updatedAt: now,
    })
    .where(and(eq(cards.id, change.id), eq(cards.version, change.version), isNull(cards.deletedAt)))
    .returning(stateColumns);
  return rows[0];
}

/**
 * Changes the parts of a live card that are not its state (title, sharing).
 * @param db - the database
 * @param id - the card
 * @param values - the columns to set
 * @returns the updated card, or undefined when it is deleted
 */
export async function updateLiveCard(
  db: Db,
  id: number,
  values: Partial<
    Pick<
      CardRow,
      'customTitle' | 'visibility' | 'shareId' | 'thumbnailKey' | 'submittedAt' | 'reviewedAt' | 'updatedAt'
    >
  >,
): Promise<CardWithStateRow | undefined> {
  const rows = await db
    .update(cards)
    .set(values)
    .where(and(eq(cards.id, id), isNull(cards.deletedAt)))
    .returning(stateColumns);
  return rows[0];
}

/**
 * Moves a card to, or back from, the recently deleted list.
 * @param db - the database
 * @param id - the card
 * @param deletedAt - when it was deleted, or null to restore it
 * @param thumbnailKey - a new name for its thumbnail, when the old one must stop working
 * @returns the card, or undefined when it was not in the other list
 */
export async function setCardDeleted(
  db: Db,
  id: number,
  deletedAt: Date | null,
  thumbnailKey?: string,
): Promise<CardWithStateRow | undefined> {
  const rows = await db
    .update(cards)
    .set(thumbnailKey ? { deletedAt, thumbnailKey } : { deletedAt })
    .where(and(eq(cards.id, id), deletedAt ? isNull(cards.deletedAt) : isNotNull(cards.deletedAt)))
    .returning(stateColumns);
  return rows[0];
}

/**
 * Deletes a card for good.
 * @param db - the database
 * @param id - the card
 * @returns whether a row went
 */
export async function deleteCardRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(cards).where(eq(cards.id, id)).returning({ id: cards.id });
  return rows.length > 0;
}

/**
 * Stores a card's thumbnail under a new public name, if the card is still at the version the
 * picture was drawn from.
 * @param db - the database
 * @param change - the card, its version, the JPEG and its new name
 * @returns the card, or undefined when it is deleted or at another version
 */
export async function setCardThumbnailAtVersion(
  db: Db,
  change: {
    id: number;
    version: number;
    thumbnail: Uint8Array;
    thumbnailKey: string;
    thumbnailWidth: number;
    thumbnailHeight: number;
  },
): Promise<CardWithStateRow | undefined> {
  const { id, version, ...values } = change;
  const rows = await db
    .update(cards)
    .set(values)
    .where(and(eq(cards.id, id), eq(cards.version, version), isNull(cards.deletedAt)))
    .returning(stateColumns);
  return rows[0];
}

/**
 * Gives a card a copy of another card's thumbnail under a new name (a duplicate).
 * @param db - the database
 * @param fromId - the card whose thumbnail is copied
 * @param toId - the card that gets it
 * @param thumbnailKey - its new public name
 */
export async function copyCardThumbnail(db: Db, fromId: number, toId: number, thumbnailKey: string): Promise<void> {
  const source = db
    .select({ thumbnail: cards.thumbnail, width: cards.thumbnailWidth, height: cards.thumbnailHeight })
    .from(cards)
    .where(and(eq(cards.id, fromId), isNotNull(cards.thumbnail)))
    .as('source');
  await db
    .update(cards)
    .set({
      thumbnail: sql`${source.thumbnail}`,
      thumbnailWidth: sql`${source.width}`,
      thumbnailHeight: sql`${source.height}`,
      thumbnailKey,
    })
    .from(source)
    .where(eq(cards.id, toId));
}

/**
 * A thumbnail by its public name.
 * @param db - the database
 * @param key - the name's random part
 * @returns the JPEG and when its card last changed, or undefined
 */
export async function findCardThumbnail(
  db: Db,
  key: string,
): Promise<{ thumbnail: Uint8Array; updatedAt: Date } | undefined> {
  const rows = await db
    .select({ thumbnail: cards.thumbnail, updatedAt: cards.updatedAt })
    .from(cards)
    .where(eq(cards.thumbnailKey, key))
    .limit(1);
  const row = rows[0];
  return row?.thumbnail ? { thumbnail: row.thumbnail, updatedAt: row.updatedAt } : undefined;
}

/**
 * A live card by its share id, whatever its visibility (the caller checks it).
 * @param db - the database
 * @param shareId - the id in its link
 * @returns the card or undefined
 */
export async function findCardByShareId(db: Db, shareId: string): Promise<CardWithStateRow | undefined> {
  const rows = await db
    .select(stateColumns)
    .from(cards)
    .where(and(eq(cards.shareId, shareId), isNull(cards.deletedAt)))
    .limit(1);
  return rows[0];
}

/**
 * Live cards of some visibilities, newest first, with their owner's name (the gallery, moderation).
 * @param db - the database
 * @param visibilities - which
 * @param limit - at most this many
 * @returns the summaries and owner names
 */
export async function listCardsByVisibility(
  db: Db,
  visibilities: CardVisibility[],
  limit: number,
): Promise<(CardSummaryRow & { ownerName: string })[]> {
  return db
    .select({ ...summaryColumns, ownerName: users.username })
    .from(cards)
    .innerJoin(users, eq(users.id, cards.ownerId))
    .where(and(inArray(cards.visibility, visibilities), isNull(cards.deletedAt)))
    .orderBy(desc(sql`coalesce(${cards.reviewedAt}, ${cards.submittedAt}, ${cards.updatedAt})`), desc(cards.id))
    .limit(limit);
}

/**
 * Sets a shared card's visibility by a moderator's decision.
 * @param db - the database
 * @param id - the card
 * @param from - the visibilities the decision applies to
 * @param to - the new visibility
 * @param now - the current time
 * @returns the card, or undefined when it is not (or no longer) in one of `from`
 */
export async function moderateCardRow(
  db: Db,
  id: number,
  from: CardVisibility[],
  to: CardVisibility,
  now: Date,
): Promise<CardWithStateRow | undefined> {
  const rows = await db
    .update(cards)
    .set({ visibility: to, reviewedAt: now })
    .where(and(eq(cards.id, id), inArray(cards.visibility, from), isNull(cards.deletedAt)))
    .returning(stateColumns);
  return rows[0];
}

/**
 * The dashboard's card figures.
 * @param db - the database
 * @param todayStart - the start of the current UTC day
 * @returns live cards, shared, waiting for review, in the gallery, created today
 */
export async function cardCounts(
  db: Db,
  todayStart: Date,
): Promise<{ total: number; shared: number; submitted: number; approved: number; createdToday: number }> {
  const [row] = await db
    .select({
      total: count(),
      shared: sql<number>`count(*) filter (where ${cards.visibility} <> 'private')`.mapWith(Number),
      submitted: sql<number>`count(*) filter (where ${cards.visibility} = 'submitted')`.mapWith(Number),
      approved: sql<number>`count(*) filter (where ${cards.visibility} = 'approved')`.mapWith(Number),
      createdToday: sql<number>`count(*) filter (where ${cards.createdAt} >= ${todayStart})`.mapWith(Number),
    })
    .from(cards)
    .where(isNull(cards.deletedAt));
  return {
    total: row?.total ?? 0,
    shared: row?.shared ?? 0,
    submitted: row?.submitted ?? 0,
    approved: row?.approved ?? 0,
    createdToday: row?.createdToday ?? 0,
  };
}

/**
 * Purges cards deleted before a time, a batch at a time. Rows another instance is purging at the
 * same moment are skipped (FOR UPDATE SKIP LOCKED), so several instances sweeping one database
 * neither wait on each other nor fail.
 * @param db - the database
 * @param deletedBefore - cards deleted before this go
 * @param batch - at most this many rows per call
 * @returns how many were purged
 */
export async function purgeCardsDeletedBefore(db: Db, deletedBefore: Date, batch: number): Promise<number> {
  const rows = await db
    .delete(cards)
    .where(
      inArray(
        cards.id,
        db
          .select({ id: cards.id })
          .from(cards)
          .where(and(isNotNull(cards.deletedAt), lt(cards.deletedAt, deletedBefore)))
          .limit(batch)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ id: cards.id });
  return rows.length;
}

/**
 * Every card a user holds, recently deleted ones included, as their data export shows them (issue
 * 31's "export my data": the section `cards`): state, titles, sharing and dates; the thumbnail as a
 * `data:` URL, since its address is not theirs to keep.
 * @param db - the database
 * @param ownerId - the user
 * @returns the cards, oldest first
 */
export async function listOwnerCardsForExport(db: Db, ownerId: number) {
  const rows = await db
    .select({
      ...stateColumns,
      thumbnail: cards.thumbnail,
    })
    .from(cards)
    .where(eq(cards.ownerId, ownerId))
    .orderBy(cards.id);
  return rows.map(({ thumbnail, thumbnailKey: _key, ownerId: _owner, ...card }) => ({
    ...card,
    thumbnail: thumbnail ? `data:image/jpeg;base64,${Buffer.from(thumbnail).toString('base64')}` : null,
  }));
}

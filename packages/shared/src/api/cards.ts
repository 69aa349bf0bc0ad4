import { z } from 'zod';
import { CARD_SHARE_ID_LENGTH, CARD_TITLE_MAX_CHARS } from '../limits';
import { hasNoNul } from './common';
import { CardTypeSchema } from './tracking';

/*
 * Saved cards and share links (issue 25). The card itself travels as a card state (card-engine's
 * `CardState`, versioned); this package only knows it is an object, and the server checks it with
 * card-engine's readCardState.
 */

/**
 * Who may see a card: only its owner (`private`); anyone with its link (`unlisted`); anyone with its
 * link, waiting for an administrator to put it in the gallery (`submitted`); in the gallery and
 * open to search engines (`approved`).
 */
export const CARD_VISIBILITIES = ['private', 'unlisted', 'submitted', 'approved'] as const;
export const CardVisibilitySchema = z.enum(CARD_VISIBILITIES);
export type CardVisibility = z.infer<typeof CardVisibilitySchema>;

/** What an owner may ask for: no link, a link, or a link and a place in the gallery. */
export const CARD_SHARING = ['private', 'unlisted', 'public'] as const;

/** A card id in a path: a positive 32-bit integer. */
export const CardIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** A share id in a path: base64url, exactly as issued. */
export const ShareIdSchema = z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${CARD_SHARE_ID_LENGTH}}$`));
export const ShareIdParamsSchema = z.object({ shareId: ShareIdSchema });

/** A card state as JSON: an object the server reads with card-engine's readCardState. */
const StateSchema = z.record(z.string(), z.unknown());
/** The version a change was made from (optimistic concurrency). */
const VersionSchema = z.number().int().min(1).max(2_147_483_647);

export const CreateCardRequestSchema = z.object({ state: StateSchema });
export type CreateCardRequest = z.infer<typeof CreateCardRequestSchema>;

export const UpdateCardRequestSchema = z.object({
  state: StateSchema,
  /** The version the editor opened; another one answers 409 CARD_VERSION_CONFLICT. */
  version: VersionSchema,
});
export type UpdateCardRequest = z.infer<typeof UpdateCardRequestSchema>;

export const RenameCardRequestSchema = z.object({
  /** The user's title; blank or null goes back to the title taken from the card. */
  title: z
    .string()
    .trim()
    .max(CARD_TITLE_MAX_CHARS)
    .regex(/^[^\p{Cc}\p{Cs}]*$/u)
    .nullable(),
});
export type RenameCardRequest = z.infer<typeof RenameCardRequestSchema>;

export const ShareCardRequestSchema = z.object({ sharing: z.enum(CARD_SHARING) });
export type ShareCardRequest = z.infer<typeof ShareCardRequestSchema>;

/** The thumbnail upload's query: the card version the picture was drawn from. */
export const CardThumbnailQuerySchema = z.object({ version: z.coerce.number().int().min(1).max(2_147_483_647) });

export const CardListQuerySchema = z.object({
  /** Part of a title, any case. */
  q: z.string().trim().max(CARD_TITLE_MAX_CHARS).refine(hasNoNul).optional(),
  /** `1` lists the recently deleted cards instead. */
  deleted: z.enum(['0', '1']).optional(),
});
export type CardListQuery = z.input<typeof CardListQuerySchema>;

/** A card as My cards lists it: everything but its state. */
export const CardSummarySchema = z.object({
  id: z.number().int(),
  kind: CardTypeSchema,
  template: z.string(),
  /** The user's title, else the one taken from the card; may be empty. */
  title: z.string(),
  /** Whether the title is the user's own (rename) rather than taken from the card. */
  customTitle: z.boolean(),
  visibility: CardVisibilitySchema,
  /** The share page is /c/<shareId>; null while the card is private. */
  shareId: z.string().nullable(),
  version: z.number().int(),
  /** The thumbnail's URL (a new one whenever it changes), or null before the first one. */
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the card was deleted, and when it will be purged; null for a live card. */
  deletedAt: z.string().nullable(),
  purgeAt: z.string().nullable(),
});
export type CardSummary = z.infer<typeof CardSummarySchema>;

/** A card with its state, as its owner opens it. */
export const CardSchema = CardSummarySchema.extend({ state: StateSchema });
export type Card = z.infer<typeof CardSchema>;

export const CardResponseSchema = z.object({ success: z.literal(true), card: CardSchema });
export type CardResponse = z.infer<typeof CardResponseSchema>;

export const CardSummaryResponseSchema = z.object({ success: z.literal(true), card: CardSummarySchema });
export type CardSummaryResponse = z.infer<typeof CardSummaryResponseSchema>;

export const CardListResponseSchema = z.object({
  success: z.literal(true),
  cards: z.array(CardSummarySchema),
  /** Cards the user holds, deleted ones included (what CARDS_PER_USER_MAX counts). */
  used: z.number().int(),
  limit: z.number().int(),
});
export type CardListResponse = z.infer<typeof CardListResponseSchema>;

/** A 409 CARD_VERSION_CONFLICT also carries the card as it is now, so the editor can offer to reload it. */
export const CardConflictResponseSchema = z.object({
  success: z.literal(false),
  code: z.literal('CARD_VERSION_CONFLICT'),
  message: z.string(),
  card: CardSchema,
});
export type CardConflictResponse = z.infer<typeof CardConflictResponseSchema>;

/** A shared card as anyone with its link sees it. */
export const SharedCardSchema = z.object({
  shareId: z.string(),
  kind: CardTypeSchema,
  template: z.string(),
  title: z.string(),
  state: StateSchema,
  thumbnailUrl: z.string().nullable(),
  /** Whether search engines may index its page (approved for the gallery). */
  indexable: z.boolean(),
  updatedAt: z.string(),
  /** The card's id when the requester owns it (the page then offers "edit"), else null. */
  ownCardId: z.number().int().nullable(),
});
export type SharedCard = z.infer<typeof SharedCardSchema>;

export const SharedCardResponseSchema = z.object({ success: z.literal(true), card: SharedCardSchema });
export type SharedCardResponse = z.infer<typeof SharedCardResponseSchema>;

/** An approved community card as the gallery shows it. */
export const GalleryCardSchema = z.object({
  shareId: z.string(),
  kind: CardTypeSchema,
  template: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  approvedAt: z.string(),
});
export type GalleryCard = z.infer<typeof GalleryCardSchema>;

export const GalleryCardsResponseSchema = z.object({ success: z.literal(true), cards: z.array(GalleryCardSchema) });
export type GalleryCardsResponse = z.infer<typeof GalleryCardsResponseSchema>;

/** Moderation (admin console): the submissions waiting, or the cards in the gallery. */
export const AdminCardsQuerySchema = z.object({ status: z.enum(['submitted', 'approved']).default('submitted') });

export const AdminCardSchema = z.object({
  id: z.number().int(),
  shareId: z.string(),
  kind: CardTypeSchema,
  template: z.string(),
  title: z.string(),
  visibility: CardVisibilitySchema,
  thumbnailUrl: z.string().nullable(),
  owner: z.object({ id: z.number().int(), username: z.string() }),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type AdminCard = z.infer<typeof AdminCardSchema>;

export const AdminCardsResponseSchema = z.object({ success: z.literal(true), cards: z.array(AdminCardSchema) });
export type AdminCardsResponse = z.infer<typeof AdminCardsResponseSchema>;

export const ModerateCardRequestSchema = z.object({ decision: z.enum(['approve', 'remove']) });
export type ModerateCardRequest = z.infer<typeof ModerateCardRequestSchema>;

/** The dashboard's card figures. */
export const CardCountsSchema = z.object({
  /** Cards saved and not deleted. */
  total: z.number().int(),
  /** Of those, with a share link on (unlisted, submitted or approved). */
  shared: z.number().int(),
  /** Waiting for a moderator. */
  submitted: z.number().int(),
  /** In the gallery. */
  approved: z.number().int(),
  /** Saved today (UTC). */
  createdToday: z.number().int(),
});
export type CardCounts = z.infer<typeof CardCountsSchema>;

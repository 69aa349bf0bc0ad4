import {
  type AdminCardsResponse,
  type Card,
  type CardConflictResponse,
  type CardListResponse,
  type CardResponse,
  type CardSummaryResponse,
  type CardVisibility,
  type GalleryCardsResponse,
  type OkResponse,
  type ShareCardRequest,
  type SharedCardResponse,
} from '@inkcard/shared';
import type { CardState } from '@inkcard/card-engine';
import { ApiError, apiRequest } from './client';

/**
 * The signed-in user's cards (My cards), newest change first, or the recently deleted ones.
 * @param filter - part of a title, and whether to list deleted cards
 * @returns the cards and how many places they use
 */
export function listCards(filter: { q?: string; deleted?: boolean } = {}): Promise<CardListResponse> {
  const params = new URLSearchParams();
  if (filter.q?.trim()) params.set('q', filter.q.trim());
  if (filter.deleted) params.set('deleted', '1');
  const query = params.toString();
  return apiRequest<CardListResponse>('GET', `/cards${query ? `?${query}` : ''}`);
}

/**
 * One of the user's cards with its state, to open it in its maker.
 * @param id - the card
 * @returns the card
 */
export function fetchCard(id: number): Promise<CardResponse> {
  return apiRequest<CardResponse>('GET', `/cards/${id}`);
}

/**
 * Saves a new card.
 * @param state - the maker's card state
 * @returns the card, at version 1
 */
export function createCard(state: CardState): Promise<CardResponse> {
  // A save is not repeated by itself: a retry after a lost answer would make a second card.
  return apiRequest<CardResponse>('POST', '/cards', { body: { state }, retry: false });
}

/**
 * Saves a state over a card, from the version the maker opened.
 * @param id - the card
 * @param state - the maker's card state
 * @param version - the version the maker started from
 * @returns the card at its new version; a CardConflict error when it changed elsewhere
 */
export async function updateCard(id: number, state: CardState, version: number): Promise<CardResponse> {
  try {
    return await apiRequest<CardResponse>('PUT', `/cards/${id}`, { body: { state, version }, retry: false });
  } catch (error) {
    // Trusted as every answer of ours is (apiRequest's type); only its shape is checked, without
    // the zod schema, which would put zod on every maker's first load.
    if (!(error instanceof ApiError) || error.code !== 'CARD_VERSION_CONFLICT') throw error;
    const card = (error.body as Partial<CardConflictResponse> | undefined)?.card;
    if (card && typeof card === 'object' && typeof card.version === 'number')
      throw new CardConflict(error.message, card);
    throw error;
  }
}

/** A save refused because the card changed elsewhere (another tab or device) since it was opened. */
export class CardConflict extends Error {
  /** The card as it is now. */
  readonly current: Card;
  constructor(message: string, current: Card) {
    super(message);
    this.name = 'CardConflict';
    this.current = current;
  }
}

/**
 * Gives a card the user's own title, or (null or blank) the one taken from its content.
 * @param id - the card
 * @param title - the title
 * @returns the card
 */
export function renameCard(id: number, title: string | null): Promise<CardResponse> {
  return apiRequest<CardResponse>('PATCH', `/cards/${id}`, { body: { title } });
}

/**
 * Copies a card into a new private card.
 * @param id - the card
 * @returns the copy
 */
export function duplicateCard(id: number): Promise<CardResponse> {
  return apiRequest<CardResponse>('POST', `/cards/${id}/duplicate`, { body: {}, retry: false });
}

/**
 * Moves a card to "recently deleted".
 * @param id - the card
 * @returns the card with its purge date
 */
export function deleteCard(id: number): Promise<CardSummaryResponse> {
  return apiRequest<CardSummaryResponse>('DELETE', `/cards/${id}`);
}

/**
 * Brings a recently deleted card back.
 * @param id - the card
 * @returns the card
 */
export function restoreCard(id: number): Promise<CardSummaryResponse> {
  return apiRequest<CardSummaryResponse>('POST', `/cards/${id}/restore`, { body: {} });
}

/**
 * Deletes a recently deleted card for good.
 * @param id - the card
 * @returns the server's answer
 */
export function destroyCard(id: number): Promise<OkResponse> {
  return apiRequest<OkResponse>('DELETE', `/cards/${id}/forever`);
}

/**
 * Turns a card's share link on or off, or submits it to the gallery.
 * @param id - the card
 * @param sharing - private, unlisted or public
 * @returns the card (its share id while the link is on)
 */
export function shareCard(id: number, sharing: ShareCardRequest['sharing']): Promise<CardResponse> {
  return apiRequest<CardResponse>('PUT', `/cards/${id}/sharing`, { body: { sharing } });
}

/**
 * Uploads a card's thumbnail, drawn from the version it shows.
 * @param id - the card
 * @param version - that version
 * @param image - a PNG, JPEG or WebP
 * @returns the card with its new thumbnail URL
 */
export function uploadCardThumbnail(id: number, version: number, image: Blob): Promise<CardSummaryResponse> {
  return apiRequest<CardSummaryResponse>('PUT', `/cards/${id}/thumbnail?version=${version}`, {
    blob: image,
    retry: false,
  });
}

/**
 * A shared card by the id in its link; signed-in owners learn it is theirs.
 * @param shareId - the id in the link
 * @returns the card
 */
export function fetchSharedCard(shareId: string): Promise<SharedCardResponse> {
  return apiRequest<SharedCardResponse>('GET', `/cards/shared/${encodeURIComponent(shareId)}`, {
    skipAuthRedirect: true,
  });
}

/**
 * The community cards approved for the gallery.
 * @returns the cards
 */
export function fetchGalleryCards(): Promise<GalleryCardsResponse> {
  return apiRequest<GalleryCardsResponse>('GET', '/cards/gallery', { auth: 'none' });
}

/**
 * The submissions waiting for review, or the cards in the gallery (console).
 * @param status - submitted or approved
 * @returns the cards with their owners
 */
export function fetchModerationCards(status: 'submitted' | 'approved'): Promise<AdminCardsResponse> {
  return apiRequest<AdminCardsResponse>('GET', `/admin/cards?status=${status}`);
}

/**
 * An administrator's decision on a community card.
 * @param id - the card
 * @param decision - approve or remove
 * @returns the card's new visibility
 */
export function moderateCard(
  id: number,
  decision: 'approve' | 'remove',
): Promise<{ success: true; visibility: CardVisibility }> {
  return apiRequest('POST', `/admin/cards/${id}/${decision}`, { body: {} });
}

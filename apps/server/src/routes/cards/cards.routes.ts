import type { FastifyInstance } from 'fastify';
import {
  CARD_STATE_MAX_BYTES,
  CARD_THUMBNAIL_MAX_BYTES,
  CARD_THUMBNAIL_MIME_TYPES,
  CardIdParamsSchema,
  CardListQuerySchema,
  CardThumbnailQuerySchema,
  CreateCardRequestSchema,
  RenameCardRequestSchema,
  ShareCardRequestSchema,
  ShareIdParamsSchema,
  UpdateCardRequestSchema,
  type CardListResponse,
  type CardResponse,
  type CardSummaryResponse,
  type GalleryCardsResponse,
  type OkResponse,
  type SharedCardResponse,
} from '@inkcard/shared';
import { AppError } from '../../errors';
import { authenticateUser, optionalUser } from '../../middleware/authenticate';
import { rateLimitFor } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { canEditCard } from '../../policies/cards';
import { presentCard, presentSharedCard } from '../../presenters/card';
import { createCard } from '../../services/create-card';
import { deleteCard, destroyCard, restoreCard } from '../../services/delete-card';
import { duplicateCard } from '../../services/duplicate-card';
import { findOwnCard } from '../../services/find-own-card';
import { getSharedCard } from '../../services/get-shared-card';
import { listCards } from '../../services/list-cards';
import { listGalleryCards } from '../../services/list-gallery-cards';
import { renameCard } from '../../services/rename-card';
import { setCardThumbnail } from '../../services/set-card-thumbnail';
import { shareCard } from '../../services/share-card';
import { updateCard } from '../../services/update-card';

/** A card state's JSON, with room for the request around it; larger bodies answer 413 unread. */
const STATE_BODY_LIMIT = CARD_STATE_MAX_BYTES + 65_536;

/**
 * Saved cards (issue 25), mounted at /api/cards: the signed-in user's own cards (list, open,
 * save with a version check, rename, duplicate, delete and restore, share, thumbnail), a shared
 * card by its link's id, and the gallery's community cards. Another user's card answers 404
 * CARD_NOT_FOUND, exactly like a card that does not exist.
 * @param app - the Fastify instance, prefixed with /api/cards
 */
export async function cardsRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const db = (): typeof deps.database.db => deps.database.db;
  const read = { config: rateLimitFor(deps.env, 'cardRead') };
  const write = { config: rateLimitFor(deps.env, 'cardWrite') };

  // A thumbnail arrives as the image itself (the maker's canvas), not as JSON or multipart.
  app.addContentTypeParser(
    [...CARD_THUMBNAIL_MIME_TYPES],
    { parseAs: 'buffer', bodyLimit: CARD_THUMBNAIL_MAX_BYTES + 1 },
    (_req, body, done) => done(null, body),
  );

  app.get('/', read, async (req) => {
    const { user } = await authenticateUser(req);
    const query = validate(CardListQuerySchema, req.query);
    return (await listCards(db(), user, { q: query.q, deleted: query.deleted === '1' })) satisfies CardListResponse;
  });

  app.post('/', { ...write, bodyLimit: STATE_BODY_LIMIT }, async (req, reply) => {
    const { user } = await authenticateUser(req);
    const body = validate(CreateCardRequestSchema, req.body, { code: 'CARD_STATE_INVALID' });
    const card = await createCard(db(), user, body.state);
    return reply.code(201).send({ success: true, card } satisfies CardResponse);
  });

  app.get('/gallery', read, async () => (await listGalleryCards(db())) satisfies GalleryCardsResponse);

  app.get('/shared/:shareId', read, async (req) => {
    const { shareId } = validate(ShareIdParamsSchema, req.params, { code: 'CARD_NOT_FOUND' });
    const [card, requester] = await Promise.all([getSharedCard(db(), shareId), optionalUser(req)]);
    return { success: true, card: presentSharedCard(card, requester?.id) } satisfies SharedCardResponse;
  });

  app.get('/:id', read, async (req) => {
    const { user } = await authenticateUser(req);
    const { id } = validate(CardIdParamsSchema, req.params, { code: 'CARD_NOT_FOUND' });
    return { success: true, card: presentCard(await findOwnCard(db(), user, id, canEditCard)) } satisfies CardResponse;
  });

  app.put('/:id', { ...write, bodyLimit: STATE_BODY_LIMIT }, async (req) => {
    const { user } = await authenticateUser(req);
    const { id } = validate(CardIdParamsSchema, req.params, { code: 'CARD_NOT_FOUND' });
    const body = validate(UpdateCardRequestSchema, req.body, { code: 'CARD_STATE_INVALID' });
    return { success: true, card: await updateCard(db(), user, id, body) } satisfies CardResponse;
  });

  app.patch('/:id', write, async (req) => {
    const { user } = await authenticateUser(req);
    const { id } = validate(CardIdParamsSchema, req.params, { code: 'CARD_NOT_FOUND' });
    const { title } = validate(RenameCardRequestSchema, req.body);
    return { success: true, card: await renameCard(db(), user, id, title) } satisfies CardResponse;
  });

  app.post('/:id/duplicate', write, async (req, reply) => {
    const { user } = await authenticateUser(req);
    const { id } = validate(CardIdParamsSchema, req.params, { code: 'CARD_NOT_FOUND' });
    const card = await duplicateCard(db(), user, id);
    return reply.code(201).send({ success: true, card } satisfies CardResponse);
  });

  app.put('/:id/sharing', write, async (req) => {
    const { user } = await authenticateUser(req);
    const { id } = validate(CardIdParamsSchema, req.params, { code: 'CARD_NOT_FOUND' });
    const { sharing } = validate(ShareCardRequestSchema, req.body);
    return { success: true, card: await shareCard(db(), user, id, sharing) } satisfies CardResponse;
  });

  app.put('/:id/thumbnail', { ...write, bodyLimit: CARD_THUMBNAIL_MAX_BYTES + 1 }, async (req) => {
    const { user } = await authenticateUser(req);
    const { id } = validate(CardIdParamsSchema, req.params, { code: 'CARD_NOT_FOUND' });
    const { version } = validate(CardThumbnailQuerySchema, req.query);
    if (!Buffer.isBuffer(req.body)) throw new AppError('CARD_THUMBNAIL_INVALID');
    const card = await setCardThumbnail(db(), user, id, version, req.body);
    return { success: true, card } satisfies CardSummaryResponse;
  });

  app.delete('/:id', write, async (req) => {
    const { user } = await authenticateUser(req);
    const { id } = validate(CardIdParamsSchema, req.params, { code: 'CARD_NOT_FOUND' });
    return { success: true, card: await deleteCard(db(), user, id) } satisfies CardSummaryResponse;
  });

  app.post('/:id/restore', write, async (req) => {
    const { user } = await authenticateUser(req);
    const { id } = validate(CardIdParamsSchema, req.params, { code: 'CARD_NOT_FOUND' });
    return { success: true, card: await restoreCard(db(), user, id) } satisfies CardSummaryResponse;
  });

  app.delete('/:id/forever', write, async (req) => {
    const { user } = await authenticateUser(req);
    const { id } = validate(CardIdParamsSchema, req.params, { code: 'CARD_NOT_FOUND' });
    await destroyCard(db(), user, id);
    return { success: true } satisfies OkResponse;
  });
}

import type { FastifyInstance } from 'fastify';
import { sendImmutableImage } from '../../http/send-image';
import { readCardThumbnail } from '../../services/read-card-thumbnail';

/**
 * Card thumbnails at /uploads/cards/<key>.jpg (My cards, the gallery, link previews' og:image),
 * read from the database. The key changes with every new thumbnail, so each address is cached for
 * a year; it is random (128 bits), so only who was given it can load it.
 * @param app - the Fastify instance, prefixed with /uploads/cards
 */
export async function cardThumbnailsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  app.get<{ Params: { file: string } }>('/:file', async (req, reply) =>
    sendImmutableImage(req, reply, await readCardThumbnail(db, req.params.file)),
  );
}

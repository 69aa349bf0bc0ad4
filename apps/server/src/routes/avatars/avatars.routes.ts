import type { FastifyInstance } from 'fastify';
import { sendImmutableImage } from '../../http/send-image';
import { readAvatar } from '../../services/read-avatar';

/**
 * Avatar images at their stable URL /uploads/avatars/:file (spec §3), read from the database.
 * Every upload gets a new name, so an image never changes and can be cached for a year.
 * @param app - the Fastify instance, prefixed with /uploads/avatars
 */
export async function avatarsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  app.get<{ Params: { file: string } }>('/:file', async (req, reply) =>
    sendImmutableImage(req, reply, await readAvatar(db, req.params.file)),
  );
}

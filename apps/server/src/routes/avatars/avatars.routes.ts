import type { FastifyInstance } from 'fastify';
import { readAvatar } from '../../services/read-avatar';

/**
 * Avatar images at their stable URL /uploads/avatars/:file (spec §3), read from the database.
 * Every upload gets a new name, so an image never changes and can be cached for a year.
 * @param app - the Fastify instance, prefixed with /uploads/avatars
 */
export async function avatarsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  app.get<{ Params: { file: string } }>('/:file', async (req, reply) => {
    const avatar = await readAvatar(db, req.params.file);
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', avatar.etag)
      .header('Last-Modified', avatar.lastModified.toUTCString())
      .header('X-Content-Type-Options', 'nosniff');
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === avatar.etag || tag.trim() === '*')) {
      return reply.code(304).send();
    }
    return reply.type(avatar.mimeType).send(avatar.body);
  });
}

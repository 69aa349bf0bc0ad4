import type { FastifyInstance } from 'fastify';
import {
  BATCH_FILE_MAX_BYTES,
  BatchCreateRequestSchema,
  BatchIdParamsSchema,
  type BatchProgressEvent,
  type BatchResponse,
} from '@inkcard/shared';
import { authenticateBatchCaller } from '../../middleware/batch-auth';
import { requestLocale } from '../../middleware/locale';
import { rateLimitFor } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { openEventStream } from '../../http/sse';
import { AppError } from '../../errors';
import { presentBatch } from '../../presenters/batch';
import { createBatch } from '../../services/create-batch';
import { cancelBatch } from '../../services/cancel-batch';
import { getOwnBatch } from '../../services/get-batch';
import { streamBatchZip } from '../../services/stream-batch-zip';
import { watchBatch } from '../../services/watch-batch';

/** `/:file`: a batch's id (its status) or `<id>.zip` (its cards). */
const FILE = /^([A-Za-z0-9_-]{22})(\.zip)?$/;

/**
 * Batches (issue 28), under /api/v1/batches: start one from a spreadsheet's rows (202 with its
 * id), follow it (JSON, or server-sent events), download its ZIP, cancel it. Every call needs a
 * bearer token: a personal API token (the API, the CLI) or a signed-in browser's session (the
 * maker's batches); a batch is only ever its owner's (another user's id answers 404).
 * @param app - the Fastify instance, prefixed with /api/v1/batches
 */
export async function batchesRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { env } = deps;
  const db = deps.database.db;

  app.post(
    '/',
    // The rows travel as JSON text (escaped quotes and newlines): room for a file at the limit.
    { config: rateLimitFor(env, 'batchCreate'), bodyLimit: 2 * BATCH_FILE_MAX_BYTES },
    async (req, reply) => {
      const user = await authenticateBatchCaller(req);
      const request = validate(BatchCreateRequestSchema, req.body);
      const locale = requestLocale(req);
      const batch = await createBatch(deps, user, request, locale);
      return reply.code(202).send({ success: true, batch: presentBatch(batch, locale) } satisfies BatchResponse);
    },
  );

  app.get('/:file', { config: rateLimitFor(env, 'batchRead') }, async (req, reply) => {
    const user = await authenticateBatchCaller(req);
    const match = FILE.exec((req.params as { file?: string }).file ?? '');
    if (!match) throw new AppError('BATCH_NOT_FOUND');
    const locale = requestLocale(req);
    const batch = await getOwnBatch(db, user, match[1]!);
    if (!match[2]) return { success: true, batch: presentBatch(batch, locale) } satisfies BatchResponse;
    const zip = await streamBatchZip(db, batch, locale);
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="inkcard-batch-${batch.id}.zip"`)
      .send(zip);
  });

  app.get('/:id/events', { config: rateLimitFor(env, 'batchRead') }, async (req, reply) => {
    const user = await authenticateBatchCaller(req);
    const { id } = validate(BatchIdParamsSchema, req.params, { code: 'BATCH_NOT_FOUND' });
    const batch = await getOwnBatch(db, user, id);
    const stream = openEventStream(reply);
    const stop = new AbortController();
    reply.raw.on('close', () => stop.abort());
    try {
      for await (const progress of watchBatch(db, batch, stop.signal)) {
        stream.send('progress', progress satisfies BatchProgressEvent);
      }
    } catch (error) {
      req.log.warn({ err: error }, 'batch progress stream stopped');
    } finally {
      stream.send('end', {});
      stream.end();
    }
  });

  app.post('/:id/cancel', { config: rateLimitFor(env, 'batchCreate') }, async (req) => {
    const user = await authenticateBatchCaller(req);
    const { id } = validate(BatchIdParamsSchema, req.params, { code: 'BATCH_NOT_FOUND' });
    const batch = await cancelBatch(deps, await getOwnBatch(db, user, id));
    return { success: true, batch: presentBatch(batch, requestLocale(req)) } satisfies BatchResponse;
  });
}

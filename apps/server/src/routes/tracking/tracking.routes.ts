import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DownloadRecordRequestSchema, VisitRecordRequestSchema } from '@inkcard/shared';
import { adminToken, bearerToken } from '../../middleware/authenticate';
import { validate } from '../../middleware/validate';
import { recordDownload } from '../../services/record-download';
import { recordVisit, type TrackingSource } from '../../services/record-visit';
import { trackingWriterFor } from '../../tracking/tracking-writer';

/** Per address: generous enough for a busy shared network, tight enough to stop a flood. */
export const TRACKING_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** The acknowledgement both endpoints send before the row is written. */
const ACK = { success: true } as const;

/**
 * The tracking resource (spec §7): POST /api/visits/record and POST /api/card-downloads/record.
 * No login needed; each request is validated, acknowledged with 202 and queued for the batch
 * writer, which the app's onClose hook flushes so a SIGTERM loses nothing acknowledged.
 * @param app - the Fastify instance, mounted under /api
 */
export async function trackingRoutes(app: FastifyInstance): Promise<void> {
  const writer = trackingWriterFor(app.deps, app.log);
  app.addHook('onClose', async () => {
    await writer.close();
  });

  const config = { rateLimit: app.deps.env.RATE_LIMIT ? TRACKING_RATE_LIMIT : (false as const) };
  // On this hot path, per-request access logs, security headers meant for documents and the
  // compression hook would cost more than the work itself; the answer is a 16-byte JSON.
  const hot = { config, logLevel: 'warn', helmet: false, compress: false } as const;
  const source = (req: FastifyRequest): TrackingSource => ({
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    token: adminToken(req) ?? bearerToken(req),
    secret: app.deps.secret,
  });

  app.post('/visits/record', hot, async (req, reply) => {
    const visit = validate(VisitRecordRequestSchema, req.body);
    await recordVisit(writer, visit, source(req));
    return reply.code(202).send(ACK);
  });

  app.post('/card-downloads/record', hot, async (req, reply) => {
    const record = validate(DownloadRecordRequestSchema, req.body);
    await recordDownload(writer, record, source(req));
    return reply.code(202).send(ACK);
  });
}

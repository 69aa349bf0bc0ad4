import type { FastifyInstance } from 'fastify';
import { CSP_REPORT_MAX_BODY_BYTES } from '@inkcard/shared';
import { rateLimitFor } from '../../middleware/rate-limit';
import { readCspReports, recordCspReports } from '../../services/record-csp-reports';

/**
 * `POST /api/csp-reports`: where browsers report Content-Security-Policy violations (the policy's
 * `report-uri` and `report-to`), stored for administrators (`GET /api/admin/csp-reports`).
 * Rate-limited per requester, bodies of at most 16 KB; always 204, since browsers read nothing.
 * @param app - the Fastify instance, prefixed with /api/csp-reports
 */
export async function cspReportsRoutes(app: FastifyInstance): Promise<void> {
  // The two report formats' media types, parsed as JSON here only.
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: CSP_REPORT_MAX_BODY_BYTES },
    (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    },
  );
  app.post(
    '/',
    { config: rateLimitFor(app.deps.env, 'cspReports'), bodyLimit: CSP_REPORT_MAX_BODY_BYTES },
    async (req, reply) => {
      await recordCspReports(app.deps.database.db, readCspReports(req.body, req.headers['user-agent'] ?? ''));
      return reply.code(204).send();
    },
  );
}

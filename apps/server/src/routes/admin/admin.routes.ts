import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AdminCspReportsQuerySchema,
  AdminCardsQuerySchema,
  AdminLoginRequestSchema,
  CardIdParamsSchema,
  AdminStatsQuerySchema,
  AdminUsersQuerySchema,
  BatchIdParamsSchema,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  UpdateRoleRequestSchema,
} from '@inkcard/shared';
import { AppError } from '../../errors';
import { apiCookieOptions } from '../../http/cookies';
import { adminToken } from '../../middleware/authenticate';
import { requestLocale } from '../../middleware/locale';
import { spendCaptcha } from '../../middleware/captcha';
import { rateLimitFor } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { presentUser } from '../../presenters/user';
import { adminLogin } from '../../services/admin-login';
import { cancelBatch } from '../../services/cancel-batch';
import { getCspReports } from '../../services/record-csp-reports';
import { getDashboard } from '../../services/get-dashboard';
import { getOwnBatch } from '../../services/get-batch';
import { presentBatch } from '../../presenters/batch';
import { getPermissions } from '../../services/get-permissions';
import { getQueueOverview } from '../../services/get-queue-overview';
import { getStats } from '../../services/get-stats';
import { listUsers } from '../../services/list-users';
import { listModerationCards, moderateCard } from '../../services/moderate-card';
import { revokeSession } from '../../services/sessions';
import { updateUserRole } from '../../services/update-user-role';
import { trackingWriterFor } from '../../tracking/tracking-writer';
import { requireAdminSession } from './admin-auth';

const UserIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * The admin console API, mounted at /api/admin: sign-in and sign-out with a separate admin
 * session, the dashboard, the user list and role changes, statistics, the permissions matrix and
 * the batch queue and the moderation of community cards.
 * @param app - the Fastify instance
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const db = (): typeof app.deps.database.db => app.deps.database.db;
  const tracking = trackingWriterFor(app.deps, app.log);

  app.post('/login', { config: rateLimitFor(app.deps.env, 'adminLogin') }, async (req, reply) => {
    // As on the user login, every attempt spends its captcha first.
    const captchaOk = await spendCaptcha(req, reply);
    const body = validate(AdminLoginRequestSchema, req.body);
    if (!captchaOk) throw new AppError('CAPTCHA_INVALID');
    const { response, deviceToken } = await adminLogin(
      app.deps,
      {
        login: body.username,
        password: body.password,
        device: req.cookies[DEVICE_COOKIE],
      },
      req.log,
    );
    reply.setCookie(DEVICE_COOKIE, deviceToken, {
      ...apiCookieOptions(app.deps.env, req),
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
    return response;
  });

  // Logout revokes the admin session when one is sent and always succeeds (spec §4).
  app.post('/logout', async (req) => {
    const token = adminToken(req);
    if (token) await revokeSession(db(), token);
    return { success: true };
  });

  app.get('/me', async (req) => {
    const { user } = await requireAdminSession(req);
    return { success: true, user: presentUser(user) };
  });

  app.get('/dashboard', async (req) => {
    await requireAdminSession(req);
    // Buffered events are at most a second old; writing them first makes "today" exact.
    await tracking.flush();
    return getDashboard(db());
  });

  app.get('/users', async (req) => {
    const { user } = await requireAdminSession(req);
    const query = validate(AdminUsersQuerySchema, req.query);
    return listUsers(db(), user, query);
  });

  app.put('/users/:id/role', async (req) => {
    const { user } = await requireAdminSession(req);
    const { id } = validate(UserIdParamsSchema, req.params, { code: 'USER_NOT_FOUND' });
    const { role } = validate(UpdateRoleRequestSchema, req.body);
    return { success: true, user: await updateUserRole(db(), user, id, role) };
  });

  app.get('/stats', async (req) => {
    await requireAdminSession(req);
    const { days } = validate(AdminStatsQuerySchema, req.query);
    await tracking.flush();
    return getStats(db(), days);
  });

  // Content-Security-Policy violations browsers reported (issue 31), the newest first.
  app.get('/csp-reports', async (req) => {
    await requireAdminSession(req);
    const { page } = validate(AdminCspReportsQuerySchema, req.query);
    return getCspReports(db(), page);
  });

  // Community cards (issue 25): the submissions waiting for review, or those in the gallery.
  app.get('/cards', async (req) => {
    const { user } = await requireAdminSession(req);
    const { status } = validate(AdminCardsQuerySchema, req.query);
    return listModerationCards(db(), user, status);
  });

  for (const decision of ['approve', 'remove'] as const) {
    app.post(`/cards/:id/${decision}`, async (req) => {
      const { user } = await requireAdminSession(req);
      const { id } = validate(CardIdParamsSchema, req.params, { code: 'CARD_NOT_FOUND' });
      return { success: true, visibility: await moderateCard(db(), user, id, decision) };
    });
  }

  app.get('/permissions', async (req) => {
    await requireAdminSession(req);
    return getPermissions();
  });

  // Batches (issue 28): the queue, the rendering processes, and cancelling any batch.
  app.get('/queue', async (req) => {
    await requireAdminSession(req);
    return getQueueOverview(app.deps, requestLocale(req));
  });

  app.post('/batches/:id/cancel', async (req) => {
    const { user } = await requireAdminSession(req);
    const { id } = validate(BatchIdParamsSchema, req.params, { code: 'BATCH_NOT_FOUND' });
    const batch = await cancelBatch(app.deps, await getOwnBatch(db(), user, id));
    return { success: true, batch: presentBatch(batch, requestLocale(req)) };
  });
}

import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { authenticateAdmin, bearerToken } from '../../middleware/authenticate';
import { canAccessAdminConsole } from '../../policies/roles';
import { findSessionUser } from '../../services/sessions';

/**
 * The administrator behind an admin call. A valid admin token (admin-token header) is required;
 * a user token in its place is refused: 403 when it belongs to a normal user or member, who may
 * never use the console, and 401 when it belongs to an administrator, who must sign in to the
 * console first.
 * @param req - the request
 * @returns the administrator and their admin token
 */
export async function requireAdminSession(req: FastifyRequest): Promise<{ user: UserRow; token: string }> {
  try {
    return await authenticateAdmin(req);
  } catch (error) {
    const token = bearerToken(req);
    if (token) {
      const user = await findSessionUser(req.server.deps.database.db, token, 'user');
      if (user && !canAccessAdminConsole(user.role)) throw new AppError('FORBIDDEN');
    }
    throw error;
  }
}

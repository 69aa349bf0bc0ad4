import type { AdminUsersQuerySchema, AdminUsersResponse } from '@inkcard/shared';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { listUsers as selectUsers } from '../db/queries/admin-users';
import type { UserRow } from '../db/schema';
import { grantableRoles } from '../policies/roles';
import { presentUser } from '../presenters/user';

/**
 * One page of the admin user list, filtered, searched and sorted by the database.
 * @param db - the database
 * @param actor - the signed-in administrator, for the roles they may grant each user
 * @param query - the validated role, q, page, pageSize and sort
 * @returns the users and the total that matches
 */
export async function listUsers(
  db: Db,
  actor: UserRow,
  query: z.output<typeof AdminUsersQuerySchema>,
): Promise<AdminUsersResponse> {
  const { rows, total } = await selectUsers(db, {
    role: query.role,
    q: query.q || undefined,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
  });
  const grantable = Object.fromEntries(
    rows.map((row) => [String(row.id), row.id === actor.id ? [] : grantableRoles(actor.role, row.role)]),
  );
  return {
    success: true,
    users: rows.map(presentUser),
    total,
    page: query.page,
    pageSize: query.pageSize,
    grantableRoles: grantable,
  };
}

import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@inkcard/shared';
import type { Db } from '../client';
import { users, type UserRow } from '../schema';
import { likePattern } from './like-pattern';
import { revokeUserSessions } from './sessions';

/** A page of the admin user list. */
export interface UserListFilter {
  role?: Role | undefined;
  /** Matched against username and email, case-insensitively. */
  q?: string | undefined;
  page: number;
  pageSize: number;
  /** A field, '-' first for descending. */
  sort: string;
}

const SORT_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  createdAt: users.createdAt,
  role: users.role,
} as const;

/**
 * One page of users, filtered and sorted in the database, with the total that matches.
 * @param db - the database
 * @param filter - role, search text, page, page size and sort
 * @returns the rows and the total
 */
export async function listUsers(db: Db, filter: UserListFilter): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.role) conditions.push(eq(users.role, filter.role));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const match = or(ilike(users.username, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const descending = filter.sort.startsWith('-');
  const key = (descending ? filter.sort.slice(1) : filter.sort) as keyof typeof SORT_COLUMNS;
  const column = SORT_COLUMNS[key] ?? users.createdAt;
  const order = descending ? desc(column) : asc(column);
  // The id tie-breaker keeps pages stable when many rows share a sort value.
  const tieBreaker = descending ? desc(users.id) : asc(users.id);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(order, tieBreaker)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * Counts users by role in one pass.
 * @param db - the database
 * @returns how many users hold each role
 */
export async function countUsersByRole(db: Db): Promise<Record<Role, number>> {
  const rows = await db
    .select({ role: users.role, n: sql<number>`count(*)::int` })
    .from(users)
    .groupBy(users.role);
  const counts: Record<Role, number> = { normal: 0, member: 0, admin: 0, superAdmin: 0 };
  for (const row of rows) counts[row.role] = row.n;
  return counts;
}

/**
 * Runs a role change under a lock on the superAdmin rows, so two superAdmins demoting each other
 * at once cannot leave none: the second waits, then sees the first's change. A change ends the
 * user's admin console sessions in the same transaction: rights granted at sign-in never outlive
 * the role that granted them, and a later promotion cannot bring an old session back.
 * @param db - the database
 * @param targetId - whose role may change
 * @param decide - given the target and the superAdmin count, returns the new role or throws
 * @returns the updated row, or undefined when the target does not exist
 */
export async function changeUserRoleLocked(
  db: Db,
  targetId: number,
  decide: (target: UserRow, superAdminCount: number) => Role,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const superAdmins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'superAdmin')).for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, targetId)).limit(1).for('update');
    if (!target) return undefined;
    const role = decide(target, superAdmins.length);
    if (role === target.role) return target;
    const [updated] = await tx
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(users.id, targetId))
      .returning();
    await revokeUserSessions(tx, targetId, undefined, 'admin');
    return updated;
  });
}

import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@inkcard/shared';
import type { Db } from '../client';
import { users, type NewUserRow, type UserRow } from '../schema';

/**
 * Finds a user by (already normalised) email.
 * @param db - the database
 * @param email - lower-cased email
 * @returns the row or undefined
 */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

/**
 * Finds a user by id.
 * @param db - the database
 * @param id - the user id
 * @returns the row or undefined
 */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/**
 * Finds a user by username, case-insensitively.
 * @param db - the database
 * @param username - the username
 * @returns the row or undefined
 */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return rows[0];
}

/**
 * Inserts a user.
 * @param db - the database
 * @param row - the new user
 * @returns the inserted row
 */
export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow> {
  const rows = await db.insert(users).values(row).returning();
  const user = rows[0];
  if (!user) throw new Error('insert returned no row');
  return user;
}

/**
 * Counts users holding a role.
 * @param db - the database
 * @param role - the role
 * @returns how many
 */
export async function countUsersWithRole(db: Db, role: Role): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, role)));
  return rows[0]?.n ?? 0;
}

/**
 * Changes a user's username.
 * @param db - the database
 * @param id - the user
 * @param username - the new username
 * @param now - the current time
 * @returns the updated row or undefined
 */
export async function updateUsername(db: Db, id: number, username: string, now: Date): Promise<UserRow | undefined> {
  const rows = await db.update(users).set({ username, updatedAt: now }).where(eq(users.id, id)).returning();
  return rows[0];
}

/**
 * Replaces a user's password hash.
 * @param db - the database (or a transaction)
 * @param id - the user
 * @param passwordHash - the new argon2id PHC string
 * @param now - the current time
 */
export async function updatePasswordHash(db: Db, id: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
}

import crypto from 'node:crypto';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { countUsersWithRole, findUserByEmail, findUserByUsername, insertUser } from '../db/queries/users';
import { hashPassword } from './passwords';
import { uniqueViolation } from './unique-violation';

export interface BootstrapResult {
  created: boolean;
  email?: string;
  /** Present only when the password was generated; printed once, never stored in plain. */
  generatedPassword?: string;
}

/**
 * Creates the first superAdmin when none exists, from ADMIN_EMAIL / ADMIN_PASSWORD or with a
 * generated password that the caller prints once. Of instances starting together on one database,
 * one creates it and the others find it.
 * @param db - the database
 * @param env - the configuration
 * @returns what was done
 */
export async function ensureSuperAdmin(db: Db, env: Env): Promise<BootstrapResult> {
  if ((await countUsersWithRole(db, 'superAdmin')) > 0) return { created: false };
  const email = (env.ADMIN_EMAIL ?? 'admin@inkcard.local').trim().toLowerCase();
  const generatedPassword = env.ADMIN_PASSWORD ? undefined : crypto.randomBytes(12).toString('base64url');
  const password = env.ADMIN_PASSWORD ?? generatedPassword!;
  const holder = await findUserByEmail(db, email);
  // Another instance starting on the same database created it between our count and this read.
  if (holder?.role === 'superAdmin') return { created: false };
  if (holder) {
    // Someone registered that address already; never hijack an existing account.
    throw new Error(`ADMIN_EMAIL ${email} belongs to an existing non-superAdmin user; choose another address.`);
  }
  let username = env.ADMIN_USERNAME;
  if (await findUserByUsername(db, username)) username = `${username}-${crypto.randomBytes(3).toString('hex')}`;
  try {
    await insertUser(db, { username, email, passwordHash: await hashPassword(password), role: 'superAdmin' });
  } catch (error) {
    // Several instances starting at once against one PostgreSQL: another one created it first.
    if (uniqueViolation(error) && (await countUsersWithRole(db, 'superAdmin')) > 0) return { created: false };
    throw error;
  }
  return generatedPassword ? { created: true, email, generatedPassword } : { created: true, email };
}

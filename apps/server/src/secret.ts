import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db/client';
import { getOrCreateSetting } from './db/queries/app-settings';
import type { Env } from './env';

/**
 * The secret of instances sharing one PostgreSQL without APP_SECRET: created by the first to
 * start and stored in the database, so every instance hashes captchas, codes, addresses and
 * rate-limit keys alike (a captcha drawn by one must be answerable on another).
 * @param db - the shared database
 * @returns the secret
 */
export async function sharedSecret(db: Db): Promise<string> {
  return getOrCreateSetting(db, 'secret', crypto.randomBytes(32).toString('hex'));
}

/**
 * The server secret used to salt address hashes on the embedded database: APP_SECRET, else a
 * random value kept in DATA_DIR/.secret so it survives restarts.
 * @param env - the configuration
 * @param persist - whether to read/write DATA_DIR/.secret (false in tests)
 * @returns the secret
 */
export function resolveSecret(env: Env, persist: boolean): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  if (!persist) return crypto.randomBytes(32).toString('hex');
  const file = path.join(env.DATA_DIR, '.secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('hex');
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

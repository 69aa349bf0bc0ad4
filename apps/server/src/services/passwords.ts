import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../errors';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** OWASP ASVS 5.0 §11.4.2 argon2id parameters: 19 MiB, t=2, p=1. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes a password with argon2id. Unlike bcrypt there is no 72-byte cut, so long passphrases count whole.
 * @param password - the plain password
 * @returns a PHC string
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFC'), ARGON2_OPTIONS);
}

/**
 * Checks a password against a stored hash; never throws on a malformed hash.
 * @param storedHash - the PHC string
 * @param password - the candidate
 * @returns whether it matches
 */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password.normalize('NFC'));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, verified against when the email is unknown so timing does not tell.
 * @returns the PHC string (computed once)
 */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${crypto.randomUUID()}`);
  return dummyHash;
}

/** Where the common-password lists live, beside the sources or the bundle. */
const COMMON_PASSWORD_FILES = ['common-passwords.txt', 'common-passwords-zh.txt'];

let commonPasswords: Set<string> | undefined;

/**
 * Loads the common-password lists once (about 10,000 lines, a few hundred KB of memory).
 * @returns the lower-cased passwords
 */
function loadCommonPasswords(): Set<string> {
  if (commonPasswords) return commonPasswords;
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/services → ../data; the bundle (dist/main.js) has a copy in dist/data.
  const dirs = [path.join(here, '../data'), path.join(here, 'data'), path.join(here, '../src/data')];
  const dir = dirs.find((d) => fs.existsSync(path.join(d, COMMON_PASSWORD_FILES[0]!)));
  if (!dir) throw new Error(`common-passwords.txt not found near ${here}`);
  const set = new Set<string>();
  for (const file of COMMON_PASSWORD_FILES) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) continue;
    for (const line of fs.readFileSync(full, 'utf8').split('\n')) {
      const word = line.trim().toLowerCase();
      if (word) set.add(word);
    }
  }
  commonPasswords = set;
  return set;
}

/**
 * Whether a password is on the list of the most common ones (case-insensitive), which attackers
 * try first.
 * @param password - the candidate
 * @returns true when it is common
 */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.normalize('NFC').trim().toLowerCase());
}

/**
 * Throws PASSWORD_TOO_COMMON for a common password; length is checked by the request schema.
 * @param password - the new password
 */
export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON');
}

import { hash, verify } from '@node-rs/argon2';

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

/** A hash of a random password, verified against when the email is unknown so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}

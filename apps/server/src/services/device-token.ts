import crypto from 'node:crypto';
import { digestsEqual, keyedHash } from './keyed-hash';

/** A browser that has signed in to an account: the account and a random name for the browser. */
export interface Device {
  userId: number;
  nonce: string;
}

const FORMAT = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})\.([0-9a-f]{64})$/;

/**
 * The device cookie's value for a browser that just signed in to an account (OWASP's "device
 * cookie" against lockout: its sign-in attempts count on their own, so an attacker guessing
 * the password elsewhere cannot lock its owner out on it). Signed, so it cannot be forged.
 * @param secret - the server secret
 * @param userId - the account
 * @returns `<user id>.<nonce>.<signature>`
 */
export function issueDeviceToken(secret: string, userId: number): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  return `${userId}.${nonce}.${keyedHash(secret, 'device', String(userId), nonce)}`;
}

/**
 * Reads a device cookie, if it is one this server signed.
 * @param secret - the server secret
 * @param value - the cookie's value, if any
 * @returns the device, or undefined for a missing, malformed or forged value
 */
export function readDeviceToken(secret: string, value: string | undefined): Device | undefined {
  const match = value ? FORMAT.exec(value) : null;
  if (!match) return undefined;
  const [, userId = '', nonce = '', signature = ''] = match;
  if (!digestsEqual(signature, keyedHash(secret, 'device', userId, nonce))) return undefined;
  return { userId: Number(userId), nonce };
}

import crypto from 'node:crypto';

/**
 * HMAC-SHA256 of some parts under the server secret. Used for short secrets (6-digit codes,
 * 4-character captcha answers) and client addresses, which a plain hash would not protect: with
 * a million possible codes, anyone holding a database copy could try them all, but not without
 * the secret.
 * @param secret - the server secret (deps.secret)
 * @param parts - what to hash; joined unambiguously
 * @returns 64 hex characters
 */
export function keyedHash(secret: string, ...parts: string[]): string {
  const mac = crypto.createHmac('sha256', secret);
  for (const part of parts) mac.update(`${part.length}:${part};`, 'utf8');
  return mac.digest('hex');
}

/**
 * Compares two hex digests in constant time, so response timing reveals nothing about how much
 * of a guess was right.
 * @param a - a hex digest
 * @param b - another hex digest
 * @returns whether they are equal
 */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  if (left.length !== right.length || left.length === 0) return false;
  return crypto.timingSafeEqual(left, right);
}

import crypto from 'node:crypto';

/**
 * The visitor's identity for one UTC day: a salted hash of address and user agent, never the
 * address itself. The day in the input makes yesterday's visitors unlinkable to today's, the
 * scheme Plausible uses.
 * @param secret - the server's salt (deps.secret)
 * @param ip - the requester's address
 * @param userAgent - the User-Agent header
 * @param now - the current time
 * @returns 64 hex characters
 */
export function visitorHash(secret: string, ip: string, userAgent: string, now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return crypto.createHash('sha256').update(`${secret}\n${day}\n${ip}\n${userAgent}`).digest('hex');
}

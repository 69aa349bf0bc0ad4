import crypto from 'node:crypto';
import { isBot } from './bot-filter';

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

const MAX_ENTRIES = 20_000;
const DAY_MS = 86_400_000;

/** What the tracking endpoints need to know of a sender: a bot (not stored) or today's hash. */
export type Visitor = { bot: true } | { bot: false; hash: string };

/**
 * Remembers each address and user agent's verdict for the day, so a visitor's tenth page view
 * costs two map lookups instead of a SHA-256 and the bot pattern. Entries are bounded (all
 * dropped when full) and forgotten at each UTC midnight, with the hash's own daily rotation.
 */
export class VisitorCache {
  /** User agent → address → verdict: no key string is built per request. */
  private byAgent = new Map<string, Map<string, Visitor>>();
  private size = 0;
  private day = -1;

  constructor(private readonly secret: string) {}

  /**
   * The sender's verdict for the day of `now`.
   * @param ip - the requester's address
   * @param userAgent - the User-Agent header
   * @param now - the current time
   * @returns a bot, or the daily visitor hash
   */
  visitor(ip: string, userAgent: string | undefined, now: Date): Visitor {
    const day = Math.floor(now.getTime() / DAY_MS);
    if (day !== this.day || this.size >= MAX_ENTRIES) {
      this.byAgent = new Map();
      this.size = 0;
      this.day = day;
    }
    const agent = userAgent ?? '';
    let byIp = this.byAgent.get(agent);
    const hit = byIp?.get(ip);
    if (hit) return hit;
    const visitor: Visitor = isBot(userAgent)
      ? { bot: true }
      : { bot: false, hash: visitorHash(this.secret, ip, agent, now) };
    if (!byIp) this.byAgent.set(agent, (byIp = new Map()));
    byIp.set(ip, visitor);
    this.size += 1;
    return visitor;
  }
}

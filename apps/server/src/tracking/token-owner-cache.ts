import { isAdminRole } from '@inkcard/shared';
import type { Db } from '../db/client';
import { findSessionUser } from '../services/sessions';

/** Who sent a tracking request, as far as the stored record cares. */
export interface TokenOwner {
  userId: number;
  isAdmin: boolean;
}

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

/**
 * Resolves tracking tokens (user or admin sessions) with a short-lived cache, so a page that
 * records many events costs one session lookup per 30 s instead of one per event. A token
 * revoked meanwhile is at most 30 s stale, which only affects who a visit is attributed to.
 */
export class TokenOwnerCache {
  private readonly entries = new Map<string, { owner: TokenOwner | null; expires: number }>();

  constructor(private readonly db: Db) {}

  /**
   * The owner of a token, or null for an unknown, expired or revoked one.
   * @param token - a bearer or admin token
   * @returns the user id and whether they are an administrator
   */
  async resolve(token: string): Promise<TokenOwner | null> {
    const now = Date.now();
    const hit = this.entries.get(token);
    if (hit && hit.expires > now) return hit.owner;
    const user = (await findSessionUser(this.db, token, 'admin')) ?? (await findSessionUser(this.db, token, 'user'));
    const owner = user ? { userId: user.id, isAdmin: isAdminRole(user.role) } : null;
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: dropping the first entry drops the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { owner, expires: now + TTL_MS });
    return owner;
  }

  /**
   * Forgets every token of a user (their account was deleted: nothing more is attributed to it
   * from this instance; another instance's cache forgets within TTL_MS).
   * @param userId - the user
   */
  forgetUser(userId: number): void {
    for (const [token, entry] of this.entries) if (entry.owner?.userId === userId) this.entries.delete(token);
  }
}

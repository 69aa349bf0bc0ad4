import type { VisitRecordRequestSchema } from '@inkcard/shared';
import type { z } from 'zod';
import type { TrackingWriter } from '../tracking/tracking-writer';

/** Where a tracking request came from; the address is only ever used inside the daily hash. */
export interface TrackingSource {
  ip: string;
  userAgent: string | undefined;
  /** A user or admin token, when one was sent. */
  token: string | undefined;
}

/** Who sent a tracking record and when: the owner of a valid token, the daily visitor hash, the time. */
export interface TrackingStamp {
  userId: number | null;
  isAdmin: boolean;
  visitorHash: string;
  createdAt: Date;
}

/**
 * Attributes a tracking request shared by visits and downloads: bots get null (acknowledged but not
 * stored); others get the token's owner, when valid, and the visitor hash of this moment.
 * @param writer - the tracking writer, whose owner cache resolves tokens
 * @param source - address, user agent and token
 * @returns the stamp, or null for a bot
 */
export async function stampTracking(writer: TrackingWriter, source: TrackingSource): Promise<TrackingStamp | null> {
  const now = new Date();
  const visitor = writer.visitors.visitor(source.ip, source.userAgent, now);
  if (visitor.bot) return null;
  const owner = source.token ? await writer.owners.resolve(source.token) : null;
  return {
    userId: owner?.userId ?? null,
    isAdmin: owner?.isAdmin ?? false,
    visitorHash: visitor.hash,
    createdAt: now,
  };
}

/**
 * Queues one page view for the next batch; bots are acknowledged but not stored.
 * @param writer - the tracking writer
 * @param visit - the validated path, referrer and title
 * @param source - address, user agent and token
 * @returns whether the visit was queued
 */
export async function recordVisit(
  writer: TrackingWriter,
  visit: z.output<typeof VisitRecordRequestSchema>,
  source: TrackingSource,
): Promise<{ stored: boolean }> {
  const stamp = await stampTracking(writer, source);
  if (!stamp) return { stored: false };
  writer.visits.push({ path: visit.path, referrer: visit.referrer, title: visit.title, ...stamp });
  return { stored: true };
}

import type { VisitRecordRequestSchema } from '@inkcard/shared';
import type { z } from 'zod';
import type { TrackingWriter } from '../tracking/tracking-writer';
import { isBot } from '../tracking/bot-filter';
import { visitorHash } from '../tracking/visitor-hash';

/** Where a tracking request came from; the address is only ever used inside the daily hash. */
export interface TrackingSource {
  ip: string;
  userAgent: string | undefined;
  /** A user or admin token, when one was sent. */
  token: string | undefined;
  secret: string;
}

/**
 * Queues one page view for the next batch; bots are acknowledged but not stored.
 * @param writer - the tracking writer
 * @param visit - the validated path, referrer and title
 * @param source - address, user agent, token and salt
 * @returns whether the visit was queued
 */
export async function recordVisit(
  writer: TrackingWriter,
  visit: z.output<typeof VisitRecordRequestSchema>,
  source: TrackingSource,
): Promise<{ stored: boolean }> {
  if (isBot(source.userAgent)) return { stored: false };
  const owner = source.token ? await writer.owners.resolve(source.token) : null;
  const now = new Date();
  writer.visits.push({
    path: visit.path,
    referrer: visit.referrer,
    title: visit.title,
    userId: owner?.userId ?? null,
    isAdmin: owner?.isAdmin ?? false,
    visitorHash: visitorHash(source.secret, source.ip, source.userAgent ?? '', now),
    createdAt: now,
  });
  return { stored: true };
}

import { quoteDownloadTitle, type DownloadRecordRequestSchema } from '@inkcard/shared';
import type { z } from 'zod';
import type { TrackingWriter } from '../tracking/tracking-writer';
import { stampTracking, type TrackingSource } from './record-visit';

/**
 * Queues one card-download record (spec §7): a quote's title is cut to 30 characters, and the
 * sender's token, user or admin, is attributed when valid. Bots are acknowledged but not stored.
 * @param writer - the tracking writer
 * @param record - the validated card type, template, title and user info
 * @param source - address, user agent and token
 * @returns whether the record was queued
 */
export async function recordDownload(
  writer: TrackingWriter,
  record: z.output<typeof DownloadRecordRequestSchema>,
  source: TrackingSource,
): Promise<{ stored: boolean }> {
  const stamp = await stampTracking(writer, source);
  if (!stamp) return { stored: false };
  writer.downloads.push({
    cardType: record.cardType,
    template: record.template,
    title: record.cardType === 'quote' ? quoteDownloadTitle(record.title) : record.title,
    userId: stamp.userId,
    userInfo: record.userInfo ?? null,
    visitorHash: stamp.visitorHash,
    createdAt: stamp.createdAt,
  });
  return { stored: true };
}

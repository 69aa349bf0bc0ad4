import { quoteDownloadTitle, type DownloadRecordRequestSchema } from '@inkcard/shared';
import type { z } from 'zod';
import type { TrackingWriter } from '../tracking/tracking-writer';
import { isBot } from '../tracking/bot-filter';
import { visitorHash } from '../tracking/visitor-hash';
import type { TrackingSource } from './record-visit';

/**
 * Queues one card-download record (spec §7): a quote's title is cut to 30 characters, and the
 * sender's token, user or admin, is attributed when valid. Bots are acknowledged but not stored.
 * @param writer - the tracking writer
 * @param record - the validated card type, template, title and user info
 * @param source - address, user agent, token and salt
 * @returns whether the record was queued
 */
export async function recordDownload(
  writer: TrackingWriter,
  record: z.output<typeof DownloadRecordRequestSchema>,
  source: TrackingSource,
): Promise<{ stored: boolean }> {
  if (isBot(source.userAgent)) return { stored: false };
  const owner = source.token ? await writer.owners.resolve(source.token) : null;
  const now = new Date();
  writer.downloads.push({
    cardType: record.cardType,
    template: record.template,
    title: record.cardType === 'quote' ? quoteDownloadTitle(record.title) : record.title,
    userId: owner?.userId ?? null,
    userInfo: record.userInfo ?? null,
    visitorHash: visitorHash(source.secret, source.ip, source.userAgent ?? '', now),
    createdAt: now,
  });
  return { stored: true };
}

import type { DownloadRecordRequest, VisitRecordRequest } from '@inkcard/shared';
import { apiRequest } from './client';

/** The tracking endpoints' acknowledgement. */
export interface TrackingAck {
  success: true;
}

/**
 * Sends one page view (spec §7); the admin token is preferred so console visits are flagged.
 * @param visit - path, referrer and title
 * @returns the acknowledgement
 */
export function recordVisit(visit: VisitRecordRequest): Promise<TrackingAck> {
  return apiRequest<TrackingAck>('POST', '/visits/record', {
    body: visit,
    auth: 'prefer-admin',
    retry: false,
    skipAuthRedirect: true,
  });
}

/**
 * Sends one download record (spec §7), once; trackDownload() owns the retries.
 * @param record - card type, template, title and optional user info
 * @returns the acknowledgement
 */
export function recordDownload(record: DownloadRecordRequest): Promise<TrackingAck> {
  return apiRequest<TrackingAck>('POST', '/card-downloads/record', {
    body: record,
    auth: 'prefer-admin',
    retry: false,
    skipAuthRedirect: true,
  });
}

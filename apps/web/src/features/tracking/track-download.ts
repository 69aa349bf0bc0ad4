import { DOWNLOAD_RECORD_ATTEMPTS, DOWNLOAD_RECORD_RETRY_DELAY_MS, type DownloadRecordRequest } from '@inkcard/shared';
import { recordDownload } from '../../api/tracking';

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records a card download (spec §4): up to three tries one second apart, never throwing, so a
 * failed record never stops the download itself; the caller shows the notice when it fails.
 * @param record - card type, template id, title and optional user info
 * @returns whether the server acknowledged the record
 */
export async function trackDownload(record: DownloadRecordRequest): Promise<{ saved: boolean }> {
  for (let attempt = 1; attempt <= DOWNLOAD_RECORD_ATTEMPTS; attempt += 1) {
    try {
      await recordDownload(record);
      return { saved: true };
    } catch {
      if (attempt < DOWNLOAD_RECORD_ATTEMPTS) await wait(DOWNLOAD_RECORD_RETRY_DELAY_MS);
    }
  }
  return { saved: false };
}

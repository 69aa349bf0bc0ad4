import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadRecordRequest } from '@inkcard/shared';
import { downloadPagesZip, downloadPng, type ExportBackground } from '@inkcard/card-templates/export';
import { trackDownload } from '../tracking/track-download';
import { useSession } from '../auth/session';
import type { MakerNotice } from './MakerBanner';

interface ExportRequest {
  /** The card (or one page of a carousel). */
  node?: HTMLElement | null;
  /** Every page of a carousel, exported as one ZIP of PNGs instead of `node`. */
  pages?: readonly HTMLElement[];
  pixelRatio: number;
  /** Opaque (square corners on the card's colour) unless the creator asked for transparency. */
  background: ExportBackground;
  fileName: string;
  record: Omit<DownloadRecordRequest, 'userInfo'>;
}

/** How a maker exports: a wait before the capture, and whether a failed record is reported. */
export interface ExportBehaviour {
  /** Milliseconds between the click and the capture (spec §9: 300 ms for profile cards). */
  captureDelayMs: number;
  /** 'silent': the record is sent and forgotten, its failure never shown (spec §7 profile). */
  recordFailure: 'report' | 'silent';
}

/**
 * Exports the preview node to PNG (through card-templates' one export path, whose image library loads on first use)
 * and records the download; a record that could not be saved shows the spec's notice, unless the
 * maker sends its records silently.
 * @param notify - shows a notice in the maker's banner
 * @param behaviour - capture delay and record reporting
 * @returns exportCard and whether an export is running
 */
export function useCardExport(
  notify: (notice: MakerNotice) => void,
  { captureDelayMs, recordFailure }: ExportBehaviour = { captureDelayMs: 0, recordFailure: 'report' },
): {
  exportCard: (request: ExportRequest) => Promise<void>;
  isExporting: boolean;
} {
  const { t } = useTranslation();
  const { user } = useSession();
  const [isExporting, setExporting] = useState(false);

  const exportCard = useCallback(
    async ({ node, pages, pixelRatio, background, fileName, record }: ExportRequest) => {
      // Spec §5: with no preview element the download does nothing.
      const first = pages?.[0] ?? node;
      if (!first || isExporting) return;
      setExporting(true);
      const stage = first.closest<HTMLElement>('[data-preview-scale]');
      const previousTransform = stage?.style.transform ?? '';
      try {
        // The preview may be scaled down to fit a phone; export the card at its real size.
        if (stage) stage.style.transform = 'none';
        if (captureDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, captureDelayMs));
        if (pages && pages.length > 0) await downloadPagesZip(pages, { pixelRatio, background, fileName });
        else await downloadPng(first, { pixelRatio, background, fileName });
      } catch (err) {
        console.warn('card export failed', err);
        notify({ tone: 'error', message: t('makers.shell.downloadFailed'), durationMs: 6000 });
        return;
      } finally {
        if (stage) stage.style.transform = previousTransform;
        setExporting(false);
      }
      const userInfo = user ? { username: user.username, email: user.email, id: user.id } : undefined;
      const sending = trackDownload({ ...record, ...(userInfo ? { userInfo } : {}) });
      if (recordFailure === 'silent') {
        // Fire and forget: the card is saved, whatever becomes of its record.
        notify({ tone: 'success', message: t('makers.shell.downloaded'), durationMs: 3000 });
        return;
      }
      const { saved } = await sending;
      notify(
        saved
          ? { tone: 'success', message: t('makers.shell.downloaded'), durationMs: 3000 }
          : { tone: 'info', message: t('makers.shell.recordNotSaved'), durationMs: 6000 },
      );
    },
    [isExporting, notify, t, user, captureDelayMs, recordFailure],
  );
  return { exportCard, isExporting };
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadRecordRequest } from '@inkcard/shared';
import { downloadPng, type ExportBackground } from '@inkcard/card-templates/export';
import { trackDownload } from '../tracking/track-download';
import { useSession } from '../auth/session';
import type { MakerNotice } from './MakerBanner';

interface ExportRequest {
  node: HTMLElement | null;
  pixelRatio: number;
  /** Opaque (square corners on the card's colour) unless the creator asked for transparency. */
  background: ExportBackground;
  fileName: string;
  record: Omit<DownloadRecordRequest, 'userInfo'>;
}

/**
 * Exports the preview node to PNG (through card-templates' one export path, whose image library loads on first use)
 * and records the download; a record that could not be saved shows the spec's notice.
 * @param notify - shows a notice in the maker's banner
 * @returns exportCard and whether an export is running
 */
export function useCardExport(notify: (notice: MakerNotice) => void): {
  exportCard: (request: ExportRequest) => Promise<void>;
  isExporting: boolean;
} {
  const { t } = useTranslation();
  const { user } = useSession();
  const [isExporting, setExporting] = useState(false);

  const exportCard = useCallback(
    async ({ node, pixelRatio, background, fileName, record }: ExportRequest) => {
      // Spec §5: with no preview element the download does nothing.
      if (!node || isExporting) return;
      setExporting(true);
      const stage = node.closest<HTMLElement>('[data-preview-scale]');
      const previousTransform = stage?.style.transform ?? '';
      try {
        // The preview may be scaled down to fit a phone; export the card at its real size.
        if (stage) stage.style.transform = 'none';
        await downloadPng(node, { pixelRatio, background, fileName });
      } catch (err) {
        console.warn('card export failed', err);
        notify({ tone: 'error', message: t('makers.shell.downloadFailed'), durationMs: 6000 });
        return;
      } finally {
        if (stage) stage.style.transform = previousTransform;
        setExporting(false);
      }
      const userInfo = user ? { username: user.username, email: user.email, id: user.id } : undefined;
      const { saved } = await trackDownload({ ...record, ...(userInfo ? { userInfo } : {}) });
      notify(
        saved
          ? { tone: 'success', message: t('makers.shell.downloaded'), durationMs: 3000 }
          : { tone: 'info', message: t('makers.shell.recordNotSaved'), durationMs: 6000 },
      );
    },
    [isExporting, notify, t, user],
  );
  return { exportCard, isExporting };
}

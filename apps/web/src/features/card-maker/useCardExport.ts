import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DownloadRecordRequest } from '@inkcard/shared';
import type { ExportBackground } from '@inkcard/card-templates/export';
import { trackDownload } from '../tracking/track-download';
import { useSession } from '../auth/session';
import { canCopyImage, loadExporter } from './export-loader';
import type { ExportAction } from './record-not-saved';
import type { MakerNotice } from './MakerBanner';
import { recordNotSavedMessage } from './record-not-saved';
import { createProgressStore, type ExportProgressStore } from './export-progress';

export type { ExportAction } from './record-not-saved';

/** One export: the node(s), how to draw them and what to do with the result. */
export interface ExportRequest {
  action: ExportAction;
  /** The card (or one page of a carousel). */
  node?: HTMLElement | null;
  /** Several carousel pages: a ZIP for download, several files for share. */
  pages?: readonly HTMLElement[];
  pixelRatio: number;
  /** The exact PNG size (a size preset), instead of the card's size times pixelRatio. */
  size?: { width: number; height: number };
  /** Opaque (square corners on the card's colour) unless the creator asked for transparency. */
  background: ExportBackground;
  fileName: string;
  record: Omit<DownloadRecordRequest, 'userInfo'>;
  /** The notice shown once done, when not the action's own (a carousel's copy names its page). */
  doneMessage?: string;
}

/** How a maker exports: a wait before the capture, and whether a failed record is reported. */
export interface ExportBehaviour {
  /** Milliseconds between the click and the capture (spec §9: 300 ms for profile cards). */
  captureDelayMs: number;
  /** 'silent': the record is sent and forgotten, its failure never shown (spec §7 profile). */
  recordFailure: 'report' | 'silent';
}

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const isAbort = (err: unknown): boolean => err instanceof DOMException && err.name === 'AbortError';
const isRefused = (err: unknown): boolean => err instanceof DOMException && err.name === 'NotAllowedError';

/**
 * Exports the preview to PNG through card-templates' one export path (loaded on first use) and
 * downloads, copies or shares it, then records it like a download; a record that could not be
 * saved shows the spec's notice, unless the maker sends its records silently. One export runs at
 * a time; a failure shows the spec's save-failed message and leaves the maker ready to try again.
 * A carousel's ZIP reports its progress page by page and can be cancelled (nothing is downloaded
 * or recorded then).
 * @param notify - shows a notice in the maker's banner
 * @param behaviour - capture delay and record reporting
 * @returns exportCard, whether an export is running and which action it is, a ZIP's progress and
 *   the way to cancel it
 */
export function useCardExport(
  notify: (notice: MakerNotice) => void,
  { captureDelayMs, recordFailure }: ExportBehaviour = { captureDelayMs: 0, recordFailure: 'report' },
): {
  exportCard: (request: ExportRequest) => Promise<void>;
  isExporting: boolean;
  exportingAction: ExportAction | null;
  exportProgress: ExportProgressStore;
  cancelExport: () => void;
} {
  const { t } = useTranslation();
  const { user } = useSession();
  const [exportingAction, setExportingAction] = useState<ExportAction | null>(null);
  const [progress] = useState(createProgressStore);
  // A ref as well as state: two clicks in one frame must not start two exports.
  const running = useRef(false);
  const cancelling = useRef<AbortController | null>(null);
  const cancelExport = useCallback(() => cancelling.current?.abort(), []);

  const exportCard = useCallback(
    async (request: ExportRequest) => {
      const { action, node, pages, pixelRatio, size, background, fileName, record } = request;
      // Spec §5: with no preview element the download does nothing.
      const first = pages?.[0] ?? node;
      if (!first || running.current) return;
      if (action === 'copy' && !canCopyImage()) {
        notify({ tone: 'warning', message: t('makers.export.copyUnsupported'), durationMs: 6000 });
        return;
      }
      running.current = true;
      setExportingAction(action);
      const stage = first.closest<HTMLElement>('[data-preview-scale]');
      const previousTransform = stage?.style.transform ?? '';
      // The preview may be scaled down to fit a phone; export the card at its real size.
      if (stage) stage.style.transform = 'none';
      const options = { pixelRatio, size, background };
      const pngOf = async (target: HTMLElement): Promise<Blob> => {
        const exporter = await loadExporter();
        if (captureDelayMs > 0) await wait(captureDelayMs);
        return exporter.toPng(target, options);
      };
      try {
        if (action === 'copy') {
          // The clipboard item is made now, inside the click, with the PNG still to come: Safari
          // only lets a page write to the clipboard during the user's gesture.
          await navigator.clipboard.write([new ClipboardItem({ 'image/png': pngOf(first) })]);
        } else if (action === 'share') {
          const targets = pages && pages.length > 0 ? pages : [first];
          const blobs: Blob[] = [];
          for (const target of targets) blobs.push(await pngOf(target));
          const files = blobs.map(
            (blob, i) =>
              new File(
                [blob],
                targets.length > 1 ? fileName.replace(/\.png$/, `_${String(i + 1).padStart(2, '0')}.png`) : fileName,
                {
                  type: 'image/png',
                },
              ),
          );
          await navigator.share({ files });
        } else if (pages && pages.length > 0) {
          const controller = new AbortController();
          cancelling.current = controller;
          progress.set({ done: 0, total: pages.length });
          const exporter = await loadExporter();
          if (captureDelayMs > 0) await wait(captureDelayMs);
          await exporter.downloadPagesZip(pages, {
            ...options,
            fileName,
            signal: controller.signal,
            onProgress: (done, total) => progress.set({ done, total }),
          });
        } else {
          const exporter = await loadExporter();
          exporter.saveBlob(await pngOf(first), fileName);
        }
      } catch (err) {
        // Closing the share sheet is the visitor's choice, not a failure (and nothing was shared).
        if (action === 'share' && isAbort(err)) return;
        if (isAbort(err) && cancelling.current?.signal.aborted) {
          notify({ tone: 'info', message: t('makers.export.zipCancelled'), durationMs: 3000 });
          return;
        }
        console.warn('card export failed', err);
        const message =
          action === 'copy' && isRefused(err) ? t('makers.export.copyRefused') : t('makers.shell.downloadFailed');
        notify({ tone: 'error', message, durationMs: 6000 });
        return;
      } finally {
        if (stage) stage.style.transform = previousTransform;
        running.current = false;
        cancelling.current = null;
        setExportingAction(null);
        progress.set(null);
      }
      const done =
        request.doneMessage ??
        (action === 'copy'
          ? t('makers.export.copied')
          : action === 'share'
            ? t('makers.export.shared')
            : t('makers.shell.downloaded'));
      const userInfo = user ? { username: user.username, email: user.email, id: user.id } : undefined;
      const sending = trackDownload({ ...record, ...(userInfo ? { userInfo } : {}) });
      if (recordFailure === 'silent') {
        // Fire and forget: the card is saved, whatever becomes of its record.
        notify({ tone: 'success', message: done, durationMs: 3000 });
        return;
      }
      const { saved } = await sending;
      notify(
        saved
          ? { tone: 'success', message: done, durationMs: 3000 }
          : { tone: 'info', message: recordNotSavedMessage(action, t), durationMs: 6000 },
      );
    },
    [notify, t, user, captureDelayMs, recordFailure, progress],
  );
  return { exportCard, isExporting: exportingAction !== null, exportingAction, exportProgress: progress, cancelExport };
}

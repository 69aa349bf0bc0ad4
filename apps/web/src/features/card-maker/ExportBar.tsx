import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Download, LoaderCircle, Share2, X } from 'lucide-react';
import type { KindId } from '@inkcard/card-engine';
import type { StyleControl } from '@inkcard/card-templates';
import { buttonClass } from '../../components/button-styles';
import { canShareFiles, prepareExportOnIntent } from './export-loader';
import { EXPORT_SCALES, overflowsPreset, type ExportScale } from './export-size';
import { exportedNode, useCardSize } from './useCardSize';
import { SegmentedField } from './SegmentedField';
import type { CardMaker } from './useCardMaker';
import { useExportProgress } from './export-progress';

/**
 * Whether a style control is the card's size (its canvas: auto or a ratio). The export bar shows
 * it as its size presets; the style panel leaves it out, so there is one control for it.
 * @param control - a template's style control
 * @returns true for the canvas control
 */
export function isSizeControl(control: StyleControl<unknown>): boolean {
  return control.type === 'segmented' && control.label === 'canvas';
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The keyboard shortcut hints, as shown on the buttons and announced (aria-keyshortcuts). */
const SHORTCUTS = {
  download: { aria: IS_MAC ? 'Meta+S' : 'Control+S', hint: IS_MAC ? '⌘S' : 'Ctrl+S' },
  copy: { aria: IS_MAC ? 'Meta+Shift+C' : 'Control+Shift+C', hint: IS_MAC ? '⇧⌘C' : 'Ctrl+Shift+C' },
} as const;

/** An export action button: its icon (a spinner while it runs), label and shortcut hint. */
function ActionButton({
  variant,
  icon,
  label,
  busyLabel,
  isBusy,
  disabled,
  shortcut,
  onClick,
}: {
  variant: 'primary' | 'secondary';
  icon: ReactNode;
  label: string;
  busyLabel: string;
  isBusy: boolean;
  disabled: boolean;
  shortcut?: { aria: string; hint: string };
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${buttonClass(variant)} flex-auto whitespace-nowrap`}
      onClick={onClick}
      disabled={disabled}
      aria-busy={isBusy}
      aria-keyshortcuts={shortcut?.aria}
    >
      {isBusy ? <LoaderCircle aria-hidden className="h-4 w-4 shrink-0 animate-spin" /> : icon}
      <span>{isBusy ? busyLabel : label}</span>
      {shortcut && (
        <kbd
          aria-hidden
          className="hidden rounded-md px-1.5 py-0.5 font-sans text-[0.65rem] font-medium opacity-70 ring-1 ring-current/30 sm:inline"
        >
          {shortcut.hint}
        </kbd>
      )}
    </button>
  );
}

/**
 * The one export bar of every maker: the size presets (the template's canvas control, when it has
 * one), the scale (1–4×, remembered per kind), the PNG's size in pixels, transparent corners, and
 * Download, Copy and Share (Share only where the browser can share files). Ctrl/⌘+S downloads and
 * Ctrl/⌘+Shift+C copies. The export code loads on the first pointer, touch or focus on the bar.
 * @param props - the maker, the download label (a carousel's says ZIP), the size control (from
 *   the template's controls), and `isCompact`: the preview pinned on a phone while typing keeps
 *   only the buttons
 * @returns the bar
 */
export function ExportBar<K extends KindId>({
  maker,
  downloadLabel,
  sizeControl,
  isCompact = false,
}: {
  maker: CardMaker<K>;
  downloadLabel: string;
  sizeControl?: StyleControl<unknown>;
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  const { content, cardRef, exportingAction, isExporting, cancelExport, download, copy, share } = maker;
  const exportProgress = useExportProgress(maker.exportProgress);
  const hasCard = content !== null;
  const size = useCardSize(cardRef, hasCard);
  const [canShare] = useState(canShareFiles);
  const prepare = (): void => prepareExportOnIntent(exportedNode(cardRef));
  // A card grown past its chosen size is not exported (it would be cut off at the preset's exact
  // pixels): the warning under the preview offers a taller size (DECISIONS).
  const style = maker.style as Record<string, unknown>;
  const isBlocked = overflowsPreset(size, sizeControl ? style[sizeControl.key] : undefined);

  // Ctrl/⌘+S downloads and Ctrl/⌘+Shift+C copies while a card is shown (the browser's own "save
  // page" would save the maker, never the card).
  useEffect(() => {
    if (!hasCard || isBlocked) return;
    const onKey = (e: KeyboardEvent): void => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === 's' && !e.shiftKey) {
        e.preventDefault();
        download();
      } else if (key === 'c' && e.shiftKey) {
        e.preventDefault();
        copy();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [hasCard, isBlocked, download, copy]);

  if (!hasCard) return null;
  const canvasValues = sizeControl?.type === 'segmented' ? sizeControl.values : [];
  const pixels = maker.pixelSizeFor(size);
  const busy = t('makers.export.working');
  return (
    <section
      aria-label={t('makers.export.title')}
      data-testid="export-bar"
      className={
        isCompact
          ? 'mt-2'
          : 'mt-4 space-y-3 rounded-2xl bg-white/60 p-3 ring-1 ring-gray-200/80 dark:bg-white/5 dark:ring-white/10'
      }
      onPointerEnter={prepare}
      onTouchStart={prepare}
      onFocusCapture={prepare}
    >
      {!isCompact && sizeControl && canvasValues.length > 0 && (
        <SegmentedField
          legend={t('makers.export.size')}
          testId="export-size"
          isWrapping
          value={String(style[sizeControl.key])}
          options={canvasValues.map((v) => ({
            value: v,
            // Values such as "3:4" hold a colon, i18next's namespace separator: read the key as written.
            label: t(`makers.options.canvases.${v}` as 'makers.options.canvases.auto', { nsSeparator: false }),
          }))}
          onChange={(v) => maker.setStyle({ ...maker.style, [sizeControl.key]: v })}
        />
      )}
      {!isCompact && (
        <div className="flex flex-wrap items-end gap-x-3 gap-y-2">
          <div className="min-w-[12rem] flex-1">
            <SegmentedField<ExportScale>
              legend={t('makers.export.scale')}
              testId="export-scale"
              value={maker.exportScale}
              // Each button says the PNG's width it gives: 2× is not the same size on every maker
              // (a size preset is 1080 px wide at the kind's own scale).
              options={EXPORT_SCALES.map((s) => ({
                value: s,
                label: `${s}×`,
                ...(size.width > 0
                  ? { detail: t('makers.export.widthPx', { width: maker.pixelSizeFor(size, s).width }) }
                  : {}),
              }))}
              onChange={maker.setExportScale}
            />
          </div>
          <p className="pb-2 text-xs text-gray-600 tabular-nums dark:text-gray-300" data-testid="export-pixels">
            {size.width > 0 ? t('makers.export.pixels', { width: pixels.width, height: pixels.height }) : ' '}
          </p>
        </div>
      )}
      {!isCompact && (
        <label className="flex cursor-pointer items-center gap-2 text-xs text-gray-600 pointer-coarse:min-h-11 dark:text-gray-300">
          <input
            type="checkbox"
            checked={maker.exportBackground === 'transparent'}
            onChange={(e) => maker.setExportBackground(e.target.checked ? 'transparent' : 'opaque')}
            className="h-4 w-4 rounded accent-indigo-600 dark:accent-indigo-400"
          />
          {t('makers.shell.transparentCorners')}
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <ActionButton
          variant="primary"
          icon={<Download aria-hidden className="h-4 w-4 shrink-0" />}
          label={downloadLabel}
          busyLabel={
            exportProgress ? t('makers.export.zipProgress', { ...exportProgress }) : t('makers.shell.downloading')
          }
          isBusy={exportingAction === 'download'}
          disabled={isExporting || isBlocked}
          shortcut={SHORTCUTS.download}
          onClick={() => download()}
        />
        <ActionButton
          variant="secondary"
          icon={<Copy aria-hidden className="h-4 w-4 shrink-0" />}
          label={t('makers.export.copy')}
          busyLabel={busy}
          isBusy={exportingAction === 'copy'}
          disabled={isExporting || isBlocked}
          shortcut={SHORTCUTS.copy}
          onClick={copy}
        />
        {exportProgress && (
          // A ZIP of many pages takes a while: it can be stopped (nothing is downloaded then).
          <button
            type="button"
            className={`${buttonClass('secondary')} flex-auto whitespace-nowrap`}
            onClick={cancelExport}
          >
            <X aria-hidden className="h-4 w-4 shrink-0" />
            <span>{t('makers.export.cancel')}</span>
          </button>
        )}
        {canShare && (
          <ActionButton
            variant="secondary"
            icon={<Share2 aria-hidden className="h-4 w-4 shrink-0" />}
            label={t('makers.export.share')}
            busyLabel={busy}
            isBusy={exportingAction === 'share'}
            disabled={isExporting || isBlocked}
            onClick={share}
          />
        )}
      </div>
      {isBlocked && (
        <p className="text-xs text-amber-800 dark:text-amber-200" data-testid="export-blocked">
          {t('makers.export.blocked')}
        </p>
      )}
      {exportProgress && (
        <p role="status" className="sr-only">
          {t('makers.export.zipProgress', { ...exportProgress })}
        </p>
      )}
    </section>
  );
}

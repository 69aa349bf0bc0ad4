// The export code (card-templates' export path, the image library behind it and fflate for ZIPs)
// is loaded on the first sign that someone means to export (a pointer over, a touch on or focus
// on an export control) and never at page load: a maker page that is only looked at downloads
// none of it.
import { loadOnce } from './load-once';

/** The export module, fetched once; a failed fetch (offline) is forgotten so the next try fetches again. */
export const loadExporter = loadOnce(() => import('@inkcard/card-templates/export'));

/**
 * Starts loading the export code and the card's font data, so the export that follows is fast.
 * @param node - the card (or a carousel's first page), when one is shown
 */
export function prepareExportOnIntent(node: HTMLElement | null | undefined): void {
  void loadExporter()
    .then((m) => m.prepareExport(node))
    .catch(() => undefined);
}

/** Whether this browser can put a PNG on the clipboard (async Clipboard API with ClipboardItem). */
export function canCopyImage(): boolean {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write) return false;
  return typeof ClipboardItem.supports === 'function' ? ClipboardItem.supports('image/png') : true;
}

/** Whether this browser can share PNG files through the system's share sheet (Web Share API level 2). */
export function canShareFiles(): boolean {
  try {
    const probe = new File([new Uint8Array(1)], 'card.png', { type: 'image/png' });
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}

import { CARD_THUMBNAIL_MAX_WIDTH_PX } from '@inkcard/shared';
import { loadExporter } from '../card-maker/export-loader';

/**
 * A PNG of the card in a maker's preview for its thumbnail (My cards, link previews), through the
 * one export path, about CARD_THUMBNAIL_MAX_WIDTH_PX wide (the server re-encodes it as a JPEG). A
 * carousel's thumbnail is its first page. Like an export, it draws the card at its real size even
 * when the preview is scaled down to fit a phone.
 * @param previewCard - the maker's card wrapper (`maker.cardRef.current`)
 * @returns the PNG, or null when there is no card
 */
export async function cardThumbnail(previewCard: HTMLElement | null): Promise<Blob | null> {
  const node =
    previewCard?.querySelector<HTMLElement>('[data-carousel-page]') ??
    (previewCard?.firstElementChild as HTMLElement | null | undefined);
  if (!node) return null;
  const exporter = await loadExporter();
  const stage = node.closest<HTMLElement>('[data-preview-scale]');
  const previous = stage?.style.transform ?? '';
  if (stage) stage.style.transform = 'none';
  try {
    const width = Math.max(1, node.offsetWidth);
    return await exporter.toPng(node, { pixelRatio: Math.min(2, CARD_THUMBNAIL_MAX_WIDTH_PX / width) });
  } finally {
    if (stage) stage.style.transform = previous;
  }
}

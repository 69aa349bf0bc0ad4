import type { MakerNotice } from './MakerBanner';

/**
 * The notice left after a close: none, unless the close was a timer's for an older notice (on a
 * busy page a notice's timer may fire after a newer one was set, and must not take that one away).
 * @param shown - the notice shown now
 * @param which - the notice to close; omitted closes whatever is shown (the close button)
 * @returns the notice to show
 */
export function afterClose(shown: MakerNotice | null, which?: MakerNotice): MakerNotice | null {
  return which && shown !== which ? shown : null;
}

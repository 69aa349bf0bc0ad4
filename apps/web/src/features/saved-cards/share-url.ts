/**
 * A share page's full address, as the owner copies and sends it.
 * @param shareId - the card's share id
 * @param origin - the site's origin (location.origin)
 * @returns e.g. https://inkcard.example/c/AbC…
 */
export function shareUrl(shareId: string, origin: string = window.location.origin): string {
  return `${origin}/c/${shareId}`;
}

/**
 * Tidies the text a card shows into its alt text: one line per line of the card, spaces
 * collapsed, blank lines and lines of decoration alone (a quote mark, a bullet, a dash) dropped.
 * @param shown - the card's rendered text (innerText)
 * @returns the alt text
 */
export function tidyAltText(shown: string): string {
  return shown
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .join('\n');
}

/**
 * The alt text of a drawn card: the words it shows, in reading order.
 * @param card - the card element (the preview wrapper's only child), or null
 * @returns the alt text, empty without a card
 */
export function cardAltText(card: HTMLElement | null): string {
  return card ? tidyAltText(card.innerText) : '';
}

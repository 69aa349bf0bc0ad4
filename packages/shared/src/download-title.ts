import { DOWNLOAD_TITLE_QUOTE_CHARS } from './limits';

/**
 * The title a quote download records: its text cut to 30 characters (spec §7). Apart from the
 * tracking schemas (api/tracking.ts), so the quote maker that calls it does not load zod's API.
 * @param text - the quote text
 * @returns at most 30 characters, counted by code point
 */
export function quoteDownloadTitle(text: string): string {
  return Array.from(text.trim()).slice(0, DOWNLOAD_TITLE_QUOTE_CHARS).join('');
}

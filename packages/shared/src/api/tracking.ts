import { z } from 'zod';
import {
  DOWNLOAD_TITLE_QUOTE_CHARS,
  EMAIL_MAX_LENGTH,
  TRACK_PATH_MAX,
  TRACK_REFERRER_MAX,
  TRACK_TEMPLATE_MAX,
  TRACK_TITLE_MAX,
  USERNAME_MAX_LENGTH,
} from '../limits';

/** The card kinds a download record names (spec §7). */
export const CARD_TYPES = ['profile', 'xiaohongshu', 'quote', 'article', 'blessing'] as const;
export const CardTypeSchema = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardTypeSchema>;

export const VisitRecordRequestSchema = z.object({
  path: z.string().min(1).max(TRACK_PATH_MAX).startsWith('/'),
  referrer: z.string().max(TRACK_REFERRER_MAX).optional().default(''),
  title: z.string().max(TRACK_TITLE_MAX).optional().default(''),
});
export type VisitRecordRequest = z.input<typeof VisitRecordRequestSchema>;

export const DownloadRecordRequestSchema = z.object({
  cardType: CardTypeSchema,
  template: z.string().min(1).max(TRACK_TEMPLATE_MAX),
  title: z.string().max(TRACK_TITLE_MAX).optional().default(''),
  userInfo: z
    .object({
      username: z.string().max(USERNAME_MAX_LENGTH).optional(),
      email: z.string().max(EMAIL_MAX_LENGTH).optional(),
      id: z.union([z.number().int(), z.string().max(32)]).optional(),
    })
    .optional(),
});
export type DownloadRecordRequest = z.input<typeof DownloadRecordRequestSchema>;

/**
 * The title a quote download records: its text cut to 30 characters (spec §7).
 * @param text - the quote text
 * @returns at most 30 characters, counted by code point
 */
export function quoteDownloadTitle(text: string): string {
  return Array.from(text.trim()).slice(0, DOWNLOAD_TITLE_QUOTE_CHARS).join('');
}

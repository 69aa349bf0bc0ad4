import { z } from 'zod';
import {
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

// eslint-disable-next-line no-control-regex -- NUL is exactly what PostgreSQL text cannot hold
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/;

/**
 * Text PostgreSQL can store: NUL characters removed and lone UTF-16 surrogates replaced by U+FFFD,
 * so a crafted page title can never make the database refuse a batch of visits.
 * @param value - untrusted text
 * @returns the same text, storable
 */
export function storableText(value: string): string {
  if (!UNSTORABLE.test(value)) return value;
  // eslint-disable-next-line no-control-regex -- as above
  const withoutNul = value.replace(/\u0000/g, '');
  return withoutNul.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** A tracked text field: at most `max` UTF-16 units, made storable. */
const trackedText = (max: number) => z.string().max(max).transform(storableText);

export const VisitRecordRequestSchema = z.object({
  path: z.string().min(1).max(TRACK_PATH_MAX).startsWith('/').transform(storableText),
  referrer: trackedText(TRACK_REFERRER_MAX).optional().default(''),
  title: trackedText(TRACK_TITLE_MAX).optional().default(''),
});
export type VisitRecordRequest = z.input<typeof VisitRecordRequestSchema>;

export const DownloadRecordRequestSchema = z.object({
  cardType: CardTypeSchema,
  template: z.string().min(1).max(TRACK_TEMPLATE_MAX).transform(storableText),
  title: trackedText(TRACK_TITLE_MAX).optional().default(''),
  userInfo: z
    .object({
      username: trackedText(USERNAME_MAX_LENGTH).optional(),
      email: trackedText(EMAIL_MAX_LENGTH).optional(),
      id: z.union([z.number().int(), trackedText(32)]).optional(),
    })
    .optional(),
});
export type DownloadRecordRequest = z.input<typeof DownloadRecordRequestSchema>;

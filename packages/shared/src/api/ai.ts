import { z } from 'zod';
import { AI_KINDS } from '../ai-kinds';
import { AI_TEMPLATE_ID_MAX } from '../limits';

/**
 * `POST /api/ai/generate`: the kind to write, the template chosen (its design may want some
 * fields), the user's text (at most AI_INPUT_MAX_CHARS characters) and the card's language.
 */
export const AiGenerateRequestSchema = z.object({
  kind: z.enum(AI_KINDS),
  /** `<kind>/<templateId>`; a template the server has no advice for is fine. */
  template: z
    .string()
    .max(AI_TEMPLATE_ID_MAX)
    .regex(/^[a-z]+\/[A-Za-z0-9]+$/)
    .optional(),
  /** The text to turn into a card. Longer than the cap answers 413 AI_INPUT_TOO_LONG. */
  text: z.string().trim().min(1),
  lang: z.enum(['zh', 'en']),
});
export type AiGenerateRequest = z.infer<typeof AiGenerateRequestSchema>;

/** `GET /api/ai/status`: whether AI generation is on, and the signed-in user's quota today. */
export const AiStatusResponseSchema = z.object({
  enabled: z.boolean(),
  /** Generations each user may start per UTC day (LLM_DAILY_LIMIT). */
  dailyLimit: z.number().int().nonnegative(),
  /** What the signed-in user has left today; absent for anonymous visitors. */
  remainingToday: z.number().int().nonnegative().optional(),
  /** The input cap, so the browser can say so before sending. */
  maxInputChars: z.number().int().positive(),
  /** Where the text goes when AI is on: the model service's host (LLM_BASE_URL), for the privacy note. */
  provider: z.string().optional(),
});
export type AiStatusResponse = z.infer<typeof AiStatusResponseSchema>;

/**
 * The server-sent events of a generation, in order: `delta` as the model writes, then `done` with
 * the whole labelled text (already checked by the kind's parser), or `error` with a stable code.
 */
export type AiStreamEvent =
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: { text: string } }
  | { event: 'error'; data: { code: string; message: string } };

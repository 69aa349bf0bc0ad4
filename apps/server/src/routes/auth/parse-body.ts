import type { z } from 'zod';
import type { ErrorCode } from '@inkcard/shared';
import { AppError } from '../../errors';

/** Picks the error code for a field's first problem; a function may look at the zod issue code. */
export type FieldCodes = Record<string, ErrorCode | ((issueCode: string) => ErrorCode)>;

export interface BodyRules {
  /** Fields that must be present and non-blank, and the code answered when one is missing (spec §5). */
  required: { fields: readonly string[]; code: ErrorCode };
  /** The code for a field that is present but wrong. */
  fields: FieldCodes;
}

/** Password fields: too short and too long have their own messages. */
export const passwordCode = (issueCode: string): ErrorCode =>
  issueCode === 'too_small'
    ? 'PASSWORD_TOO_SHORT'
    : issueCode === 'too_big'
      ? 'PASSWORD_TOO_LONG'
      : 'VALIDATION_FAILED';

/**
 * Validates a JSON body with the spec's own messages: a missing field answers the form's
 * "required" code, a bad field its specific code (EMAIL_INVALID, PASSWORD_TOO_SHORT…). Any shape
 * of body, even null or an array, ends in a 400, never a 500.
 * @param schema - the request schema from packages/shared
 * @param body - the parsed JSON body
 * @param rules - required fields and per-field codes
 * @returns the parsed value
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, rules: BodyRules): z.output<S> {
  const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const missing = rules.required.fields.filter((f) => {
    const value = record[f];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
  if (missing.length > 0) {
    throw new AppError(rules.required.code, { fields: Object.fromEntries(missing.map((f) => [f, 'required'])) });
  }
  const result = schema.safeParse(record);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = String(issue.path[0] ?? '_');
  const rule = rules.fields[field];
  const code = typeof rule === 'function' ? rule(issue.code) : (rule ?? 'VALIDATION_FAILED');
  throw new AppError(code, { fields: { [field]: issue.code } });
}

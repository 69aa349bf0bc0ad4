import type { z } from 'zod';
import type { ErrorCode } from '@inkcard/shared';
import { AppError } from '../errors';

/**
 * Validates untrusted input against a schema from packages/shared.
 * @param schema - the zod schema
 * @param data - the body, query or params
 * @param code - the error code to answer when it does not fit
 * @returns the parsed value
 */
export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  code: ErrorCode = 'VALIDATION_FAILED',
): z.output<S> {
  const result = check(schema, data);
  if (result.ok) return result.data;
  throw new AppError(code, { fields: result.fields });
}

/**
 * Validates untrusted input without throwing.
 * @param schema - the zod schema
 * @param data - the body, query or params
 * @returns the parsed value, or the first problem per field (`field.path` → zod issue code)
 */
export function check<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { ok: true; data: z.output<S> } | { ok: false; fields: Record<string, string> } {
  const result = schema.safeParse(data ?? {});
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.code;
  }
  return { ok: false, fields };
}

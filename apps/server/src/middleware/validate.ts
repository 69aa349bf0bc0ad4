import type { z } from 'zod';
import type { ErrorCode } from '@inkcard/shared';
import { AppError } from '../errors';

/** Picks the error code for a field's first problem; a function may look at the zod issue code. */
export type FieldCodes = Record<string, ErrorCode | ((issueCode: string) => ErrorCode)>;

/** How a route names what is wrong with its input; every part is optional. */
export interface ValidateRules {
  /** The code for input that does not fit, when no field rule names one (default VALIDATION_FAILED). */
  code?: ErrorCode;
  /** Fields that must be present and non-blank, and the code answered when one is missing (spec §5). */
  required?: { fields: readonly string[]; code: ErrorCode };
  /** The code for a field that is present but wrong (EMAIL_INVALID, PASSWORD_TOO_SHORT…). */
  fields?: FieldCodes;
}

/** Password fields: too short and too long have their own messages. */
export const passwordCode = (issueCode: string): ErrorCode =>
  issueCode === 'too_small'
    ? 'PASSWORD_TOO_SHORT'
    : issueCode === 'too_big'
      ? 'PASSWORD_TOO_LONG'
      : 'VALIDATION_FAILED';

/**
 * Validates untrusted input (a body, query or params) against a schema from packages/shared: the
 * one way every route reads its input. A missing required field answers the form's "required"
 * code, a wrong field its own code or `rules.code`; any shape of input, even null or an array,
 * ends in a 4xx, never a 500. The answer's `fields` names the first problem of each field.
 * @param schema - the zod schema
 * @param data - the body, query or params
 * @param rules - the codes to answer (see ValidateRules)
 * @returns the parsed value
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown, rules: ValidateRules = {}): z.output<S> {
  if (rules.required) {
    const record = isRecord(data) ? data : {};
    const missing = rules.required.fields.filter((f) => {
      const value = record[f];
      return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    });
    if (missing.length > 0) {
      throw new AppError(rules.required.code, { fields: Object.fromEntries(missing.map((f) => [f, 'required'])) });
    }
  }
  const result = check(schema, data);
  if (result.ok) return result.data;
  const rule = rules.fields?.[result.first.field];
  const code = typeof rule === 'function' ? rule(result.first.code) : (rule ?? rules.code ?? 'VALIDATION_FAILED');
  throw new AppError(code, { fields: result.fields });
}

/**
 * Validates untrusted input without throwing (the raw tracking path answers errors itself).
 * @param schema - the zod schema
 * @param data - the body, query or params
 * @returns the parsed value, or the first problem per field (`field.path` → zod issue code) and the first of all
 */
export function check<S extends z.ZodType>(
  schema: S,
  data: unknown,
):
  | { ok: true; data: z.output<S> }
  | { ok: false; fields: Record<string, string>; first: { field: string; code: string } } {
  const result = schema.safeParse(data ?? {});
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.code;
  }
  const issue = result.error.issues[0]!;
  return { ok: false, fields, first: { field: String(issue.path[0] ?? '_'), code: issue.code } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

import { ERRORS, type ErrorCode } from '@inkcard/shared';

/** An expected failure: carries a code from packages/shared; the error handler localises it. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  /** For a 429: when to try again, sent as the Retry-After header. */
  readonly retryAfterS: number | undefined;
  /** More for the answer's body: a parser's issues, an install hint (the public API's 4xx/503), the card as it is now (a save's 409). */
  readonly details: { issues?: unknown[]; hint?: string; card?: unknown } | undefined;

  constructor(
    code: ErrorCode,
    options: {
      fields?: Record<string, string>;
      cause?: unknown;
      retryAfterS?: number;
      details?: { issues?: unknown[]; hint?: string; card?: unknown };
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.fields = options.fields;
    this.retryAfterS = options.retryAfterS;
    this.details = options.details;
  }
}

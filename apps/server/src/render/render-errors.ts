import type { RenderPageIssue } from '@inkcard/shared';

/** The pool cannot render at all: no chromium, no built SPA, or it is shutting down. */
export class RenderUnavailableError extends Error {
  constructor(readonly hint: string) {
    super(`rendering is unavailable: ${hint}`);
    this.name = 'RenderUnavailableError';
  }
}

/** The queue is full (or a job waited longer than its deadline): try again after `retryAfterS`. */
export class RenderBusyError extends Error {
  constructor(readonly retryAfterS: number) {
    super('the render queue is full');
    this.name = 'RenderBusyError';
  }
}

/** A job ran past its deadline on its page (the page is replaced). */
export class RenderTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the render took longer than ${timeoutMs} ms`);
    this.name = 'RenderTimeoutError';
  }
}

/** The job cannot be drawn as asked: an unknown template, or text the kind cannot read. */
export class RenderInputError extends Error {
  constructor(
    readonly code: 'UNKNOWN_TEMPLATE' | 'TEXT_UNREADABLE' | 'LOAD_FAILED',
    readonly issues: readonly RenderPageIssue[],
  ) {
    super(code === 'UNKNOWN_TEMPLATE' ? 'unknown template' : 'the text could not be read as this card');
    this.name = 'RenderInputError';
  }
}

import { AI_ANSWER_MAX_BYTES, AI_ANSWER_MAX_LINE_BYTES } from '@inkcard/shared';

/** How much of a model's answer is read at most (issue 31: a hostile or broken service). */
export interface AnswerLimits {
  /** Bytes in all. */
  maxBytes: number;
  /** Bytes in one line, and in one server-sent event. */
  maxLineBytes: number;
}

export const ANSWER_LIMITS: AnswerLimits = { maxBytes: AI_ANSWER_MAX_BYTES, maxLineBytes: AI_ANSWER_MAX_LINE_BYTES };

/** The answer went past a limit: reading stopped there and the connection was closed. */
export class AnswerTooLarge extends Error {
  constructor(readonly limit: 'bytes' | 'line') {
    super(`the answer exceeded its ${limit} limit`);
    this.name = 'AnswerTooLarge';
  }
}

/**
 * Reads a body line by line, each byte looked at once however the service cuts its chunks (the
 * client library's own reader rescanned its whole buffer on every chunk, so one endless line froze
 * the event loop). Past `maxBytes` in all or `maxLineBytes` in one line it stops with
 * AnswerTooLarge; stopping early, for any reason, cancels the body, which closes the connection.
 * @param body - the response body
 * @param limits - the byte limits
 * @returns the lines, without their line ends
 */
export async function* boundedLines(
  body: ReadableStream<Uint8Array>,
  limits: AnswerLimits = ANSWER_LIMITS,
): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let partial: Uint8Array[] = [];
  let partialBytes = 0;
  let total = 0;
  const take = (last: Uint8Array): string => {
    const bytes = partial.length === 0 ? last : Buffer.concat([...partial, last]);
    partial = [];
    partialBytes = 0;
    const line = decoder.decode(bytes);
    return line.endsWith('\r') ? line.slice(0, -1) : line;
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limits.maxBytes) throw new AnswerTooLarge('bytes');
      let start = 0;
      for (;;) {
        // A line end is one byte that never occurs inside a UTF-8 sequence, so lines decode alone.
        const end = value.indexOf(10, start);
        const piece = value.subarray(start, end === -1 ? value.length : end);
        if (partialBytes + piece.length > limits.maxLineBytes) throw new AnswerTooLarge('line');
        if (end === -1) {
          if (piece.length > 0) partial.push(piece);
          partialBytes += piece.length;
          break;
        }
        yield take(piece);
        start = end + 1;
      }
    }
    if (partialBytes > 0) yield take(new Uint8Array(0));
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** One server-sent event: its name (empty for the default) and its data lines joined. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Groups lines into server-sent events (the WHATWG rules the service follows: `data:` lines join,
 * `event:` names, a blank line ends an event, `:` starts a comment). An event's data is bounded
 * like a line.
 * @param lines - the body's lines (boundedLines)
 * @param limits - the byte limits
 * @returns the events
 */
export async function* serverSentEvents(
  lines: AsyncIterable<string>,
  limits: AnswerLimits = ANSWER_LIMITS,
): AsyncGenerator<SseEvent> {
  let data: string[] = [];
  let size = 0;
  let event = '';
  for await (const line of lines) {
    if (line === '') {
      if (data.length > 0) yield { event, data: data.join('\n') };
      data = [];
      size = 0;
      event = '';
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') {
      size += value.length;
      if (size > limits.maxLineBytes) throw new AnswerTooLarge('line');
      data.push(value);
    }
  }
  if (data.length > 0) yield { event, data: data.join('\n') };
}

/**
 * Reads a whole body as text, at most `maxBytes` of it.
 * @param body - the response body
 * @param limits - the byte limits
 * @returns the text
 */
export async function boundedText(
  body: ReadableStream<Uint8Array>,
  limits: AnswerLimits = ANSWER_LIMITS,
): Promise<string> {
  const lines: string[] = [];
  // Lines are not limited here: a JSON completion may legitimately be one long line.
  for await (const line of boundedLines(body, { maxBytes: limits.maxBytes, maxLineBytes: limits.maxBytes })) {
    lines.push(line);
  }
  return lines.join('\n');
}

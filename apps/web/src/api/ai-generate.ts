import { AI_TOTAL_TIMEOUT_MS, errorMessage, isErrorCode, type AiGenerateRequest } from '@inkcard/shared';
import { currentLanguage } from '../i18n';
import { tokenStore } from '../features/auth/session';
import { ApiError } from './client';

// Apart from ai.ts (the status): the home page asks for the status, and this file's error messages
// (every code's, in both languages) belong to a generation, not to a first page: the makers load
// this module on the first press of their AI button (useTextAssist.tsx).

/**
 * Asks the server's model for a card's labelled text and reads the answer as it streams
 * (server-sent events over a POST, which EventSource cannot send). Never retried: a generation
 * spends quota. The caller aborts with `signal`.
 * @param request - kind, template, text and the card's language
 * @param options - the abort signal, and what to do with each piece of the answer
 * @returns the whole labelled text, already checked by the server's parser
 */
export async function streamCardText(
  request: AiGenerateRequest,
  options: { signal: AbortSignal; onDelta: (piece: string) => void },
): Promise<string> {
  const lang = currentLanguage();
  const token = tokenStore.get();
  const controller = new AbortController();
  const onAbort = (): void => controller.abort();
  options.signal.addEventListener('abort', onAbort);
  // The server bounds a generation; this only keeps a dead connection from hanging forever.
  const timeout = setTimeout(() => controller.abort(), AI_TOTAL_TIMEOUT_MS + 15_000);
  try {
    let res: Response;
    try {
      res = await fetch('/api/ai/generate', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
          'X-Locale': lang,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(request),
        credentials: 'include',
        signal: controller.signal,
      });
    } catch {
      throw new ApiError(
        controller.signal.aborted ? 'TIMEOUT' : 'NETWORK',
        errorMessage('AI_STREAM_INTERRUPTED', lang),
      );
    }
    if (!res.ok || !res.body) {
      const body = (await res.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
      const code = isErrorCode(body.code) ? body.code : 'AI_PROVIDER_ERROR';
      const message = typeof body.message === 'string' && body.message ? body.message : errorMessage(code, lang);
      throw new ApiError(code, message, res.status);
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      let chunk: ReadableStreamReadResult<string>;
      try {
        chunk = await reader.read();
      } catch {
        throw new ApiError('NETWORK', errorMessage('AI_STREAM_INTERRUPTED', lang));
      }
      if (chunk.done) break;
      buffer += chunk.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown> | null;
        if (event === 'delta' && typeof data?.text === 'string') options.onDelta(data.text);
        if (event === 'done' && typeof data?.text === 'string') return data.text;
        if (event === 'error') {
          const code = isErrorCode(data?.code) ? data.code : 'AI_PROVIDER_ERROR';
          throw new ApiError(code, typeof data?.message === 'string' ? data.message : errorMessage(code, lang));
        }
      }
    }
    throw new ApiError('AI_STREAM_INTERRUPTED', errorMessage('AI_STREAM_INTERRUPTED', lang));
  } finally {
    clearTimeout(timeout);
    options.signal.removeEventListener('abort', onAbort);
  }
}

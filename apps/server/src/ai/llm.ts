import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletion, ChatCompletionChunk } from 'openai/resources/chat/completions';
import { AI_MAX_OUTPUT_TOKENS, AI_RETRY_DELAY_MS, type ErrorCode } from '@inkcard/shared';
import type { Env } from '../env';
import { AnswerTooLarge, boundedLines, boundedText, serverSentEvents } from './bounded-answer';

/** The configured language model: any OpenAI-compatible service, through the official client. */
export interface Llm {
  client: OpenAI;
  model: string;
  /** How long to wait for the first byte of an answer, and the longest pause inside one. */
  timeoutMs: number;
}

/**
 * Opens the configured model, or nothing when AI is off (LLM_BASE_URL or LLM_MODEL unset). The
 * client never retries on its own (it would honour any Retry-After, however long: our one retry
 * is bounded), never logs (its logs could carry a provider's body), and times out each request.
 * @param env - the configuration
 * @returns the model, or undefined
 */
export function createLlm(env: Env): Llm | undefined {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return undefined;
  const client = new OpenAI({
    baseURL: env.LLM_BASE_URL,
    // A local Ollama takes no key, but the client insists on one.
    apiKey: env.LLM_API_KEY || 'unused',
    maxRetries: 0,
    timeout: env.LLM_TIMEOUT_MS,
    logLevel: 'off',
    organization: null,
    project: null,
  });
  return { client, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS };
}

/** A failure of the model's service, as one of our codes; carries nothing the provider said. */
export class ProviderFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    /** The provider's HTTP status, for the log (never its body). */
    readonly status?: number,
  ) {
    super(code);
    this.name = 'ProviderFailure';
  }
}

/**
 * What a failed request to the model means for the user: a stable code per kind of failure.
 * @param error - what the client threw
 * @returns the failure
 */
export function providerFailureOf(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  if (error instanceof AnswerTooLarge) return new ProviderFailure('AI_ANSWER_TOO_LARGE');
  if (error instanceof APIConnectionTimeoutError) return new ProviderFailure('AI_TIMEOUT');
  if (error instanceof APIConnectionError) return new ProviderFailure('AI_PROVIDER_ERROR');
  if (error instanceof APIError) {
    const status = error.status;
    if (status === 401 || status === 403) return new ProviderFailure('AI_PROVIDER_AUTH', status);
    if (status === 404) return new ProviderFailure('AI_PROVIDER_NOT_FOUND', status);
    if (status === 429) return new ProviderFailure('AI_PROVIDER_BUSY', status);
    if (status === 408 || status === 504) return new ProviderFailure('AI_TIMEOUT', status);
    return new ProviderFailure('AI_PROVIDER_ERROR', status);
  }
  return new ProviderFailure('AI_PROVIDER_ERROR');
}

/** Failures worth one more try: the service's own trouble, not a wrong key or model. */
function isRetriable(error: unknown): boolean {
  if (error instanceof APIConnectionTimeoutError) return false;
  if (error instanceof APIConnectionError) return true;
  const status = error instanceof APIError ? error.status : undefined;
  return status === 408 || status === 409 || status === 429 || (status !== undefined && status >= 500);
}

/**
 * Asks the model for a streamed answer and waits until it starts: a refused or failing request
 * is retried once after AI_RETRY_DELAY_MS, then becomes a ProviderFailure.
 * @param llm - the model
 * @param messages - the system and user messages
 * @param controller - aborts the request (the user left, a timeout)
 * @returns the answer's text, piece by piece; reading it may throw a ProviderFailure
 */
export async function openAnswer(
  llm: Llm,
  messages: { system: string; user: string },
  controller: AbortController,
): Promise<AsyncIterable<string>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await llm.client.chat.completions
        .create(
          {
            model: llm.model,
            messages: [
              { role: 'system', content: messages.system },
              { role: 'user', content: messages.user },
            ],
            stream: true,
            max_tokens: AI_MAX_OUTPUT_TOKENS,
            temperature: 0.3,
          },
          { signal: controller.signal },
        )
        .asResponse();
      return readAnswer(response);
    } catch (error) {
      if (controller.signal.aborted || attempt > 0 || !isRetriable(error)) throw providerFailureOf(error);
      await new Promise((resolve) => setTimeout(resolve, AI_RETRY_DELAY_MS));
      if (controller.signal.aborted) throw providerFailureOf(error);
    }
  }
}

/**
 * The text of an answer: the deltas of a streamed one, or the whole message of a service that
 * answered with one JSON completion although a stream was asked for. What is read is bounded
 * before anything is parsed (bounded-answer.ts): past the limits reading stops, the connection
 * closes and the answer fails with AI_ANSWER_TOO_LARGE. A stream that ends before the model says
 * it finished was cut short.
 */
async function* readAnswer(response: Response): AsyncGenerator<string> {
  const type = response.headers.get('content-type') ?? '';
  const body = response.body;
  if (!body) throw new ProviderFailure('AI_STREAM_INTERRUPTED', response.status);
  if (!type.includes('text/event-stream')) {
    let completion: ChatCompletion;
    try {
      completion = JSON.parse(await boundedText(body)) as ChatCompletion;
    } catch (error) {
      if (error instanceof AnswerTooLarge) throw providerFailureOf(error);
      throw new ProviderFailure('AI_STREAM_INTERRUPTED', response.status);
    }
    const text = completion?.choices?.[0]?.message?.content;
    if (typeof text !== 'string') throw new ProviderFailure('AI_PROVIDER_ERROR', response.status);
    yield text;
    return;
  }
  let finished = false;
  try {
    for await (const { event, data } of serverSentEvents(boundedLines(body))) {
      if (data === '[DONE]') break;
      let chunk: (ChatCompletionChunk & { error?: unknown }) | undefined;
      try {
        chunk = JSON.parse(data) as ChatCompletionChunk & { error?: unknown };
      } catch {
        throw new ProviderFailure('AI_PROVIDER_ERROR', response.status);
      }
      if (event === 'error' || chunk?.error) throw new ProviderFailure('AI_PROVIDER_ERROR', response.status);
      const choice = chunk?.choices?.[0];
      const delta = choice?.delta?.content;
      if (typeof delta === 'string' && delta) yield delta;
      if (choice?.finish_reason) finished = true;
    }
  } catch (error) {
    if (error instanceof ProviderFailure || error instanceof AnswerTooLarge) throw providerFailureOf(error);
    throw new ProviderFailure('AI_STREAM_INTERRUPTED');
  }
  if (!finished) throw new ProviderFailure('AI_STREAM_INTERRUPTED');
}

import type { FastifyBaseLogger } from 'fastify';
import { cleanAiAnswer, findKind, normalizeText, promptFor } from '@inkcard/card-engine';
import {
  AI_INPUT_MAX_CHARS,
  AI_OUTPUT_MAX_CHARS,
  AI_TOTAL_TIMEOUT_MS,
  type AiGenerateRequest,
  type AiStatusResponse,
  type ErrorCode,
} from '@inkcard/shared';
import type { AppDeps } from '../deps';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { openAnswer, ProviderFailure, providerFailureOf } from '../ai/llm';
import { aiGenerationsLeft, spendAiGeneration } from './ai-usage';

/** What a generation reports, in order: pieces of the answer, then the checked text or a failure. */
export type GenerationEvent =
  { type: 'delta'; text: string } | { type: 'done'; text: string } | { type: 'failed'; code: ErrorCode };

/** Why a generation's request to the model was aborted. */
export const ABORT = {
  clientGone: 'client-gone',
  timeout: 'timeout',
  finished: 'finished',
  /** The server is stopping (its drain is over). */
  serverStopping: 'server-stopping',
} as const;

/** How a generation ended, as logged once per generation ('AI generation ended'). */
export type GenerationOutcome = 'done' | 'client-gone' | 'server-stopping' | ErrorCode;

/**
 * Whether AI generation is on, the daily quota, and what the user has left of it today.
 * @param deps - the app dependencies
 * @param user - the signed-in user, if any
 * @returns the status
 */
export async function getAiStatus(deps: AppDeps, user: UserRow | undefined): Promise<AiStatusResponse> {
  const enabled = deps.llm !== undefined && deps.env.LLM_DAILY_LIMIT > 0;
  const status: AiStatusResponse = {
    enabled,
    dailyLimit: deps.env.LLM_DAILY_LIMIT,
    maxInputChars: AI_INPUT_MAX_CHARS,
  };
  if (enabled && deps.env.LLM_BASE_URL) status.provider = new URL(deps.env.LLM_BASE_URL).host;
  if (enabled && user) status.remainingToday = await aiGenerationsLeft(deps, user.id);
  return status;
}

/** Logs a provider failure by our code and the provider's status only: never its body or our key. */
function logFailure(log: FastifyBaseLogger, kind: string, failure: ProviderFailure, phase: string): void {
  log.warn({ ai: { kind, code: failure.code, providerStatus: failure.status ?? null, phase } }, 'AI generation failed');
}

/**
 * Starts writing a card's labelled text with the configured model: checks that AI is on, the
 * input cap, the user's per-minute limit and daily quota, then asks the model and waits until it
 * starts answering. Failures up to there are thrown as AppError (the route answers them as JSON);
 * later ones arrive as a `failed` event. The answer is tidied and checked by the kind's parser
 * before it is offered as `done`.
 *
 * The quota (issue 31): a generation counts once the model has been asked, whoever hangs up:
 * a visitor who leaves early has still spent the model's work. It is given back only when the
 * user got nothing usable through no doing of theirs: the service failed (an error, a timeout, a
 * cut or oversized answer), its answer did not parse, or this server stopped mid-answer.
 * @param deps - the app dependencies (llm, database, env)
 * @param user - the signed-in user
 * @param request - kind, template, text and language
 * @param context - the controller that aborts the model's request, and the request's logger
 * @returns the generation's events
 */
export async function startCardGeneration(
  deps: AppDeps,
  user: UserRow,
  request: AiGenerateRequest,
  context: { controller: AbortController; log: FastifyBaseLogger },
): Promise<AsyncIterable<GenerationEvent>> {
  const { llm } = deps;
  if (!llm || deps.env.LLM_DAILY_LIMIT === 0) throw new AppError('AI_DISABLED');
  const text = normalizeText(request.text).trim();
  if (Array.from(text).length > AI_INPUT_MAX_CHARS) throw new AppError('AI_INPUT_TOO_LONG');
  const kind = findKind(request.kind);
  const prompt = promptFor(request.kind);
  if (!kind || !prompt || !text) throw new AppError('VALIDATION_FAILED');

  const spending = await spendAiGeneration(deps, user.id);
  const { controller, log } = context;
  /** Logs the generation's end once, and gives its quota back when the user got nothing from it. */
  const end = async (outcome: GenerationOutcome, refund: boolean): Promise<void> => {
    if (refund) await spending.giveBack();
    log.info({ ai: { kind: kind.id, outcome, counted: !refund } }, 'AI generation ended');
  };
  if (controller.signal.aborted) {
    // Gone before the model was asked: nothing was spent on it.
    await end(controller.signal.reason === ABORT.serverStopping ? 'server-stopping' : 'client-gone', true);
    throw new AppError(controller.signal.reason === ABORT.serverStopping ? 'SERVER_DRAINING' : 'AI_PROVIDER_ERROR');
  }
  // Bounded: no pause inside the answer longer than the model's timeout, no generation longer
  // than AI_TOTAL_TIMEOUT_MS, whatever the model does.
  const total = setTimeout(() => controller.abort(ABORT.timeout), AI_TOTAL_TIMEOUT_MS);
  let idle: NodeJS.Timeout | undefined;
  const stopTimers = (): void => {
    clearTimeout(total);
    clearTimeout(idle);
  };
  const failureNow = (error: unknown): ProviderFailure =>
    controller.signal.reason === ABORT.timeout ? new ProviderFailure('AI_TIMEOUT') : providerFailureOf(error);

  let answer: AsyncIterable<string>;
  try {
    answer = await openAnswer(
      llm,
      prompt.messages({ text, lang: request.lang, template: request.template }),
      controller,
    );
  } catch (error) {
    stopTimers();
    const reason = controller.signal.reason;
    if (reason === ABORT.clientGone) {
      // The model was asked: it counts, though nobody is left to tell.
      await end('client-gone', false);
      throw new AppError('AI_PROVIDER_ERROR');
    }
    if (reason === ABORT.serverStopping) {
      await end('server-stopping', true);
      throw new AppError('SERVER_DRAINING');
    }
    const failure = failureNow(error);
    logFailure(log, kind.id, failure, 'request');
    await end(failure.code, true);
    throw new AppError(failure.code);
  }

  return (async function* events(): AsyncGenerator<GenerationEvent> {
    let written = '';
    const resetIdle = (): void => {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(ABORT.timeout), llm.timeoutMs);
    };
    try {
      resetIdle();
      for await (const piece of answer) {
        resetIdle();
        written += piece;
        if (written.length > AI_OUTPUT_MAX_CHARS) break;
        yield { type: 'delta', text: piece };
      }
    } catch (error) {
      const reason = controller.signal.reason;
      if (reason === ABORT.clientGone) {
        await end('client-gone', false);
        return;
      }
      if (reason === ABORT.serverStopping) {
        await end('server-stopping', true);
        yield { type: 'failed', code: 'SERVER_DRAINING' };
        return;
      }
      const failure = failureNow(error);
      logFailure(log, kind.id, failure, 'stream');
      await end(failure.code, true);
      yield { type: 'failed', code: failure.code };
      return;
    } finally {
      stopTimers();
      // Reading stopped early (an answer too long, the client gone): stop the model too.
      if (!controller.signal.aborted) controller.abort(ABORT.finished);
    }
    const labelled = cleanAiAnswer(kind, written);
    if (!kind.parse(labelled).ok) {
      log.info({ ai: { kind: kind.id, code: 'AI_UNPARSABLE', chars: written.length } }, 'AI answer did not parse');
      await end('AI_UNPARSABLE', true);
      yield { type: 'failed', code: 'AI_UNPARSABLE' };
      return;
    }
    await end('done', false);
    yield { type: 'done', text: labelled };
  })();
}

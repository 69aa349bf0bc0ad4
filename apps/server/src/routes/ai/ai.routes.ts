import type { FastifyInstance } from 'fastify';
import { AiGenerateRequestSchema, errorMessage, type AiStatusResponse, type AiStreamEvent } from '@inkcard/shared';
import { authenticateUser, optionalUser } from '../../middleware/authenticate';
import { requestLocale } from '../../middleware/locale';
import { rateLimitFor } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { abortOnDisconnect, openEventStream } from '../../http/sse';
import { ABORT, getAiStatus, startCardGeneration, type GenerationEvent } from '../../services/generate-card-text';

/**
 * The AI resource (issue 16): whether generation is on, and `POST /generate`, which streams a
 * card's labelled text as server-sent events (`delta`, then `done` or `error`). Failures before
 * the model starts answering are JSON errors with their status; none is ever a 500.
 * @param app - the Fastify instance, prefixed with /api/ai
 */
export async function aiRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { env } = deps;

  app.get('/status', { config: rateLimitFor(env, 'aiStatus') }, async (req) => {
    return (await getAiStatus(deps, await optionalUser(req))) satisfies AiStatusResponse;
  });

  app.post('/generate', { config: rateLimitFor(env, 'aiGenerate') }, async (req, reply) => {
    const { user } = await authenticateUser(req);
    const request = validate(AiGenerateRequestSchema, req.body);
    const controller = abortOnDisconnect(reply, ABORT.clientGone);
    // A stopping server ends the generation (and gives its quota back) rather than wait for it.
    const forget = deps.instance.onStop(() => controller.abort(ABORT.serverStopping));
    let events: AsyncIterable<GenerationEvent>;
    try {
      events = await startCardGeneration(deps, user, request, { controller, log: req.log });
    } catch (error) {
      forget();
      throw error;
    }
    const locale = requestLocale(req);
    const stream = openEventStream(reply);
    try {
      for await (const e of events) {
        const event: AiStreamEvent =
          e.type === 'failed'
            ? { event: 'error', data: { code: e.code, message: errorMessage(e.code, locale) } }
            : { event: e.type, data: { text: e.text } };
        stream.send(event.event, event.data);
      }
    } catch (error) {
      // The stream has started: a failure of ours (the database, say) still ends it in our shape.
      req.log.error({ err: error }, 'AI generation stream failed');
      stream.send('error', { code: 'AI_PROVIDER_ERROR', message: errorMessage('AI_PROVIDER_ERROR', locale) });
    } finally {
      forget();
      stream.end();
    }
  });
}

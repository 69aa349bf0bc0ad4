import type { Env } from './env';
import type { Database } from './db/client';
import type { Mailer } from './email/mailer';
import type { Llm } from './ai/llm';
import type { RenderService } from './render/render-service';
import type { BatchRuntime } from './batches/batch-runtime';
import type { InstanceStatus } from './http/instance-status';

/** What every route and service may use; built once per process (or per test). */
export interface AppDeps {
  env: Env;
  database: Database;
  mailer: Mailer;
  /** Salt for address hashes. */
  secret: string;
  /** The language model for AI generation; undefined when AI is off (LLM_BASE_URL, LLM_MODEL unset). */
  llm: Llm | undefined;
  /** The render pool and template catalog of the public API and MCP (issue 27); starts on first use. */
  render: RenderService;
  /** Batches (issue 28): the queue this process adds cards to, and its worker when it renders. */
  batches: BatchRuntime;
  /** Whether this instance is draining or degraded, for the health check and the request hooks. */
  instance: InstanceStatus;
  /**
   * The time in ms since the epoch that per-minute limits and daily quotas are counted at:
   * Date.now, replaced by tests that must stay inside one window whatever the wall clock says.
   */
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

import path from 'node:path';
import { z } from 'zod';
import {
  AI_DAILY_LIMIT_DEFAULT,
  AI_TIMEOUT_MS_DEFAULT,
  API_TOKEN_DAILY_RENDERS,
  API_TOKEN_RATE_PER_MINUTE,
} from '@inkcard/shared';

/** Splits a comma-separated list, dropping blanks. */
const csv = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean),
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** postgres://… to use a PostgreSQL server; unset for the embedded PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  /** Where PGlite keeps its files and the development mailer its outbox. */
  DATA_DIR: z.string().default('./data'),
  /** The built SPA to serve. */
  WEB_DIST: z.string().optional(),
  /** Public URL of the app, used in emails. */
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fastify trustProxy: unset trusts no proxy, so X-Forwarded-For is ignored. E.g. "127.0.0.1" or "1". */
  TRUST_PROXY: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().default(587),
  SMTP_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  /** Whether SMTP may skip certificate checks (local test servers only). */
  SMTP_INSECURE_TLS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  MAIL_FROM: z.string().default('Inkcard 墨卡 <no-reply@inkcard.local>'),
  /** Allowed registration email domains; empty allows every domain. */
  EMAIL_DOMAINS: csv.default(['qq.com', '163.com']),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_USERNAME: z.string().default('admin'),
  /** Secret for salting address hashes; generated per data dir when unset. */
  APP_SECRET: z.string().min(16).optional(),
  /**
   * FOR AUTOMATED TESTS ONLY: when set, every captcha's answer is this value (still single-use and
   * expiring), so browsers driven by tests can sign in. The server logs a loud warning at start.
   * Never set it on a public server: it turns the login captcha off.
   */
  CAPTCHA_TEST_ANSWER: z.string().trim().min(1).max(16).optional(),
  /** Multiplies every auth rate-limit maximum (the e2e server uses 50 so its suites are not throttled). */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  /** Set to "false" to turn rate limits off (load benchmarks only). */
  RATE_LIMIT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * AI generation (issue 16), with any OpenAI-compatible service: its base URL (…/v1), key and
   * model. AI is on when LLM_BASE_URL and LLM_MODEL are set; a local Ollama needs no key.
   */
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().trim().min(1).max(200).optional(),
  /** Generations each signed-in user may start per UTC day; 0 turns generation off for everyone. */
  LLM_DAILY_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(AI_DAILY_LIMIT_DEFAULT),
  /** How long to wait for the model to start answering, and the longest pause inside an answer. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(AI_TIMEOUT_MS_DEFAULT),
  /**
   * The render pool (issue 27): Debian's chromium (CHROMIUM_PATH overrides /usr/bin/chromium), K
   * warm pages (default from cores and memory), the jobs that may wait, a job's deadline, and when
   * a page is replaced (after N jobs, or past a JavaScript heap in MB).
   */
  CHROMIUM_PATH: z.string().optional(),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(32).optional(),
  RENDER_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).optional(),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  RENDER_PAGE_MAX_JOBS: z.coerce.number().int().min(1).max(1_000_000).default(500),
  RENDER_PAGE_MAX_HEAP_MB: z.coerce.number().int().min(16).max(4_096).default(192),
  /** Calls each API token may make per minute, and renders per UTC day (0 turns the API off). */
  API_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(API_TOKEN_RATE_PER_MINUTE),
  API_DAILY_QUOTA: z.coerce.number().int().min(0).max(10_000_000).default(API_TOKEN_DAILY_RENDERS),
  /**
   * Batches (issue 28): whether this web process renders batch cards itself (one machine). Set
   * "false" on instances behind a load balancer when `npm run worker` processes do the rendering.
   */
  RENDER_IN_PROCESS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Cards a process renders at once (its render pool's pages). */
  BATCH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** `npm run worker`: the port of its health answer (GET /api/health); 0 picks a free one. */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  /**
   * After a stop signal (SIGTERM, SIGINT): how long the server keeps answering while it drains
   * (health says draining, new requests get 503, open requests may finish), while any connection
   * is open…
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  /** …and the most the whole stop may take: past it the process exits anyway, logging what it gave up on. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(10_000),
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * Reads and validates the environment: the one place process.env is read.
 * @param source - the variables to read, process.env by default
 * @returns the typed configuration
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable counts as unset, except EMAIL_DOMAINS where "" means "every domain".
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => value !== '' || key === 'EMAIL_DOMAINS'),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

import type { FastifyInstance } from 'fastify';
import crypto from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../app';
import type { AppDeps } from '../deps';
import { createDeps } from '../create-deps';
import { loadEnv } from '../env';

export interface TestServer {
  app: FastifyInstance;
  deps: AppDeps;
  /** http://127.0.0.1:<random port> */
  url: string;
  /** fetch against the server; JSON bodies are serialised for you. */
  request(path: string, init?: TestRequestInit): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestRequestInit {
  method?: string;
  json?: unknown;
  body?: string | Uint8Array | FormData | Blob;
  headers?: Record<string, string>;
  token?: string;
  adminToken?: string;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON body (undefined if not JSON). */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  raw: ArrayBuffer;
}

/**
 * Starts a real server on a random port: PGlite in memory, or PostgreSQL when DATABASE_URL is set.
 * @param envOverrides - environment variables for this server
 * @param options - log: receives every log line (JSON), for tests of what the server logs
 * @returns the server and a request helper
 */
export async function startTestServer(
  envOverrides: Record<string, string> = {},
  options: { log?: (line: string) => void } = {},
): Promise<TestServer> {
  const isolated = process.env.DATABASE_URL ? await createIsolatedDatabase(process.env.DATABASE_URL) : undefined;
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: process.env.TEST_DATA_DIR ?? '/tmp/inkcard-test-data',
    WEB_DIST: '/nonexistent',
    ...(isolated ? { DATABASE_URL: isolated.url } : {}),
    ...envOverrides,
  });
  const { log } = options;
  const logger = log ? pino({ level: 'info' }, { write: log }) : pino({ level: 'silent' });
  const deps = await createDeps(env, logger, { memory: !env.DATABASE_URL });
  const app = await buildApp(deps, { loggerInstance: logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  return {
    app,
    deps,
    url,
    async request(path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      let body = init.body;
      if (init.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.json);
      }
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.adminToken) headers['admin-token'] = init.adminToken;
      const res = await fetch(url + path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
      const raw = await res.arrayBuffer();
      let parsed: unknown;
      if ((res.headers.get('content-type') ?? '').includes('json')) {
        try {
          parsed = JSON.parse(new TextDecoder().decode(raw));
        } catch {
          parsed = undefined;
        }
      }
      return { status: res.status, headers: res.headers, body: parsed, raw };
    },
    async close() {
      await app.close();
      await deps.batches.stop();
      deps.mailer.close();
      await deps.database.close();
      await isolated?.drop();
    },
  };
}

/**
 * On PostgreSQL each test server gets a database of its own, so no test sees another's rows.
 * @param baseUrl - DATABASE_URL of a role allowed to create databases
 * @returns the new database's URL and a function that drops it
 */
export async function createIsolatedDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `inkcard_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

import { defineConfig } from 'vitest/config';

// Property tests generate hundreds of inputs; a loaded 2-core CI machine needs more than 5 s.
const UNIT_TIMEOUT_MS = 30_000;

export default defineConfig({
  test: {
    // One pool for every project (vitest 4 refuses projects with different worker counts in one
    // group). PGlite is single-threaded WASM; two cores run two files at a time comfortably.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'engine',
          include: ['packages/card-engine/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'templates',
          include: ['packages/card-templates/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/vite/**/*.test.ts'],
          environment: 'node',
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: UNIT_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // *.pg.test.ts need a PostgreSQL server (two app processes sharing one): collected only
          // in the run with DATABASE_URL, as .ci/run does.
          exclude: process.env.DATABASE_URL ? [] : ['apps/server/src/**/*.pg.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

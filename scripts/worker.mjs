#!/usr/bin/env node
// `npm run worker`: a render worker for batches (issue 28): cards from the shared queue, rendered
// in its own chromium pool; no HTTP but its health answer (apps/server/src/worker.ts).
import { runBuilt } from './run-built.mjs';

await runBuilt('worker');

import type { Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDeps } from './deps';

/** Time kept for closing the mailer and the database after the HTTP server has closed. */
const CLOSE_RESERVE_MS = 2_500;
/** The watchdog thread's extra wait after the deadline, for an event loop that cannot exit. */
const WATCHDOG_GRACE_MS = 2_000;

/** How a stop is bounded (SHUTDOWN_DRAIN_MS, SHUTDOWN_TIMEOUT_MS). */
export interface ShutdownOptions {
  drainMs: number;
  timeoutMs: number;
  /** Ends the process; process.exit by default. */
  exit?: (code: number) => void;
}

/**
 * Stops the server within a bounded time, whatever is open (issue 31): AI streams, keep-alive
 * sockets, a load in progress, a busy or stuck database, a mail server that does not answer.
 *
 * 1. **Drain** (up to drainMs, shorter when no connection is open): health answers 503
 *    `draining`, every new request 503 SERVER_DRAINING with `Connection: close`; open requests
 *    may finish, so a load balancer has time to move traffic away.
 * 2. **Close**: open event streams are ended (an AI generation says the server is restarting),
 *    the HTTP server closes (idle keep-alive sockets at once, busy ones when their answer is out,
 *    any left are cut before the deadline), then the tracking buffers, mail and database close.
 * 3. **Deadline** (timeoutMs after the signal): whatever has not closed is logged by name and the
 *    process exits with code 1. A watchdog thread kills it shortly after, should the event loop
 *    itself be stuck (a synchronous write to a pipe nobody reads).
 * @param app - the app, listening
 * @param deps - its dependencies
 * @param log - the process logger
 * @param options - the drain window, the deadline and the exit function
 * @returns the function to call with the stop's reason (a signal's name); later calls do nothing
 */
export function gracefulShutdown(
  app: FastifyInstance,
  deps: AppDeps,
  log: FastifyBaseLogger,
  options: ShutdownOptions,
): (reason: string) => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  let stopping = false;

  return (reason) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const deadlineAt = started + options.timeoutMs;
    /** Steps not finished yet, by name, each with what it still waits for. */
    const pending = new Map<string, () => string>();
    let finished = false;
    const finish = (code: number): void => {
      if (finished) return;
      finished = true;
      exit(code);
    };
    startWatchdog(options.timeoutMs + WATCHDOG_GRACE_MS);
    const deadline = setTimeout(() => {
      const gaveUpOn = [...pending].map(([name, detail]) => `${name}: ${detail()}`);
      log.error({ gaveUpOn, afterMs: Date.now() - started }, 'stop deadline passed: exiting anyway');
      finish(1);
    }, options.timeoutMs);

    const step = async (name: string, detail: () => string, work: () => Promise<unknown>): Promise<void> => {
      pending.set(name, detail);
      try {
        await work();
      } catch (error) {
        log.warn({ err: error, step: name }, 'a shutdown step failed');
      } finally {
        pending.delete(name);
      }
    };
    const connections = (): string =>
      sockets.size > 0
        ? `${sockets.size} connection(s) still open, ${deps.instance.openStreams} of them event streams`
        : 'its close hooks (tracking buffers, pending mail, the render pool) did not finish';

    log.info({ reason, drainMs: options.drainMs, timeoutMs: options.timeoutMs }, 'stopping: draining');
    deps.instance.startDraining(started);
    void (async () => {
      await step('drain', connections, () => waitWhile(() => sockets.size > 0, started + options.drainMs));
      deps.instance.stopStreams();
      await step('http server', connections, async () => {
        const closed = app.close();
        // Requests still running when the close must end are cut; their clients see a reset.
        if (!(await settlesBefore(closed, deadlineAt - CLOSE_RESERVE_MS))) {
          log.warn({ open: connections() }, 'cutting the connections still open');
          app.server.closeAllConnections();
          for (const socket of sockets) socket.destroy();
          await closed;
        }
      });
      await step(
        'batches',
        () => 'the batch queue did not stop (a card still rendering)',
        () => deps.batches.stop(),
      );
      await step(
        'mail',
        () => 'the mail transport did not close',
        async () => deps.mailer.close(),
      );
      await step(
        'database',
        () => `the ${deps.database.kind} database did not close`,
        () => deps.database.close(),
      );
      clearTimeout(deadline);
      log.info({ afterMs: Date.now() - started }, 'stopped');
      finish(0);
    })();
  };
}

/**
 * Waits until a condition turns false or a time passes, checking every 50 ms.
 * @param condition - what is waited out
 * @param until - the time to stop waiting (ms since the epoch)
 */
async function waitWhile(condition: () => boolean, until: number): Promise<void> {
  while (condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Whether a promise settles before a time.
 * @param promise - the work
 * @param until - the time (ms since the epoch)
 * @returns true when it settled in time
 */
async function settlesBefore(promise: Promise<unknown>, until: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, until - Date.now()))),
  );
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A thread that kills this process after a delay, unless it has exited by then: the last resort
 * when the main thread cannot run the deadline (a synchronous write to a pipe nobody reads, an
 * exit handler that never returns). It does not keep the process alive.
 * @param ms - the delay
 */
function startWatchdog(ms: number): void {
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.ms);
     process.kill(workerData.pid, 'SIGKILL');`,
    { eval: true, workerData: { ms, pid: process.pid } },
  );
  worker.unref();
}

import pino from 'pino';
import type { Env } from './env';

/** The most log output kept in memory while stdout is not being read; more is dropped. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

/** The server process's logger, and how to stop it from ever holding the process up. */
export interface ProcessLogger {
  logger: pino.Logger;
  /**
   * From now on output nobody reads is dropped instead of waited for. Called before the process
   * exits: pino flushes its buffer synchronously on exit and, on a pipe whose reader has stopped
   * reading, retries forever, so the process would never end (the orphaned servers of issue 31).
   */
  stopWaiting: () => void;
}

/**
 * Creates the process logger: JSON lines on stdout, written asynchronously, at most
 * MAX_BUFFERED_BYTES kept while stdout is slow or unread.
 * @param env - the configuration (LOG_LEVEL)
 * @returns the logger and its stopWaiting switch
 */
export function createProcessLogger(env: Pick<Env, 'LOG_LEVEL'>): ProcessLogger {
  let exiting = false;
  const destination = pino.destination({
    dest: 1,
    sync: false,
    maxLength: MAX_BUFFERED_BYTES,
    // A full pipe answers EAGAIN: wait for its reader while the process runs, not once it exits.
    retryEAGAIN: () => !exiting,
  });
  const flushSync = destination.flushSync.bind(destination);
  destination.flushSync = () => {
    try {
      flushSync();
    } catch {
      // Exiting with output nobody reads: it is dropped.
    }
  };
  return {
    logger: pino({ level: env.LOG_LEVEL }, destination),
    stopWaiting: () => {
      exiting = true;
    },
  };
}

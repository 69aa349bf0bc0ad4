import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createIsolatedDatabase } from './test-server';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

/** One JSON log line of the server. */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** The server as its own process (`node --import tsx src/main.ts`), as an operator runs it. */
export interface ServerProcess {
  child: ChildProcessByStdio<null, Readable, Readable>;
  url: string;
  /** Its own PostgreSQL database, when DATABASE_URL is set. */
  databaseUrl: string | undefined;
  /** Log lines read so far (empty when stdout is left unread). */
  logs: LogLine[];
  /** Waits for a log line. */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Resolves with the exit code and signal once the process has ended, or rejects after timeoutMs. */
  exited(timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills what is left and removes its data. */
  cleanUp(): Promise<void>;
}

/**
 * Starts the server as a process on a free port, with its own data directory (and its own
 * PostgreSQL database when DATABASE_URL is set), and waits until it is ready.
 * @param env - variables for this server
 * @param options - readOutput: false leaves stdout unread once the server is up, as a parent
 *   that stopped reading would
 * @returns the process
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { readOutput?: boolean } = {},
): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkcard-process-'));
  const isolated = process.env.DATABASE_URL ? await createIsolatedDatabase(process.env.DATABASE_URL) : undefined;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'info',
      DATABASE_URL: isolated?.url ?? '',
      ...env,
    },
  });
  const logs: LogLine[] = [];
  let pending = '';
  const onData = (chunk: Buffer): void => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        // The first super admin's box and other plain lines.
      }
    }
  };
  child.stdout.on('data', onData);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  let exitedAt: number | undefined;
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      exitedAt = Date.now();
      resolve({ code, signal });
    }),
  );

  const waitForLog = async (match: (line: LogLine) => boolean, timeoutMs = 60_000): Promise<LogLine> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = logs.find(match);
      if (found) return found;
      // Its last lines may still be on their way just after it exits.
      if (exitedAt !== undefined && Date.now() - exitedAt > 1_000) throw new Error(`the server exited: ${stderr}`);
      if (Date.now() > deadline) throw new Error(`no such log line within ${timeoutMs} ms: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const ready = await waitForLog((line) => typeof line.port === 'number' && line.msg.startsWith('Inkcard is ready'));
  if (options.readOutput === false) {
    // A parent that has stopped reading: the pipe fills, and every write must wait or give up.
    child.stdout.off('data', onData);
    child.stdout.pause();
  }
  return {
    child,
    url: `http://127.0.0.1:${String(ready.port)}`,
    databaseUrl: isolated?.url,
    logs,
    waitForLog,
    exited: (timeoutMs) =>
      Promise.race([
        exit,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`the server was still running ${timeoutMs} ms later`)), timeoutMs),
        ),
      ]),
    async cleanUp() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exit;
      fs.rmSync(dataDir, { recursive: true, force: true });
      await isolated?.drop();
    },
  };
}

/** A spawned app or worker process of a multi-process test: its address and what it printed. */
export interface SpawnedProcess {
  url: string;
  process: ChildProcess;
  output: string[];
}

/**
 * Waits until a spawned process answers GET /api/health, failing with its output if it exits first.
 * @param proc - the process
 * @param timeoutMs - how long it may take to start
 */
export async function waitUntilHealthy(proc: SpawnedProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.process.exitCode !== null) throw new Error(`process exited:\n${proc.output.join('')}`);
    try {
      if ((await fetch(`${proc.url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never became healthy:\n${proc.output.join('')}`);
}

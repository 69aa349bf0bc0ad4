import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import {
  RENDER_PAGE_FUNCTION,
  type FitStateName,
  type RenderPageIssue,
  type RenderPageJob,
  type RenderPageReport,
} from '@inkcard/shared';
import { CHROMIUM_ARGS, CHROMIUM_INSTALL_HINT, chromiumPath } from './chromium';
import { RenderBusyError, RenderInputError, RenderTimeoutError, RenderUnavailableError } from './render-errors';
import { serveStaticSite, type StaticSite } from './static-site';

/** One render: a card state and how to draw it (a plain value: a worker can build and queue it). */
export type RenderJob = RenderPageJob;

/**
 * How the card is captured: Chromium's own screenshot of the element (the pool's), or the app's
 * export (snapdom, as the browser download) in the page, kept for measuring. Measured
 * (docs/render-benchmark.md): the screenshot matches the download within the export tests' 0.5 %
 * for every template and size, fractional scales included (a 420 px quote card as a 1080 px
 * preset: 2.571), and takes half the time.
 */
export type CaptureMethod = 'screenshot' | 'export';

/** A finished render: one PNG per page (one for a card), their size and what the text did. */
export interface RenderResult {
  images: Buffer[];
  width: number;
  height: number;
  fit: FitStateName;
  warnings: RenderPageIssue[];
  /** From the job's submission to its last PNG. */
  ms: number;
}

/** What health and metrics show of the pool. */
export interface RenderPoolStatus {
  state: 'idle' | 'starting' | 'ready' | 'unavailable' | 'closed';
  concurrency: number;
  /** Warm pages now open. */
  pages: number;
  busy: number;
  queued: number;
  queueLimit: number;
  /** Jobs finished (drawn or refused) since start, failures among them, browser restarts. */
  jobs: number;
  failures: number;
  restarts: number;
  /** Why it cannot render (no chromium, no build), when unavailable. */
  reason?: string;
}

/** Where the pool's log lines go (a pino logger fits). */
export interface RenderPoolLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RenderPoolOptions {
  /** The built SPA (apps/web/dist), served to the pool's own browser on 127.0.0.1. */
  webDist: string;
  /** Warm pages K (RENDER_CONCURRENCY); default from cores and memory. */
  concurrency?: number;
  /** Jobs that may wait for a page; one more is refused with RenderBusyError (HTTP 503). */
  queueLimit?: number;
  /** The longest a job may take from submission, waiting included. */
  timeoutMs?: number;
  /** A page is replaced after this many jobs… */
  pageMaxJobs?: number;
  /** …or once its JavaScript heap passes this many MB. */
  pageMaxHeapMb?: number;
  /** CHROMIUM_PATH; Debian's /usr/bin/chromium by default. */
  chromiumPath?: string;
  capture?: CaptureMethod;
  log?: RenderPoolLog;
}

/** The render pool: one browser with K warm pages on the SPA's /render, and a bounded queue. */
export interface RenderPool {
  /**
   * Renders one job on a warm page (starting the pool on first use), within the pool's timeout or
   * the job's own (`timeoutMs`: a batch may allow a long article more).
   * @throws RenderUnavailableError, RenderBusyError, RenderTimeoutError or RenderInputError
   */
  render(job: RenderJob, options?: { timeoutMs?: number }): Promise<RenderResult>;
  status(): RenderPoolStatus;
  /** Whether chromium and the built SPA are there (the pool can start). */
  available(): { ok: true } | { ok: false; reason: string };
  /** Opens every warm page now rather than on demand. */
  warm(): Promise<void>;
  /** The browser's process id while it runs (tests kill it to check recovery). */
  browserPid(): number | undefined;
  /** Refuses new jobs, lets running ones finish, closes the browser and the site. */
  close(): Promise<void>;
}

/** One warm page. */
interface Slot {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  jobs: number;
  busy: boolean;
  dead: boolean;
  /** The device metrics last set, to skip setting them again. */
  metrics: string;
}

interface Waiter {
  job: RenderJob;
  submitted: number;
  deadline: number;
  attempts: number;
  timer: NodeJS.Timeout | undefined;
  resolve(result: RenderResult): void;
  reject(error: unknown): void;
}

/** What the warm page offers on its window (PoolRenderer in apps/web). */
interface PageWindow {
  [fn: string]: unknown;
  scrollTo(x: number, y: number): void;
  __inkcardExport(index: number, size: unknown): Promise<string>;
}

/** The longest a new page may take to load the app (a loaded machine's cold start included). */
const PAGE_OPEN_TIMEOUT_MS = 60_000;

/** Memory a warm page costs at most (renderer, heap, rasters), for the default K. */
const MB_PER_PAGE = 300;

/**
 * The default number of warm pages: one per core, as many as the machine's memory holds at
 * MB_PER_PAGE beside the app, at least 1 and at most 8.
 * @returns K
 */
export function defaultConcurrency(): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  const byMemory = Math.floor((os.totalmem() / 1_048_576 - 512) / MB_PER_PAGE);
  return Math.max(1, Math.min(8, cores, byMemory));
}

const SILENT: RenderPoolLog = { info() {}, warn() {}, error() {} };

/**
 * Creates the render pool. Nothing starts until the first job (or warm()): the browser, the
 * site and the pages open then, so a server that never renders never runs chromium.
 * @param options - see RenderPoolOptions
 * @returns the pool
 */
export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? defaultConcurrency()));
  const queueLimit = Math.max(0, Math.floor(options.queueLimit ?? concurrency * 8));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pageMaxJobs = options.pageMaxJobs ?? 500;
  const pageMaxHeapMb = options.pageMaxHeapMb ?? 192;
  const capture = options.capture ?? 'screenshot';
  const log = options.log ?? SILENT;
  const webDist = path.resolve(options.webDist);
  const marker = crypto.randomBytes(6).toString('hex');

  let browser: Browser | null = null;
  let launching: Promise<Browser> | null = null;
  let site: StaticSite | null = null;
  let closed = false;
  let creating = 0;
  let jobs = 0;
  let failures = 0;
  let restarts = 0;
  let lastReason: string | undefined;
  // A moving average of a job's time on its page, for Retry-After.
  let averageMs = 500;
  const slots: Slot[] = [];
  const queue: Waiter[] = [];
  const running = new Set<Promise<void>>();

  const available = (): { ok: true } | { ok: false; reason: string } => {
    if (!chromiumPath(options.chromiumPath))
      return { ok: false, reason: `chromium not found; ${CHROMIUM_INSTALL_HINT}` };
    if (!fs.existsSync(path.join(webDist, 'index.html'))) {
      return { ok: false, reason: `no built app at ${webDist}; run npm run build` };
    }
    return { ok: true };
  };

  const launch = async (): Promise<Browser> => {
    const executablePath = chromiumPath(options.chromiumPath);
    if (!executablePath) throw new RenderUnavailableError(`chromium not found; ${CHROMIUM_INSTALL_HINT}`);
    site ??= await serveStaticSite(webDist);
    // Loaded on the first render: playwright-core's code is about 13 MB of the heap (its two
    // bundles are held as source text), which a server that never renders should not carry.
    const { chromium } = await import('playwright-core');
    const started = await chromium.launch({
      executablePath,
      // The marker finds this pool's browser process among the machine's (browserPid).
      args: [...CHROMIUM_ARGS, `--inkcard-render-pool=${marker}`],
      // The server's own shutdown closes the pool (close()); Playwright must not act on signals.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    started.on('disconnected', () => {
      if (browser !== started) return;
      browser = null;
      for (const slot of slots) slot.dead = true;
      slots.length = 0;
      if (!closed) {
        restarts++;
        log.warn({ restarts }, 'render pool: the browser went away; starting a new one on demand');
        pump();
      }
    });
    log.info({ pid: findBrowserPid(marker), concurrency }, 'render pool: browser started');
    return started;
  };

  const ensureBrowser = async (): Promise<Browser> => {
    if (browser?.isConnected()) return browser;
    launching ??= launch().finally(() => (launching = null));
    browser = await launching;
    return browser;
  };

  /** Opens one warm page on /render?pool=1 and waits for the page's render function. */
  const openSlot = async (): Promise<void> => {
    creating++;
    try {
      const b = await ensureBrowser();
      const context = await b.newContext({ viewport: { width: 800, height: 600 }, colorScheme: 'light' });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const slot: Slot = { context, page, cdp, jobs: 0, busy: false, dead: false, metrics: '' };
        page.on('crash', () => {
          slot.dead = true;
          log.warn({}, 'render pool: a page crashed; it will be replaced');
        });
        await page.goto(`${site!.url}/render?pool=1`, { timeout: PAGE_OPEN_TIMEOUT_MS });
        await page.waitForFunction(
          (fn) => typeof (globalThis as unknown as PageWindow)[fn] === 'function',
          RENDER_PAGE_FUNCTION,
          {
            timeout: PAGE_OPEN_TIMEOUT_MS,
          },
        );
        if (closed || !b.isConnected()) {
          await context.close().catch(() => undefined);
          return;
        }
        slots.push(slot);
      } catch (err) {
        await context.close().catch(() => undefined);
        throw err;
      }
    } finally {
      creating--;
    }
  };

  const retireSlot = (slot: Slot): void => {
    slot.dead = true;
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    void slot.context.close().catch(() => undefined);
  };

  const failQueue = (error: unknown): void => {
    for (const waiter of queue.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
  };

  /** Opens pages while jobs wait for one (up to K), and hands waiting jobs to free pages. */
  const pump = (): void => {
    if (closed) return;
    for (const slot of slots.filter((s) => s.dead && !s.busy)) retireSlot(slot);
    const idle = slots.filter((s) => !s.busy && !s.dead);
    while (queue.length > 0 && idle.length > 0) {
      const slot = idle.shift()!;
      const job = run(slot, queue.shift()!);
      running.add(job);
      void job.finally(() => running.delete(job));
    }
    const wanted = Math.min(concurrency, slots.length + creating + Math.max(0, queue.length - creating));
    for (let n = slots.length + creating; n < wanted; n++) {
      void openSlot().then(pump, (err: unknown) => {
        failures++;
        lastReason = err instanceof RenderUnavailableError ? err.hint : String((err as Error)?.message ?? err);
        log.error({ err }, 'render pool: could not open a page');
        // With no page at all and none coming, the waiting jobs cannot run.
        if (slots.length === 0 && creating === 0) {
          failQueue(err instanceof RenderUnavailableError ? err : new RenderUnavailableError(lastReason));
        }
      });
    }
  };

  const setMetrics = async (slot: Slot, width: number, height: number, scale: number): Promise<void> => {
    const metrics = { width: Math.max(1, Math.ceil(width)), height: Math.max(1, Math.ceil(height)), scale };
    const key = JSON.stringify(metrics);
    if (slot.metrics === key) return;
    await slot.cdp.send('Emulation.setDeviceMetricsOverride', {
      width: metrics.width,
      height: metrics.height,
      deviceScaleFactor: scale,
      mobile: false,
    });
    slot.metrics = key;
  };

  /** Chromium's own screenshot of each target, at the device scale that gives the export's size. */
  const screenshots = async (slot: Slot, report: Extract<RenderPageReport, { ok: true }>): Promise<Buffer[]> => {
    const first = report.targets[0]!;
    const scale = report.output.width / first.width;
    const images: Buffer[] = [];
    for (const t of report.targets) {
      // A card is cut to its export size exactly (a preset's 1080 × 1440 from a 533-px-high
      // card); a carousel's pages each to their own height (one that overflows is taller).
      const height = report.targets.length === 1 ? report.output.height / scale : t.height;
      // The viewport holds exactly one target, scrolled to it: the raster stays one card's size.
      await setMetrics(slot, t.width, Math.max(t.height, height), scale);
      await slot.page.evaluate(([x, y]) => (globalThis as unknown as PageWindow).scrollTo(x!, y!), [t.x, t.y]);
      const { data } = await slot.cdp.send('Page.captureScreenshot', {
        format: 'png',
        clip: { x: t.x, y: t.y, width: t.width, height, scale: 1 },
        fromSurface: true,
      });
      images.push(Buffer.from(data, 'base64'));
    }
    return images;
  };

  /** The app's own export (snapdom, as the browser download) of each target, in the page. */
  const exports = async (slot: Slot, report: Extract<RenderPageReport, { ok: true }>): Promise<Buffer[]> => {
    const images: Buffer[] = [];
    for (let i = 0; i < report.targets.length; i++) {
      const data = await slot.page.evaluate(
        ([index, size]) => (globalThis as unknown as PageWindow).__inkcardExport(index as number, size),
        [i, report.output] as const,
      );
      images.push(Buffer.from(data, 'base64'));
    }
    return images;
  };

  /** Draws the job on the slot's page and captures it. */
  const drawOn = async (slot: Slot, job: RenderJob): Promise<Omit<RenderResult, 'ms'>> => {
    const report = await slot.page.evaluate(
      ([fn, j]) =>
        ((globalThis as unknown as PageWindow)[fn as string] as (j: unknown) => Promise<RenderPageReport>)(j),
      [RENDER_PAGE_FUNCTION, job] as const,
    );
    if (!report.ok) throw new RenderInputError(report.code, report.issues);
    const images = capture === 'export' ? await exports(slot, report) : await screenshots(slot, report);
    return {
      images,
      width: report.output.width,
      height: report.output.height,
      fit: report.fit,
      warnings: report.warnings,
    };
  };

  const heapMb = async (slot: Slot): Promise<number> => {
    const { usedSize } = await slot.cdp.send('Runtime.getHeapUsage');
    return usedSize / 1_048_576;
  };

  const run = async (slot: Slot, waiter: Waiter): Promise<void> => {
    slot.busy = true;
    clearTimeout(waiter.timer);
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const remaining = Math.max(1, waiter.deadline - started);
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new RenderTimeoutError(waiter.deadline - waiter.submitted)), remaining);
    });
    try {
      const result = await Promise.race([drawOn(slot, waiter.job), timedOut]);
      clearTimeout(timer);
      jobs++;
      averageMs = averageMs * 0.8 + (Date.now() - started) * 0.2;
      const done = { ...result, ms: Date.now() - waiter.submitted };
      slot.jobs++;
      if (slot.jobs >= pageMaxJobs || (await heapMb(slot).catch(() => Infinity)) > pageMaxHeapMb) {
        log.info({ jobs: slot.jobs }, 'render pool: recycling a page');
        retireSlot(slot);
      }
      slot.busy = false;
      waiter.resolve(done);
    } catch (err) {
      jobs++;
      if (err instanceof RenderInputError) {
        waiter.reject(err);
      } else if (err instanceof RenderTimeoutError) {
        failures++;
        // Whatever the page was doing, it is not trusted with another job.
        retireSlot(slot);
        waiter.reject(err);
      } else if (slot.dead || !browser?.isConnected() || slot.page.isClosed()) {
        // The browser or the page went away under the job: once more on a new page.
        failures++;
        retireSlot(slot);
        if (waiter.attempts < 1 && !closed && Date.now() < waiter.deadline) {
          waiter.attempts++;
          queue.unshift(waiter);
          armDeadline(waiter);
        } else {
          waiter.reject(new RenderUnavailableError('the browser stopped during the render'));
        }
      } else {
        failures++;
        retireSlot(slot);
        log.error({ err }, 'render pool: a job failed');
        waiter.reject(err);
      }
    } finally {
      clearTimeout(timer);
      slot.busy = false;
      pump();
    }
  };

  const retryAfterS = (): number => Math.max(1, Math.ceil(((queue.length + 1) * averageMs) / concurrency / 1000));

  /** A queued job that waits past its deadline is refused as busy (it never reached a page). */
  const armDeadline = (waiter: Waiter): void => {
    clearTimeout(waiter.timer);
    waiter.timer = setTimeout(
      () => {
        const i = queue.indexOf(waiter);
        if (i < 0) return;
        queue.splice(i, 1);
        waiter.reject(new RenderBusyError(retryAfterS()));
      },
      Math.max(1, waiter.deadline - Date.now()),
    );
  };

  return {
    render(job, jobOptions = {}) {
      if (closed) return Promise.reject(new RenderUnavailableError('the server is shutting down'));
      const ok = available();
      if (!ok.ok) return Promise.reject(new RenderUnavailableError(ok.reason));
      // Room for K running jobs (on pages open, opening or still to open) and queueLimit waiting.
      const running = slots.filter((s) => s.busy).length;
      if (queue.length >= queueLimit + concurrency - running) {
        return Promise.reject(new RenderBusyError(retryAfterS()));
      }
      return new Promise<RenderResult>((resolve, reject) => {
        const now = Date.now();
        const waiter: Waiter = {
          job,
          submitted: now,
          deadline: now + (jobOptions.timeoutMs ?? timeoutMs),
          attempts: 0,
          timer: undefined,
          resolve,
          reject,
        };
        queue.push(waiter);
        armDeadline(waiter);
        pump();
      });
    },
    status() {
      const ok = available();
      const state: RenderPoolStatus['state'] = closed
        ? 'closed'
        : !ok.ok
          ? 'unavailable'
          : slots.length > 0
            ? 'ready'
            : creating > 0 || launching
              ? 'starting'
              : 'idle';
      return {
        state,
        concurrency,
        pages: slots.length,
        busy: slots.filter((s) => s.busy).length,
        queued: queue.length,
        queueLimit,
        jobs,
        failures,
        restarts,
        ...(ok.ok ? (lastReason && slots.length === 0 ? { reason: lastReason } : {}) : { reason: ok.reason }),
      };
    },
    available,
    async warm() {
      const ok = available();
      if (!ok.ok) throw new RenderUnavailableError(ok.reason);
      const missing = concurrency - slots.length - creating;
      await Promise.all(Array.from({ length: Math.max(0, missing) }, () => openSlot()));
    },
    browserPid() {
      return browser ? findBrowserPid(marker) : undefined;
    },
    async close() {
      if (closed) return;
      closed = true;
      failQueue(new RenderUnavailableError('the server is shutting down'));
      // Running jobs finish (each ends by its deadline) before the browser goes.
      await Promise.allSettled([...running]);
      await launching?.catch(() => undefined);
      const b = browser;
      browser = null;
      slots.length = 0;
      await b?.close().catch(() => undefined);
      await site?.close();
      site = null;
    },
  };
}

/**
 * The pid of the browser a pool started: the child of this process whose command line carries
 * the pool's marker (Linux /proc; undefined elsewhere).
 * @param marker - the pool's marker
 * @returns the pid, or undefined
 */
export function findBrowserPid(marker: string): number | undefined {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes(`--inkcard-render-pool=${marker}`) || cmdline.includes('--type=')) continue;
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return undefined;
}

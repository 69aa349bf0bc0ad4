import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebDist } from '../test/built-app';
import { RenderBusyError, RenderInputError, RenderTimeoutError } from './render-errors';
import { createRenderPool, type RenderJob, type RenderPool } from './render-pool';

// The pool itself, with no HTTP server (as a batch worker runs it): Debian's chromium, the build.
const job = (template: string, extra: Partial<RenderJob['state']> = {}): RenderJob => ({
  state: {
    v: 1,
    kind: template.split('/')[0]!,
    template,
    lang: 'zh',
    form: 'card',
    text: null,
    content: null,
    style: {},
    scale: 2,
    image: null,
    ...extra,
  },
});

/** The process ids that are children of this process and are zombies (exited, never reaped). */
function zombieChildren(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return state === 'Z' && Number(ppid) === process.pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const alive = (pid: number): boolean => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

describe('the render pool', () => {
  let webDist: string;
  let pool: RenderPool;
  beforeAll(() => {
    webDist = builtWebDist();
    pool = createRenderPool({ webDist, concurrency: 2, queueLimit: 2, timeoutMs: 60_000 });
  }, 240_000);
  afterAll(() => pool?.close());

  it('renders N jobs in parallel on K warm pages, each the right size', async () => {
    const templates = ['quote/redBold', 'quote/fashion', 'quote/literary', 'blessing/classic'];
    const results = await Promise.all(templates.map((t) => pool.render(job(t, { scale: 3 }))));
    for (const r of results) {
      const meta = await sharp(r.images[0]).metadata();
      expect([meta.width, meta.height]).toEqual([1080, 1440]);
      expect(r.fit).toMatch(/^(fits|shrunk)$/);
    }
    expect(pool.status()).toMatchObject({ state: 'ready', pages: 2, busy: 0, queued: 0 });
  }, 120_000);

  it('refuses a job beyond the queue limit with a Retry-After, and runs the rest', async () => {
    const jobs = Array.from({ length: 5 }, () =>
      pool.render(job('quote/redBold')).then(
        () => 'ok',
        (e: unknown) => e,
      ),
    );
    const settled = await Promise.all(jobs);
    const busy = settled.filter((r) => r instanceof RenderBusyError) as RenderBusyError[];
    // Two pages and two waiting: the fifth is refused at once.
    expect(busy).toHaveLength(1);
    expect(busy[0]!.retryAfterS).toBeGreaterThanOrEqual(1);
    expect(settled.filter((r) => r === 'ok')).toHaveLength(4);
  }, 120_000);

  it('says why a job cannot be drawn: unknown template, unreadable text', async () => {
    await expect(pool.render(job('quote/nope'))).rejects.toMatchObject({ code: 'UNKNOWN_TEMPLATE' });
    const err = await pool.render(job('quote/redBold', { text: '作者：王维' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RenderInputError);
    expect((err as RenderInputError).issues[0]).toMatchObject({ key: 'makers.parse.missingField', field: 'quote' });
  }, 60_000);

  it('recovers from a killed browser without failing the next job, and leaves no zombie', async () => {
    const pid = pool.browserPid();
    expect(pid).toBeGreaterThan(0);
    process.kill(pid!, 'SIGKILL');
    const result = await pool.render(job('quote/redBold'));
    expect(result.images).toHaveLength(1);
    expect(pool.status().restarts).toBeGreaterThanOrEqual(1);
    expect(pool.browserPid()).not.toBe(pid);
    expect(alive(pid!)).toBe(false);
    expect(zombieChildren()).toEqual([]);
  }, 120_000);
});

describe('a job past its deadline', () => {
  it('fails with a timeout, its page is replaced, and the next job runs', async () => {
    const pool = createRenderPool({ webDist: builtWebDist(), concurrency: 1, timeoutMs: 60_000 });
    try {
      await pool.warm();
      // A 3:4 article of 50,000 characters cannot be laid out, paged and captured in 1.5 s.
      const long = `标题：很长的文章\n作者：墨卡\n核心概念：${'慢下来，看清日常的分寸。'.repeat(4_000)}`;
      const err = await pool
        .render(job('article/hotNews', { text: long.slice(0, 50_000), form: 'pages' }), { timeoutMs: 1_500 })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RenderTimeoutError);
      const next = await pool.render(job('quote/redBold'));
      expect(next.images).toHaveLength(1);
    } finally {
      await pool.close();
    }
  }, 120_000);
});

describe('closing the pool', () => {
  it('ends the browser and every process it started, leaving no zombie', async () => {
    const pool = createRenderPool({ webDist: builtWebDist(), concurrency: 1 });
    await pool.render(job('quote/fashion'));
    const pid = pool.browserPid()!;
    expect(alive(pid)).toBe(true);
    await pool.close();
    expect(alive(pid)).toBe(false);
    expect(zombieChildren()).toEqual([]);
    await expect(pool.render(job('quote/fashion'))).rejects.toMatchObject({ name: 'RenderUnavailableError' });
    expect(pool.status().state).toBe('closed');
  }, 120_000);
});

// Budgets (issue 27), the render pool (apps/server/src/render) on the production build, in Debian
// chromium, measured in one run against a baseline in the same run: a bare Chromium element
// screenshot of the same card on the same page (/render, already drawn: capture only), one page
// per K taking screenshots back to back.
// - warm cards per second at 1080 × 1440 (a quote card, a new text for every job) with K = 1 and
//   K = 2: at least 80 % of the baseline's screenshots per second with the same K, and at least 5
//   cards/s with K = 2;
// - p95 latency (submission to PNG) under 1 s;
// - the first card after start (browser launch, page load, card) under 3 s;
// - resident memory per warm page (the chromium processes' RSS over K), reported;
// - the capture by measurement: the pool's (Chromium's screenshot) against the app's own export
//   in the page (snapdom, as the browser download), cards/s with K = 1 and how far their PNGs are
//   apart on this quote card, whose 1080 px preset is a fractional 2.571 px per CSS px; and a card
//   at a whole scale (a blessing: 360 CSS px at 3×) with K = 2 (docs/render-benchmark.md).
// The machine's load average is printed and saved with the figures: on a loaded machine every
// figure is slower, the ratio to the baseline much less so.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { CHROMIUM_ARGS } from '../../apps/server/src/render/chromium';
import { createRenderPool, type CaptureMethod, type RenderJob } from '../../apps/server/src/render/render-pool';
import { serveStaticSite } from '../../apps/server/src/render/static-site';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = path.join(root, 'apps/web/dist');
const SECONDS = Number(process.env.BENCH_RENDER_SECONDS ?? 15);
const load = () => os.loadavg().map((n) => +n.toFixed(1));
const loadBefore = load();

const built = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(1);

const LINES = [
  '行到水穷处，坐看云起时。',
  '不积跬步，无以至千里。',
  '知行合一。',
  '千里之行，始于足下。',
  '学而不思则罔，思而不学则殆。',
];
let n = 0;
/** A quote card at 1080 × 1440 (scale 3, the 3:4 preset) with a new text every time. */
let template = 'quote/redBold';
const job = (): RenderJob => ({
  state: {
    v: 1,
    kind: template.split('/')[0]!,
    template,
    lang: 'zh',
    form: 'card',
    text: template.startsWith('quote/')
      ? `名言内容：${LINES[n % LINES.length]}（${++n}）\n作者：墨卡`
      : `节日：新年快乐\n祝福语：${LINES[n % LINES.length]}（${++n}）\n署名：墨卡`,
    content: null,
    style: {},
    scale: 3,
    image: null,
  },
});

const percentile = (sorted: number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/** RSS in MB of a process and all its descendants (Linux /proc). */
function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const e of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(e)]);
    } catch {
      /* gone */
    }
  }
  let kb = 0;
  const visit = (p: number): void => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      /* gone */
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return kb / 1024;
}

/** The pool with K pages: warm, then K jobs always in flight for SECONDS. */
async function poolRun(k: number, capture: CaptureMethod = 'screenshot') {
  const pool = createRenderPool({ webDist, concurrency: k, queueLimit: 64, capture });
  await pool.warm();
  for (let i = 0; i < k * 2; i++) await pool.render(job()); // the first fonts and chunks
  const latencies: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  const t0 = Date.now();
  let last: Buffer | undefined;
  await Promise.all(
    Array.from({ length: k }, async () => {
      while (Date.now() < until) {
        const r = await pool.render(job());
        latencies.push(r.ms);
        last = r.images[0];
      }
    }),
  );
  const seconds = (Date.now() - t0) / 1000;
  const pid = pool.browserPid();
  const rssPerPageMb = pid ? treeRssMb(pid) / k : NaN;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    cardsPerSecond: +(latencies.length / seconds).toFixed(2),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    cards: latencies.length,
    rssPerPageMb: Math.round(rssPerPageMb),
    last,
  };
}

/** The baseline: a bare element screenshot of the same card, already drawn, K pages back to back. */
async function baseline(k: number) {
  const site = await serveStaticSite(webDist);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const query = `template=quote/redBold&lang=zh&text=${encodeURIComponent('名言内容：知行合一。\n作者：墨卡')}`;
  const pages = await Promise.all(
    Array.from({ length: k }, async () => {
      // 1080 px from the card's 420 CSS px: the device scale the pool uses for the 3:4 preset.
      const context = await browser.newContext({
        viewport: { width: 800, height: 1000 },
        deviceScaleFactor: 1080 / 420,
      });
      const page = await context.newPage();
      await page.goto(`${site.url}/render?${query}`);
      await page.locator('[data-render-root][data-render-ready="true"]').waitFor();
      return page.locator('[data-card]').first();
    }),
  );
  for (const card of pages) await card.screenshot();
  let shots = 0;
  const until = Date.now() + SECONDS * 1000;
  const t0 = Date.now();
  await Promise.all(
    pages.map(async (card) => {
      while (Date.now() < until) {
        await card.screenshot();
        shots++;
      }
    }),
  );
  const seconds = (Date.now() - t0) / 1000;
  await browser.close();
  await site.close();
  return { shotsPerSecond: +(shots / seconds).toFixed(2), shots };
}

/** The first card of a pool that has not started: browser launch, page load, card. */
async function firstCard() {
  const pool = createRenderPool({ webDist, concurrency: 1 });
  const t0 = Date.now();
  await pool.render(job());
  const ms = Date.now() - t0;
  await pool.close();
  return ms;
}

/** Share of pixels differing by more than the e2e comparison's tolerance (48 of 255 per channel). */
function offPixels(a: Buffer, b: Buffer): number {
  const x = PNG.sync.read(a);
  const y = PNG.sync.read(b);
  if (x.width !== y.width || x.height !== y.height) return 1;
  let off = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    const d = Math.max(...[0, 1, 2].map((c) => Math.abs(x.data[i + c]! - y.data[i + c]!)));
    if (d > 48) off++;
  }
  return off / (x.width * x.height);
}

const first = await firstCard();
const base1 = await baseline(1);
const pool1 = await poolRun(1);
const base2 = await baseline(2);
const pool2 = await poolRun(2);
n = 0;
const export1 = await poolRun(1, 'export');
// A card drawn at a whole scale (a blessing: 360 CSS px at 3×).
template = 'blessing/classic';
const whole2 = await poolRun(2);
template = 'quote/redBold';
// The same job through both captures, for how far apart they are.
n = 100;
const shotPool = createRenderPool({ webDist, concurrency: 1, capture: 'screenshot' });
const exportPool = createRenderPool({ webDist, concurrency: 1, capture: 'export' });
const sample = job();
const [shotPng, exportPng] = [(await shotPool.render(sample)).images[0]!, (await exportPool.render(sample)).images[0]!];
await shotPool.close();
await exportPool.close();
const loadAfter = load();

const result = {
  firstCardMs: first,
  k1: {
    ...pool1,
    last: undefined,
    baselineShotsPerSecond: base1.shotsPerSecond,
    ratio: +(pool1.cardsPerSecond / base1.shotsPerSecond).toFixed(2),
  },
  k2: {
    ...pool2,
    last: undefined,
    baselineShotsPerSecond: base2.shotsPerSecond,
    ratio: +(pool2.cardsPerSecond / base2.shotsPerSecond).toFixed(2),
  },
  quoteExportK1: { cardsPerSecond: export1.cardsPerSecond, p50Ms: export1.p50Ms, p95Ms: export1.p95Ms },
  blessingWholeScaleK2: { cardsPerSecond: whole2.cardsPerSecond, p50Ms: whole2.p50Ms, p95Ms: whole2.p95Ms },
  screenshotVsExportOffPixels: +offPixels(shotPng, exportPng).toFixed(5),
  budgets: { ratio: 0.8, k2CardsPerSecond: 5, p95Ms: 1000, firstCardMs: 3000 },
  loadAverage: { before: loadBefore, after: loadAfter, cpus: os.cpus().length },
};
console.table({
  'K=1 pool': {
    'cards/s': pool1.cardsPerSecond,
    p50: pool1.p50Ms,
    p95: pool1.p95Ms,
    'baseline shots/s': base1.shotsPerSecond,
    ratio: result.k1.ratio,
    'RSS/page MB': pool1.rssPerPageMb,
  },
  'K=2 pool': {
    'cards/s': pool2.cardsPerSecond,
    p50: pool2.p50Ms,
    p95: pool2.p95Ms,
    'baseline shots/s': base2.shotsPerSecond,
    ratio: result.k2.ratio,
    'RSS/page MB': pool2.rssPerPageMb,
  },
  'K=1 quote, the app export in the page': {
    'cards/s': export1.cardsPerSecond,
    p50: export1.p50Ms,
    p95: export1.p95Ms,
  },
  'K=2 blessing (whole scale)': { 'cards/s': whole2.cardsPerSecond, p50: whole2.p50Ms, p95: whole2.p95Ms },
});
console.log(
  `first card after start: ${first} ms; screenshot vs export: ${(result.screenshotVsExportOffPixels * 100).toFixed(3)} % of pixels differ`,
);
fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench-results/render.json'), JSON.stringify(result, null, 2));
console.log(
  `load average (1/5/15 min) before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')} on ${os.cpus().length} CPUs`,
);
const over = [
  result.k1.ratio < 0.8 && 'k1AtLeast80PercentOfBaseline',
  result.k2.ratio < 0.8 && 'k2AtLeast80PercentOfBaseline',
  pool2.cardsPerSecond < 5 && 'k2AtLeast5CardsPerSecond',
  Math.max(pool1.p95Ms, pool2.p95Ms) >= 1000 && 'p95Under1s',
  first >= 3000 && 'firstCardUnder3s',
].filter(Boolean);
console.log(over.length ? `OVER BUDGET: ${over.join(', ')}` : 'within budget');
process.exit(over.length ? 1 : 0);

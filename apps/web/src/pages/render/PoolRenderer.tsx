import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { findKind } from '@inkcard/card-engine';
import { loadAnyTemplate, loadCardFonts } from '@inkcard/card-templates';
import { findTemplate } from '@inkcard/card-templates/registry';
import { RENDER_PAGE_FUNCTION, type FitStateName, type RenderPageJob, type RenderPageReport } from '@inkcard/shared';
import { loadExporter } from '../../features/card-maker/export-loader';
import { renderPixelSize } from '../../features/card-maker/export-size';
import { renderStateOf, type RenderState } from '../../features/card-sample/render-state';

/** The job on screen: its number, what it draws, how, and whom to tell once it is ready. */
interface Drawn {
  id: number;
  state: RenderState & { content: object };
  job: RenderPageJob;
  done: (report: RenderPageReport) => void;
}

// One job at a time per page (the pool never sends a second before the first answers); the store
// lives outside React so the window function can hand React the next card without a navigation.
let current: Drawn | null = null;
let nextId = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const show = (drawn: Drawn | null): void => {
  current = drawn;
  for (const listener of listeners) listener();
};

/** `YYYY-MM-DD` as a local date, else now. */
function dayOf(raw: string | undefined): Date {
  const m = raw ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date();
}

/**
 * Draws one job: loads the template's body, reads the state, and resolves once the card is drawn
 * and settled (see PoolCard), or at once with the reason it cannot be drawn. Never rejects.
 * @param job - the card state and how to draw it
 * @returns the page's report
 */
async function renderJob(job: RenderPageJob): Promise<RenderPageReport> {
  const { state } = job;
  const manifest = findTemplate(String(state?.template ?? ''));
  if (!manifest || manifest.kind !== state.kind) return { ok: false, code: 'UNKNOWN_TEMPLATE', issues: [] };
  let loaded;
  try {
    loaded = await loadAnyTemplate(manifest);
  } catch {
    return { ok: false, code: 'LOAD_FAILED', issues: [] };
  }
  const drawn = renderStateOf(loaded, {
    form: state.form === 'pages' ? 'pages' : 'card',
    lang: state.lang === 'en' ? 'en' : 'zh',
    text: typeof state.text === 'string' ? state.text : null,
    content: state.content ?? undefined,
    style: state.style,
    image: state.image,
    today: dayOf(job.today),
    prefersDark: job.scheme === 'dark',
  });
  if (!drawn.template || !drawn.content) {
    return { ok: false, code: 'TEXT_UNREADABLE', issues: drawn.issues.map((i) => ({ ...i })) };
  }
  const content = drawn.content;
  return new Promise((resolve) => show({ id: ++nextId, state: { ...drawn, content }, job, done: resolve }));
}

/** Resolves after the next frame has been painted. */
const nextFrame = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** What the card layer says about the drawn card now: fit of every canvas, page count, size. */
function snapshot(root: HTMLElement): string {
  const fits = Array.from(root.querySelectorAll('[data-fit-min]'), (el) => el.getAttribute('data-fit') ?? '');
  const box = root.getBoundingClientRect();
  return JSON.stringify([
    fits,
    root.querySelector('[data-carousel]')?.getAttribute('data-page-count'),
    box.width,
    box.height,
  ]);
}

/**
 * Waits until the card is settled: its font stylesheets and faces loaded, its images decoded,
 * and the fit and the carousel's pages unchanged over a painted frame (a late font may move a
 * line, which the fit and the pages then follow). Never a fixed sleep.
 */
async function settled(root: HTMLElement): Promise<void> {
  for (let round = 0; round < 40; round++) {
    await loadCardFonts(root);
    void document.body.offsetHeight;
    await document.fonts.ready;
    await Promise.all(Array.from(root.querySelectorAll('img'), (img) => img.decode().catch(() => undefined)));
    const before = snapshot(root);
    await nextFrame();
    const fontsIn = root.querySelectorAll('[data-card-fonts="loading"]').length === 0;
    if (snapshot(root) === before && fontsIn && document.fonts.status === 'loaded') return;
  }
}

/** The card's overall fit: overflow if any canvas overflows, shrunk if any shrank, else fits. */
function fitOf(root: HTMLElement): FitStateName {
  const states = Array.from(root.querySelectorAll('[data-fit-min]'), (el) => el.getAttribute('data-fit'));
  if (states.includes('overflow')) return 'overflow';
  return states.includes('shrunk') ? 'shrunk' : 'fits';
}

/** The drawn job's report: what to capture, at what size. */
function reportOf(root: HTMLElement, drawn: Drawn): RenderPageReport {
  const pages = Array.from(root.querySelectorAll<HTMLElement>('[data-carousel-page]'));
  const targets = pages.length > 0 ? pages : [root.querySelector<HTMLElement>('[data-card]') ?? root];
  const rects = targets.map((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
  });
  const first = rects[0]!;
  const kind = findKind(drawn.state.template!.kind);
  const specScale = kind?.exportScale ?? 2;
  const canvas = pages.length > 0 ? undefined : (drawn.state.style as { canvas?: unknown } | null)?.canvas;
  const box = root.getBoundingClientRect();
  return {
    ok: true,
    fit: fitOf(root),
    pages: targets.length,
    targets: rects,
    output: renderPixelSize(first, canvas, drawn.job.state.scale, specScale),
    extent: { width: Math.ceil(box.right + scrollX), height: Math.ceil(box.bottom + scrollY) },
    warnings: drawn.state.issues.map((i) => ({ ...i })),
  };
}

/**
 * The app's own export (snapdom, as a browser download makes it) of the current job's card or
 * one of its pages, as base64 PNG: the pool's other capture method, measured against Chromium's
 * screenshot (docs/render-benchmark.md).
 * @param index - the target (0 for a card, the page's index for a carousel)
 * @param size - the PNG's size
 * @returns the PNG's bytes in base64
 */
async function exportTarget(index: number, size: { width: number; height: number }): Promise<string> {
  const root = document.querySelector<HTMLElement>('[data-render-root]');
  const pages = root ? Array.from(root.querySelectorAll<HTMLElement>('[data-carousel-page]')) : [];
  const node = pages.length > 0 ? pages[index] : root?.querySelector<HTMLElement>('[data-card]');
  if (!node || !current) throw new Error('nothing drawn');
  const exporter = await loadExporter();
  const background = current.job.background === 'transparent' ? 'transparent' : 'opaque';
  const blob = await exporter.toPng(node, {
    pixelRatio: size.width / node.getBoundingClientRect().width,
    size: pages.length > 0 ? undefined : size,
    background,
  });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The card of the current job, reported once settled. */
function PoolCard({ drawn }: { drawn: Drawn }) {
  const ref = useRef<HTMLDivElement>(null);
  const { template, content, style, lang } = drawn.state;
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let alive = true;
    void settled(root).then(() => {
      if (alive) drawn.done(reportOf(root, drawn));
    });
    return () => {
      alive = false;
    };
  }, [drawn]);
  // The viewport starts at the page's top left corner for every capture.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [drawn]);
  if (!template) return null;
  const { Component } = template;
  return (
    <div
      ref={ref}
      data-render-root
      data-render-job={drawn.id}
      data-export-background={drawn.job.background === 'transparent' ? 'transparent' : 'opaque'}
      lang={lang === 'zh' ? 'zh-CN' : 'en'}
      className="w-max"
      // A carousel's pages one under the other: each capture scrolls to its page.
      style={{ '--carousel-columns': 1 } as React.CSSProperties}
    >
      <Component content={content as never} style={style as never} />
    </div>
  );
}

/**
 * `/render?pool=1`: a warm page of the render pool. It draws nothing until the pool calls
 * `window.__inkcardRender(job)` (RENDER_PAGE_FUNCTION), then draws that card state with nothing
 * around it, at the page's top left corner, as the maker shows it for an opaque export (square
 * corners), and answers once fonts, images and the fit have settled: the fit, the page count and
 * the boxes to capture. The next job replaces the card without a navigation. `job` (the URL's,
 * as JSON) is drawn at once and its report written on the root element (`data-render-report`).
 */
export function PoolRenderer({ job }: { job: string | null }) {
  const drawn = useSyncExternalStore(subscribe, () => current);
  useEffect(() => {
    const w = window as unknown as Record<string, unknown>;
    w[RENDER_PAGE_FUNCTION] = renderJob;
    w.__inkcardExport = exportTarget;
    const root = document.documentElement;
    root.setAttribute('data-render-pool', 'ready');
    // The URL form (tests): the job in the address, its report on the root element once drawn.
    if (job) {
      let parsed: RenderPageJob | null;
      try {
        parsed = JSON.parse(job) as RenderPageJob;
      } catch {
        parsed = null;
      }
      void (parsed ? renderJob(parsed) : Promise.resolve({ ok: false, code: 'LOAD_FAILED', issues: [] })).then(
        (report) => root.setAttribute('data-render-report', JSON.stringify(report)),
      );
    }
    return () => {
      delete w[RENDER_PAGE_FUNCTION];
      delete w.__inkcardExport;
    };
  }, [job]);
  // Keyed by job: every card starts afresh (its fit, its carousel measurement).
  return drawn ? <PoolCard key={drawn.id} drawn={drawn} /> : null;
}

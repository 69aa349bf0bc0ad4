import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env';

/**
 * What a batch card's job asks the renderer to draw: the render page's job (issue 27's
 * RenderPageJob in @inkcard/shared): a card state, and the date it shows as today's.
 */
export interface BatchRenderJob {
  state: {
    v: 1;
    kind: string;
    template: string;
    lang: 'zh' | 'en';
    form: 'card' | 'pages';
    text: string;
    content: null;
    style: Record<string, unknown>;
    scale: number;
    image: null;
  };
  today?: string;
}

/** A drawn card: one PNG (or one per page of a card drawn as pages), how its text fit, what it left off. */
export interface RenderedCard {
  pngs: Uint8Array[];
  fit: 'fits' | 'shrunk' | 'overflow';
  warnings: { line: number; key: string }[];
}

/** The one thing a batch worker needs of the render service. */
export interface CardRenderer {
  /**
   * Draws one card in Debian's chromium, exactly as the maker exports it.
   * @param job - the card
   * @returns its PNGs, fit and warnings; rejects when the card cannot be drawn (retried by the queue)
   */
  render(job: BatchRenderJob): Promise<RenderedCard>;
  /** Closes the browser. */
  close(): Promise<void>;
}

/**
 * Opens this process's renderer: the render pool of issue 27 (apps/server/src/render), K warm
 * pages of the SPA's /render route. This file is the only place batches meet it.
 * @param env - the configuration (pool size, chromium path)
 * @param log - the process's logger
 * @returns the renderer
 */
export async function createCardRenderer(env: Env, log: FastifyBaseLogger): Promise<CardRenderer> {
  void env;
  void log;
  // Wired when the render pool (branch `render`, issue 27) lands on main.
  throw new Error('The render pool (issue 27) is not part of this build yet; batches stay queued.');
}

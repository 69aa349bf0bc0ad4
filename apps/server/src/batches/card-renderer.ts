import type { RenderPageJob } from '@inkcard/shared';
import { RenderInputError } from '../render/render-errors';
import type { RenderService } from '../render/render-service';

/**
 * What a batch card's job asks the renderer to draw: the render page's job (RenderPageJob in
 * @inkcard/shared), always with the row's labelled text.
 */
export type BatchRenderJob = RenderPageJob & { state: RenderPageJob['state'] & { text: string } };

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

/** A card that can never be drawn as asked (unknown template, unreadable text): not worth a retry. */
export class CardRenderRefused extends Error {
  constructor(readonly code: string) {
    super(`the card cannot be drawn: ${code}`);
    this.name = 'CardRenderRefused';
  }
}

/**
 * This process's renderer over the render pool of issue 27 (render/render-pool.ts: K warm pages of
 * the SPA's /render, a bounded queue, a deadline per job). This file is the only place batches
 * meet it.
 * @param render - the process's render service (deps.render)
 * @param options - ownsPool: close the pool with the batch runtime (a worker; the web app closes its own)
 * @returns the renderer
 * @throws when the pool cannot render here (no chromium, no built app)
 */
export function createCardRenderer(render: RenderService, options: { ownsPool: boolean }): CardRenderer {
  const available = render.pool.available();
  if (!available.ok) throw new Error(available.reason);
  return {
    async render(job) {
      try {
        const drawn = await render.pool.render(job);
        return {
          pngs: drawn.images.map((image) => new Uint8Array(image.buffer, image.byteOffset, image.byteLength)),
          fit: drawn.fit,
          warnings: drawn.warnings,
        };
      } catch (error) {
        if (error instanceof RenderInputError) throw new CardRenderRefused(error.code);
        throw error;
      }
    },
    async close() {
      if (options.ownsPool) await render.pool.close();
    },
  };
}

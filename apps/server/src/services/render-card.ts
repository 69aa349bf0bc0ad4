import type { z } from 'zod';
import { findKind, readCardState } from '@inkcard/card-engine';
import { cardStateTitle } from '@inkcard/card-engine';
import {
  quoteDownloadTitle,
  storableText,
  TRACK_TITLE_MAX,
  type Locale,
  type ManifestTemplate,
  type RenderIssue,
  type RenderRequestSchema,
} from '@inkcard/shared';
import type { AppDeps } from '../deps';
import { insertApiDownloadEvent } from '../db/queries/events';
import { AppError } from '../errors';
import { RenderBusyError, RenderInputError, RenderTimeoutError, RenderUnavailableError } from '../render/render-errors';
import type { RenderJob, RenderPool, RenderResult } from '../render/render-pool';
import type { TemplatesCatalog } from '../render/templates-catalog';

export type RenderCardRequest = z.output<typeof RenderRequestSchema>;

/** A render ready to run: the pool's job and the template it names. */
export interface PreparedRender {
  job: RenderJob;
  template: ManifestTemplate;
}

/**
 * The render service's catalog, or a 503 saying why rendering is off (no build, no chromium).
 * @param render - the pool and its catalog (deps.render, or the CLI's own)
 * @returns the catalog
 */
export function renderCatalog(render: { pool: RenderPool; catalog(): TemplatesCatalog | undefined }): TemplatesCatalog {
  const ok = render.pool.available();
  const catalog = render.catalog();
  if (!ok.ok || !catalog) {
    throw new AppError('RENDER_UNAVAILABLE', { details: { hint: ok.ok ? 'run npm run build' : ok.reason } });
  }
  return catalog;
}

/**
 * Checks a render request against the template catalog and the kind's schemas and turns it into
 * the pool's job: the template exists in the kind, offers the form and size asked for, and the
 * content, style and picture are the kind's. Text is read by the page, where the template's own
 * parser options apply.
 * @param catalog - the templates
 * @param request - the validated body
 * @returns the job and its template
 * @throws AppError TEMPLATE_UNKNOWN, FORM_UNSUPPORTED, SIZE_UNSUPPORTED or CARD_INVALID (422)
 */
export function prepareRender(catalog: TemplatesCatalog, request: RenderCardRequest): PreparedRender {
  const template = catalog.find(request.kind, request.template);
  if (!template) {
    const ids = catalog.manifest.templates.filter((t) => t.kind === request.kind).map((t) => t.id);
    throw new AppError('TEMPLATE_UNKNOWN', { details: { hint: `templates of ${request.kind}: ${ids.join(', ')}` } });
  }
  if (!template.forms.includes(request.form)) throw new AppError('FORM_UNSUPPORTED');
  const style: Record<string, unknown> = { ...request.style };
  if (request.size && request.form === 'card') {
    if (!template.sizes.includes(request.size)) {
      throw new AppError('SIZE_UNSUPPORTED', {
        details: { hint: `sizes of ${template.id}: ${template.sizes.join(', ')}` },
      });
    }
    if (template.sizes.length > 1) style.canvas = request.size;
  } else if (request.size && request.size !== 'auto' && request.size !== '3:4') {
    throw new AppError('SIZE_UNSUPPORTED', { details: { hint: 'pages are 3:4' } });
  }
  const scale = request.scale ?? findKind(request.kind)?.exportScale ?? 2;
  const state = {
    v: 1 as const,
    kind: request.kind,
    template: template.id,
    lang: request.lang,
    form: request.form,
    text: request.text ?? null,
    content: request.content ?? null,
    style,
    scale,
    image: request.image ?? null,
  };
  // The engine's own check of a card state (the kind's content and style schemas, the picture),
  // on the style as drawn: the request's fields over the template's defaults.
  const checked = readCardState({ ...state, text: state.text ?? '', style: { ...template.style, ...style } });
  if (!checked.ok) {
    throw new AppError('CARD_INVALID', {
      details: { issues: checked.issues.map((i) => ({ path: i.path, message: i.message })) },
    });
  }
  return {
    template,
    job: {
      state,
      ...(request.today ? { today: request.today } : {}),
      background: request.background,
    },
  };
}

/** The parser's issues with their messages, in the catalog's words (the maker's). */
export function issuesWithMessages(
  catalog: TemplatesCatalog,
  kindId: string,
  issues: readonly { line: number; key: string; field?: string; label?: string }[],
  locale: Locale,
): RenderIssue[] {
  const kind = findKind(kindId);
  const messages = catalog.manifest.kinds.find((k) => k.id === kindId)?.issues ?? {};
  return issues.map((i) => {
    const field = i.field && kind ? kind.fieldLabel(i.field, locale) : (i.field ?? '');
    const template = messages[i.key]?.[locale] ?? i.key;
    const message = template
      .replaceAll('{{line}}', String(i.line))
      .replaceAll('{{field}}', field)
      .replaceAll('{{label}}', i.label ?? '');
    return { line: i.line, key: i.key, ...(i.field ? { field: i.field } : {}), message };
  });
}

/**
 * Runs a prepared render on the pool, mapping the pool's refusals to the API's errors.
 * @param pool - the render pool
 * @param catalog - the templates (for the parser's messages)
 * @param prepared - the job
 * @param locale - the language of the messages
 * @returns the PNGs and what the text did
 * @throws AppError TEXT_UNREADABLE (422), RENDER_BUSY (503), RENDER_UNAVAILABLE (503), RENDER_TIMEOUT (504)
 */
export async function runRender(
  pool: RenderPool,
  catalog: TemplatesCatalog,
  prepared: PreparedRender,
  locale: Locale,
): Promise<RenderResult> {
  try {
    return await pool.render(prepared.job);
  } catch (err) {
    if (err instanceof RenderInputError) {
      if (err.code === 'UNKNOWN_TEMPLATE') throw new AppError('TEMPLATE_UNKNOWN');
      if (err.code === 'LOAD_FAILED') throw new AppError('RENDER_UNAVAILABLE', { cause: err });
      throw new AppError('TEXT_UNREADABLE', {
        details: { issues: issuesWithMessages(catalog, prepared.job.state.kind, err.issues, locale) },
      });
    }
    if (err instanceof RenderBusyError) throw new AppError('RENDER_BUSY', { retryAfterS: err.retryAfterS });
    if (err instanceof RenderTimeoutError) throw new AppError('RENDER_TIMEOUT', { cause: err });
    if (err instanceof RenderUnavailableError) {
      throw new AppError('RENDER_UNAVAILABLE', { cause: err, retryAfterS: 5, details: { hint: err.hint } });
    }
    // Anything else went wrong in the browser (its page is replaced): the client may try again.
    throw new AppError('RENDER_UNAVAILABLE', { cause: err, retryAfterS: 5 });
  }
}

/**
 * Records an API render like a browser download (spec §7's record: card type, template, title),
 * marked as coming from the API with its token.
 * @param deps - the app dependencies
 * @param prepared - the render
 * @param who - the user and token, and the requester's hash
 */
export async function recordApiRender(
  deps: AppDeps,
  prepared: PreparedRender,
  who: { userId: number; tokenId: number; visitorHash: string },
): Promise<void> {
  const { state } = prepared.job;
  const read = readCardState({
    ...state,
    text: state.text ?? '',
    style: { ...prepared.template.style, ...state.style },
  });
  let title = read.ok ? cardStateTitle(read.state) : '';
  if (state.kind === 'quote') title = quoteDownloadTitle(title);
  await insertApiDownloadEvent(deps.database.db, {
    cardType: state.kind as never,
    template: prepared.template.id,
    title: storableText(title).slice(0, TRACK_TITLE_MAX),
    userId: who.userId,
    apiTokenId: who.tokenId,
    visitorHash: who.visitorHash,
  });
}

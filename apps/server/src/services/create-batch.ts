import crypto from 'node:crypto';
import {
  findKind,
  readTable,
  rowsToCards,
  suggestColumnMapping,
  type AnyCardKind,
  type Lang,
  type Table,
} from '@inkcard/card-engine';
import {
  BATCH_MAX_CONCURRENT,
  BATCH_MAX_ROWS,
  BATCH_RESULT_TTL_MS,
  batchIssueMessage,
  type BatchCreateRequestSchema,
} from '@inkcard/shared';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import type { BatchRow, UserRow } from '../db/schema';
import { findBatch, insertBatch } from '../db/queries/batches';
import { AppError } from '../errors';
import type { BatchRenderJob } from '../batches/card-renderer';
import { presentRowIssue } from '../presenters/batch';

type BatchCreate = z.output<typeof BatchCreateRequestSchema>;

/** The most reasons a refused batch lists in its answer's `fields` (the rest are alike). */
const REASONS_SHOWN = 20;

/**
 * The rows of a request as a table: CSV or TSV text, or a JSON array.
 * @param request - the batch request
 * @param locale - for the reason a file is refused
 * @returns the table
 */
function tableOf(request: BatchCreate, locale: Lang): Table {
  const text = typeof request.rows === 'string' ? request.rows : JSON.stringify(request.rows);
  const format = typeof request.rows === 'string' ? request.format : 'json';
  const read = readTable(text, { maxRows: BATCH_MAX_ROWS, ...(format ? { format } : {}) });
  if (read.ok) return read.table;
  if (read.issue.key === 'tooManyRows') throw new AppError('BATCH_TOO_MANY_ROWS');
  const params = { ...('row' in read.issue ? { row: read.issue.row } : {}) };
  throw new AppError('BATCH_UNREADABLE', { fields: { rows: batchIssueMessage(read.issue.key, locale, params) } });
}

/**
 * Which field each column fills: by label name, then as the request says (by header).
 * @param kind - the card kind
 * @param headers - the table's headers
 * @param mapping - the request's header → field choices
 * @returns a field or null per column
 */
function mappingOf(kind: AnyCardKind, headers: string[], mapping: Record<string, string | null> | undefined) {
  const columns = suggestColumnMapping(kind, headers);
  if (!mapping) return columns;
  const fields = Object.keys(kind.labels);
  for (const [header, field] of Object.entries(mapping)) {
    if (field !== null && !fields.includes(field)) {
      throw new AppError('VALIDATION_FAILED', { fields: { [`mapping.${header}`]: 'unknown field' } });
    }
    headers.forEach((h, i) => {
      if (h === header) columns[i] = field;
    });
  }
  return columns;
}

/**
 * Starts a batch: reads the rows, turns each into a card state over the request's template and
 * style, stores the batch and queues one job per card. Rows that make no card are kept with
 * their reasons (the answer's `skipped`, and the ZIP's manifest). Refused with nothing stored when
 * the file cannot be read, has too many rows or no card at all, or the user already has
 * BATCH_MAX_CONCURRENT batches unfinished.
 * @param deps - the app's dependencies
 * @param user - the owner
 * @param request - the validated request
 * @param locale - the requester's language
 * @returns the stored batch
 */
export async function createBatch(deps: AppDeps, user: UserRow, request: BatchCreate, locale: Lang): Promise<BatchRow> {
  const kind = findKind(request.kind);
  if (!kind) throw new AppError('VALIDATION_FAILED', { fields: { kind: 'unknown kind' } });
  if (!request.template.startsWith(`${kind.id}/`)) {
    throw new AppError('VALIDATION_FAILED', { fields: { template: 'not a template of this kind' } });
  }
  // With the built app at hand its catalog says which templates exist; without it the cards wait.
  const catalog = deps.render.catalog();
  if (catalog && !catalog.find(kind.id, request.template)) throw new AppError('TEMPLATE_UNKNOWN');
  const table = tableOf(request, locale);
  const mapping = mappingOf(kind, table.headers, request.mapping);
  const base: BatchRenderJob['state'] = {
    v: 1,
    kind: kind.id,
    template: request.template,
    lang: request.lang,
    form: request.form,
    text: '',
    content: null,
    style: request.style,
    scale: request.scale ?? kind.exportScale,
    image: null,
  };
  const { cards, issues } = rowsToCards(kind, table, mapping, base);
  if (cards.length === 0) {
    const reasons = issues.slice(0, REASONS_SHOWN).map((i) => presentRowIssue(kind.id, i, locale));
    throw new AppError('BATCH_NO_CARDS', {
      fields: Object.fromEntries(reasons.map((r) => [`row ${r.row}`, r.message])),
    });
  }
  const now = new Date();
  const id = crypto.randomBytes(16).toString('base64url');
  const items = cards.map((card, i) => {
    const job: BatchRenderJob = { state: card.state, ...(request.today ? { today: request.today } : {}) };
    return { seq: i + 1, row: card.row, title: card.title.slice(0, 128), state: job };
  });
  const stored = await insertBatch(
    deps.database.db,
    {
      id,
      userId: user.id,
      kind: kind.id,
      template: request.template,
      lang: request.lang,
      total: items.length,
      skipped: issues,
      createdAt: now,
      // An unfinished batch is kept twice as long; finishing it sets its time from then.
      expiresAt: new Date(now.getTime() + 2 * BATCH_RESULT_TTL_MS),
    },
    items,
    BATCH_MAX_CONCURRENT,
  );
  if (!stored) throw new AppError('BATCH_TOO_MANY_RUNNING', { retryAfterS: 30 });
  await deps.batches.queue.add(items.map((item) => ({ batchId: id, seq: item.seq })));
  return (await findBatch(deps.database.db, id))!;
}

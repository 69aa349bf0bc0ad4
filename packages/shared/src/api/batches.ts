import { z } from 'zod';
import { CARD_TYPES } from './tracking';
import type { Locale } from '../errors';
import { EXPORT_SCALE_MAX, EXPORT_SCALE_MIN } from '../limits';

/**
 * Batches (issue 28): `POST /api/v1/batches` takes a spreadsheet's rows and answers 202 with an id;
 * `GET /api/v1/batches/:id` and `/:id/events` (server-sent events) tell its progress; the ZIP comes
 * from `GET /api/v1/batches/:id.zip` once it is done.
 */

/** Where a batch is: waiting for a worker, rendering, finished (its ZIP ready), cancelled, or expired. */
export const BATCH_STATUSES = ['queued', 'running', 'done', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** `POST /api/v1/batches`: the rows and the card every row starts from. */
export const BatchCreateRequestSchema = z
  .object({
    kind: z.enum(CARD_TYPES),
    /** `<kind>/<templateId>`, e.g. `quote/redBold`. */
    template: z.string().regex(/^[a-z]+\/[A-Za-z][A-Za-z0-9]{0,47}$/),
    /** The cards' language: the labels a row's text is written with, dates and headings. */
    lang: z.enum(['zh', 'en']).default('zh'),
    /** The spreadsheet: CSV or TSV text (the first line names the columns), or a JSON array of objects. */
    rows: z.union([z.string().min(1), z.array(z.unknown()).min(1)]),
    /** `csv`, `tsv` or `json`; by default read from the text. */
    format: z.enum(['csv', 'tsv', 'json']).optional(),
    /** Column header → the kind's field it fills (null leaves it out); by default matched by label name. */
    mapping: z.record(z.string(), z.string().nullable()).optional(),
    /** Style fields over the template's defaults (the maker's style panel). */
    style: z.record(z.string(), z.unknown()).default({}),
    /** Output pixels per CSS pixel, 1–4; unset is the kind's. */
    scale: z.number().int().min(EXPORT_SCALE_MIN).max(EXPORT_SCALE_MAX).optional(),
    /** `card`, or `pages` for a template's 3:4 pages. */
    form: z.enum(['card', 'pages']).default('card'),
    /** The date cards show where they show today's, `YYYY-MM-DD`. */
    today: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  })
  .strict();
export type BatchCreateRequest = z.input<typeof BatchCreateRequestSchema>;

/** A row left out of a batch: its number in the file, why (a key of BATCH_ISSUES) and the sentence. */
export const BatchRowIssueSchema = z.object({
  row: z.number().int(),
  key: z.string(),
  field: z.string().optional(),
  message: z.string(),
});
export type BatchRowIssue = z.infer<typeof BatchRowIssueSchema>;

/** A batch as its owner (or an administrator) sees it. */
export const BatchSchema = z.object({
  id: z.string(),
  status: z.enum(BATCH_STATUSES),
  kind: z.enum(CARD_TYPES),
  template: z.string(),
  /** Cards to render (rows that parsed). */
  total: z.number().int(),
  /** Cards rendered, and cards that failed after every try. */
  done: z.number().int(),
  failed: z.number().int(),
  /** Rows of the file left out, with their reasons (also in the ZIP's manifest). */
  skipped: z.array(BatchRowIssueSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** When its cards are deleted. */
  expiresAt: z.string(),
  /** Where the ZIP is, once `status` is `done`. */
  zipUrl: z.string(),
});
export type Batch = z.infer<typeof BatchSchema>;

export const BatchResponseSchema = z.object({ success: z.literal(true), batch: BatchSchema });
export type BatchResponse = z.infer<typeof BatchResponseSchema>;

export const BatchIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

/** One event of `GET /api/v1/batches/:id/events`: `progress` as cards finish, then `end`. */
export const BatchProgressEventSchema = z.object({
  status: z.enum(BATCH_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});
export type BatchProgressEvent = z.infer<typeof BatchProgressEventSchema>;

/** The queue as the admin console shows it. */
export const AdminQueueResponseSchema = z.object({
  success: z.literal(true),
  /** Cards waiting for a worker, being rendered, and failed after every try (batches not yet deleted). */
  waiting: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  /** `postgres` (a queue every instance and worker shares) or `in-process` (PGlite, one machine). */
  engine: z.enum(['postgres', 'in-process']),
  workers: z.array(
    z.object({
      id: z.string(),
      /** `web` (an instance rendering in-process) or `worker` (`npm run worker`). */
      role: z.enum(['web', 'worker']),
      host: z.string(),
      startedAt: z.string(),
      lastSeenAt: z.string(),
      alive: z.boolean(),
      /** Cards rendered in the last minute, and since it started. */
      cardsLastMinute: z.number().int(),
      cardsTotal: z.number().int(),
    }),
  ),
  batches: z.array(BatchSchema.extend({ owner: z.string() })),
});
export type AdminQueueResponse = z.infer<typeof AdminQueueResponseSchema>;

/**
 * Why a file or a row is left out (card-engine's TableIssue and RowIssue keys), in both languages.
 * `{{row}}`, `{{max}}`, `{{field}}` and `{{count}}` are filled in; the browser and the server say the same.
 */
export const BATCH_ISSUES = {
  empty: { zh: '文件是空的', en: 'The file is empty' },
  noRows: { zh: '文件里只有表头，没有数据行', en: 'The file has a header but no rows' },
  tooManyRows: { zh: '行数超过上限 {{max}} 行，请拆成几份', en: 'More than {{max}} rows; please split the file' },
  unclosedQuote: {
    zh: '第 {{row}} 行的引号没有结束，文件读不下去',
    en: 'The quote opened in row {{row}} never closes, so the file cannot be read',
  },
  notJson: { zh: '不是有效的 JSON', en: 'This is not valid JSON' },
  notArray: { zh: 'JSON 需要是一个对象数组：[{…}, {…}]', en: 'The JSON must be an array of objects: [{…}, {…}]' },
  blank: { zh: '空行', en: 'Empty row' },
  extraCells: {
    zh: '这一行比表头多出了有内容的单元格（是否有没加引号的逗号？）',
    en: 'This row has more filled cells than the header (an unquoted comma?)',
  },
  notObject: { zh: '这一项不是对象', en: 'This item is not an object' },
  nestedValue: { zh: '有单元格是嵌套的对象，无法作为文字', en: 'A cell is a nested object, not text' },
  nothingMapped: { zh: '对应到卡片的列都是空的', en: 'Every column mapped to the card is empty here' },
  missingField: { zh: '缺少“{{field}}”', en: 'Missing “{{field}}”' },
  unreadable: { zh: '这一行的内容做不成卡片', en: 'This row’s content does not make a card' },
  renderFailed: { zh: '渲染失败（已重试）', en: 'Rendering failed (after retries)' },
  overflow: { zh: '文字太多，卡片超出了画布（已加长）', en: 'Too much text: the card grew past its canvas' },
  linesLeftOff: { zh: '有 {{count}} 行没有显示在卡片上', en: '{{count}} lines are not on the card' },
} as const satisfies Record<string, Record<Locale, string>>;
export type BatchIssueKey = keyof typeof BATCH_ISSUES;

/**
 * A file's or a row's issue as a sentence.
 * @param key - a key of BATCH_ISSUES (anything else reads as `unreadable`)
 * @param locale - zh or en
 * @param params - row, max, count and field (a field's label in the user's language)
 * @returns the sentence
 */
export function batchIssueMessage(
  key: string,
  locale: Locale,
  params: { row?: number; max?: number; field?: string; count?: number } = {},
): string {
  const entry = Object.hasOwn(BATCH_ISSUES, key) ? BATCH_ISSUES[key as BatchIssueKey] : BATCH_ISSUES.unreadable;
  return entry[locale].replace(/\{\{(row|max|field|count)\}\}/g, (_, name: 'row' | 'max' | 'field' | 'count') =>
    String(params[name] ?? ''),
  );
}

/** The manifest's column names in each language. */
export const BATCH_MANIFEST_HEADINGS = {
  zh: ['行号', '文件', '状态', '说明'],
  en: ['row', 'file', 'status', 'notes'],
} as const satisfies Record<Locale, readonly [string, string, string, string]>;

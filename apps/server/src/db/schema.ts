import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { CARD_TYPES, CARD_VISIBILITIES, ROLES } from '@inkcard/shared';

/** Raw bytes (avatars); PGlite and node-postgres both hand back a Uint8Array/Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const userRole = pgEnum('user_role', ROLES);
export const sessionKind = pgEnum('session_kind', ['user', 'admin']);
export const codePurpose = pgEnum('code_purpose', ['register', 'reset', 'login']);
export const cardType = pgEnum('card_type', CARD_TYPES);
/** Where a download came from: a browser's export, or the public API (issue 27). */
export const downloadSource = pgEnum('download_source', ['browser', 'api']);
export const cardVisibility = pgEnum('card_visibility', CARD_VISIBILITIES);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    /** Always stored trimmed and lower-cased. */
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('normal'),
    /** File name under /uploads/avatars/, or null. */
    avatar: varchar('avatar', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** Bearer tokens: only the SHA-256 of the 256-bit token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: sessionKind('kind').notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * A sliding session (signed in without remember-me): each use moves `expires_at` to this many
     * ms ahead, never past a day after `created_at`. Null: a fixed expiry.
     */
    idleMs: integer('idle_ms'),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Captchas: bound to the requester by a random cookie id; the answer is stored hashed. */
export const captchas = pgTable('captchas', {
  id: varchar('id', { length: 64 }).primaryKey(),
  answerHash: varchar('answer_hash', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Email verification codes, stored hashed: one row per accepted send request, which the sending
 * caps count. A row whose request mailed no code holds the hash of a secret nobody knows.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    /** The mailbox the address reaches (see canonicalMailbox), for the per-mailbox mail cap. */
    mailbox: varchar('mailbox', { length: 254 }).notNull().default(''),
    purpose: codePurpose('purpose').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Salted hash of the requester (client address, IPv6 /64): every cap is per requester. */
    ipHash: varchar('ip_hash', { length: 64 }).notNull(),
    /** Whether a mail (a code or the account-exists notice) went out for this request. */
    mailed: boolean('mailed').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_email_idx').on(t.email, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.ipHash, t.createdAt),
  ],
);

/**
 * Rate-limit counters shared by every instance: hits per key and fixed window (the window's
 * index is part of the key), kept until the window after theirs has passed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 160 }).primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

/**
 * Content-Security-Policy violations browsers reported (`report-uri` / `report-to`), for
 * administrators: what was blocked, on which page, by which directive. Cut to their column
 * widths; kept for CSP_REPORT_RETENTION_DAYS.
 */
export const cspReports = pgTable(
  'csp_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentUri: varchar('document_uri', { length: 512 }).notNull().default(''),
    blockedUri: varchar('blocked_uri', { length: 512 }).notNull().default(''),
    effectiveDirective: varchar('effective_directive', { length: 64 }).notNull().default(''),
    /** `enforce` or `report`. */
    disposition: varchar('disposition', { length: 16 }).notNull().default('enforce'),
    sourceFile: varchar('source_file', { length: 512 }).notNull().default(''),
    lineNumber: integer('line_number'),
    columnNumber: integer('column_number'),
    /** The first characters of the blocked inline code, when the policy asks for them. */
    sample: varchar('sample', { length: 256 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 256 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('csp_reports_created_at_idx').on(t.createdAt)],
);

/** Server-wide values every instance must agree on, such as the hashing secret. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Avatars live in the database so several app instances can share one PostgreSQL. */
export const avatars = pgTable(
  'avatars',
  {
    id: serial('id').primaryKey(),
    /** The public file name, e.g. "12-3f9a1c0b.webp". */
    fileName: varchar('file_name', { length: 128 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mimeType: varchar('mime_type', { length: 32 }).notNull(),
    data: bytea('data').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('avatars_file_name_unique').on(t.fileName), index('avatars_user_idx').on(t.userId)],
);

/** One row per recorded page view. */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: varchar('path', { length: 512 }).notNull(),
    referrer: varchar('referrer', { length: 1024 }).notNull().default(''),
    title: varchar('title', { length: 256 }).notNull().default(''),
    userId: integer('user_id'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Salted daily hash of address + user agent; never the address itself. */
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Statistics read the rollups, so one index (for time-range reads and purges) is enough; every
  // extra index would be paid on each insert of the tracking hot path.
  (t) => [index('page_visits_created_at_idx').on(t.createdAt)],
);

/** One row per card download. */
export const downloadEvents = pgTable(
  'download_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardType: cardType('card_type').notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    title: varchar('title', { length: 256 }).notNull().default(''),
    userId: integer('user_id'),
    userInfo: jsonb('user_info'),
    visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
    /** `api` for a render through /api/v1 or MCP; the daily rollup counts both sources alike. */
    source: downloadSource('source').notNull().default('browser'),
    /** The personal token an API render used. */
    apiTokenId: integer('api_token_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('download_events_created_at_idx').on(t.createdAt),
    // The console's API usage reads only API rows, which are few beside browser downloads.
    index('download_events_api_idx')
      .on(t.createdAt)
      .where(sql`${t.source} = 'api'`),
  ],
);

/**
 * Personal API tokens (issue 27): named, shown once, stored as the SHA-256 of their 256 random
 * bits like sessions; revoked rather than deleted, so a revoked token is refused, never reused.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    /** The token's first characters, shown in the list to tell tokens apart. */
    prefix: varchar('prefix', { length: 16 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_unique').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);

/**
 * Rendered PNGs kept a while behind an unguessable id (`/api/v1/renders/<id>.png`): the link an
 * MCP answer gives beside the image. In the database, so any instance serves any link.
 */
export const renderLinks = pgTable(
  'render_links',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('render_links_expires_at_idx').on(t.expiresAt)],
);

/**
 * Page views per UTC day and path, kept by a statement-level trigger on page_visits (see the
 * add-stats-rollups migration), so statistics read a few thousand rows instead of millions.
 */
export const visitDailyCounts = pgTable(
  'visit_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: varchar('path', { length: 512 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** Downloads per UTC day, card type and template, kept by a trigger on download_events. */
export const downloadDailyCounts = pgTable(
  'download_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    cardType: cardType('card_type').notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.cardType, t.template] })],
);

/**
 * A batch (issue 28): a spreadsheet's rows rendered into a ZIP. The rows that make cards are
 * `batch_items`, one job each; the rows left out are kept here, for the progress and the manifest.
 * Everything is deleted at `expires_at` (BATCH_RESULT_TTL_MS after it finishes).
 */
export const batches = pgTable(
  'batches',
  {
    /** 22 random base64url characters: the id is the capability to the ZIP's address, with the owner check. */
    id: varchar('id', { length: 22 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: cardType('kind').notNull(),
    template: varchar('template', { length: 64 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    /** queued, running, done or cancelled (BATCH_STATUSES). */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Rows left out: `{ row, key, field? }` (card-engine's RowIssue). */
    skipped: jsonb('skipped').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('batches_user_status_idx').on(t.userId, t.status), index('batches_expires_at_idx').on(t.expiresAt)],
);

/** One card of a batch: its state, and once rendered, its fit and warnings (the files are batch_files). */
export const batchItems = pgTable(
  'batch_items',
  {
    batchId: varchar('batch_id', { length: 22 })
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    /** The card's number in the batch, from 1 (its file's number). */
    seq: integer('seq').notNull(),
    /** Its row in the file. */
    row: integer('row').notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    /** What the render worker draws (the render page's job state). */
    state: jsonb('state').notNull(),
    /** queued, running, done or failed; a card reaches done or failed once (the job's result is written once). */
    status: varchar('status', { length: 16 }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** fits, shrunk or overflow. */
    fit: varchar('fit', { length: 16 }),
    warnings: jsonb('warnings'),
    error: varchar('error', { length: 64 }),
    /** The worker that rendered it (batch_workers.id), for per-worker throughput. */
    workerId: varchar('worker_id', { length: 64 }),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.seq] }),
    index('batch_items_status_idx').on(t.status),
    index('batch_items_worker_idx').on(t.workerId, t.renderedAt),
  ],
);

/** The PNGs of a batch: one per card, or one per page of a card drawn as pages. */
export const batchFiles = pgTable(
  'batch_files',
  {
    batchId: varchar('batch_id', { length: 22 })
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    page: integer('page').notNull(),
    name: varchar('name', { length: 160 }).notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.seq, t.page] })],
);

/**
 * The processes that render (web instances rendering in-process, `npm run worker`s), each
 * reporting every few seconds: the admin console's list, and how a killed worker is noticed
 * (its queue jobs are unlocked for the others once it has been silent BATCH_WORKER_STALE_MS).
 */
export const batchWorkers = pgTable('batch_workers', {
  id: varchar('id', { length: 64 }).primaryKey(),
  role: varchar('role', { length: 8 }).notNull(),
  host: varchar('host', { length: 128 }).notNull(),
  /** The queue library's own ids of this process's workers (what it locks jobs with). */
  queueWorkerIds: jsonb('queue_worker_ids').notNull().default([]),
  cardsTotal: integer('cards_total').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Saved cards (issue 25): the card state a maker draws (card-engine's CardState, versioned JSON),
 * its title and a small JPEG thumbnail, in the database so every instance serves them. `version`
 * counts changes of the state (optimistic concurrency: an update names the version it started
 * from). A deleted card keeps its row for CARD_PURGE_AFTER_DAYS, then a sweep purges it.
 */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: cardType('kind').notNull(),
    /** `<kind>/<templateId>`; not checked against the template registry (the web falls back to the kind's default). */
    template: varchar('template', { length: 64 }).notNull(),
    state: jsonb('state').notNull(),
    /** The title taken from the card's content (cardStateTitle), refreshed on every save. */
    title: varchar('title', { length: 128 }).notNull().default(''),
    /** The owner's own title (rename), which wins over `title`; null when none. */
    customTitle: varchar('custom_title', { length: 128 }),
    version: integer('version').notNull().default(1),
    visibility: cardVisibility('visibility').notNull().default('private'),
    /** The share page's id (/c/<shareId>), 96 random bits; null while private. */
    shareId: varchar('share_id', { length: 32 }),
    /** A JPEG of the card, at most 600 px wide (My cards, link previews); null before the first. */
    thumbnail: bytea('thumbnail'),
    thumbnailWidth: integer('thumbnail_width'),
    thumbnailHeight: integer('thumbnail_height'),
    /** The thumbnail's public file name: random, new on every change, so it can be cached for good. */
    thumbnailKey: varchar('thumbnail_key', { length: 64 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('cards_owner_updated_idx').on(t.ownerId, t.updatedAt),
    uniqueIndex('cards_share_id_unique').on(t.shareId),
    uniqueIndex('cards_thumbnail_key_unique').on(t.thumbnailKey),
    index('cards_visibility_idx')
      .on(t.visibility)
      .where(sql`${t.visibility} in ('submitted', 'approved')`),
    index('cards_deleted_at_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type CspReportRow = typeof cspReports.$inferSelect;
export type CspReportInsert = typeof cspReports.$inferInsert;
export type PageVisitInsert = typeof pageVisits.$inferInsert;
export type DownloadEventInsert = typeof downloadEvents.$inferInsert;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type BatchRow = typeof batches.$inferSelect;
export type BatchItemRow = typeof batchItems.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type NewCardRow = typeof cards.$inferInsert;

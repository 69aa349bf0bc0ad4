import { z } from 'zod';
import { RENDER_SIZES } from '../render-page';
import {
  API_TOKEN_NAME_MAX,
  EXPORT_SCALE_MAX,
  EXPORT_SCALE_MIN,
  RENDER_TEXT_MAX_CHARS,
  RENDER_IMAGE_MAX_CHARS,
} from '../limits';
import { CARD_TYPES } from './tracking';

/**
 * The public API, version 1 (issue 27): `/api/v1/templates`, `/api/v1/render`, the MCP tools and
 * the personal tokens that open them. The OpenAPI document at /api/v1/openapi.json is generated
 * from these schemas (z.toJSONSchema), so the document and the checks cannot drift.
 */

const bilingual = z.object({ zh: z.string(), en: z.string() });

/** The card sizes: a ratio preset, or `auto` (as tall as the content). */
export const RenderSizeSchema = z.enum(RENDER_SIZES);

/**
 * One template as the web build lists it in `templates.json` beside the SPA (the server reads
 * it, since it may not import the React templates): what an API user needs to choose and size it.
 */
export const ManifestTemplateSchema = z.object({
  /** `<kind>/<templateId>`, as download records store it. */
  id: z.string(),
  kind: z.enum(CARD_TYPES),
  name: bilingual,
  description: bilingual,
  /** The sizes it can be drawn at; the first of `defaultSize` is used when none is asked for. */
  sizes: z.array(RenderSizeSchema).min(1),
  defaultSize: RenderSizeSchema,
  /** `card`, and `pages` when it also draws as 3:4 pages (a carousel). */
  forms: z.array(z.enum(['card', 'pages'])).min(1),
  /** True when the card itself is a carousel of 3:4 pages (the note templates). */
  paged: z.boolean(),
  /** The format hints the maker shows beside its editor. */
  hints: z.object({ zh: z.array(z.string()), en: z.array(z.string()) }),
  /** Its default style: every field a render's `style` may change, with the value it starts from. */
  style: z.record(z.string(), z.unknown()),
});
export type ManifestTemplate = z.infer<typeof ManifestTemplateSchema>;

/** The web build's description of the registry (apps/web/dist/templates.json). */
export const TemplatesManifestSchema = z.object({
  version: z.literal(1),
  kinds: z.array(
    z.object({
      id: z.enum(CARD_TYPES),
      name: bilingual,
      /** The parser's messages (the maker's), `{{line}}`, `{{field}}` and `{{label}}` filled in by the server. */
      issues: z.record(z.string(), bilingual),
    }),
  ),
  templates: z.array(ManifestTemplateSchema).min(1),
});
export type TemplatesManifest = z.infer<typeof TemplatesManifestSchema>;

/** `GET /api/v1/templates`: every kind with the labels its text reads, and every template. */
export const TemplatesResponseSchema = z.object({
  success: z.literal(true),
  kinds: z.array(
    z.object({
      id: z.enum(CARD_TYPES),
      name: bilingual,
      /** Output pixels per CSS pixel when `scale` is not given (spec §9). */
      defaultScale: z.number().int(),
      /** Field → the labels that open it in labelled text, per language (the first is canonical). */
      labels: z.record(z.string(), z.object({ zh: z.array(z.string()), en: z.array(z.string()) })),
    }),
  ),
  templates: z.array(ManifestTemplateSchema),
});
export type TemplatesResponse = z.infer<typeof TemplatesResponseSchema>;

/** `POST /api/v1/render` (and the MCP tool render_card): one card from text or content. */
export const RenderRequestSchema = z
  .object({
    /** The card kind: profile, article, xiaohongshu (note), quote or blessing. */
    kind: z.enum(CARD_TYPES),
    /** The template, `<kind>/<id>` or just `<id>` (e.g. `quote/redBold` or `redBold`). */
    template: z.string().min(1).max(64),
    /** The card's language: its example, headings and date formats. */
    lang: z.enum(['zh', 'en']).default('zh'),
    /** Labelled text, as the maker reads it (`名言内容：…` / `Quote: …`); see GET /templates for the labels. */
    text: z.string().max(RENDER_TEXT_MAX_CHARS).optional(),
    /** Structured content instead of text (the kind's content fields); wins over text. */
    content: z.record(z.string(), z.unknown()).optional(),
    /** Style fields over the template's defaults (colours, fonts, sizes; the maker's style panel). */
    style: z.record(z.string(), z.unknown()).optional(),
    /** The canvas: a ratio preset or `auto`; unset is the template's default. */
    size: RenderSizeSchema.optional(),
    /** `card`, or `pages` for a template's 3:4 pages (a ZIP of PNGs). */
    form: z.enum(['card', 'pages']).default('card'),
    /** Output pixels per CSS pixel, 1–4; unset is the kind's `exportScale` (spec §9). */
    scale: z.number().int().min(EXPORT_SCALE_MIN).max(EXPORT_SCALE_MAX).optional(),
    /** The date shown where the card shows today's (the blessing), `YYYY-MM-DD`; unset is today. */
    today: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    /** A picture (note cover, profile photo) as a base64 `data:image/…` URL. */
    image: z.string().max(RENDER_IMAGE_MAX_CHARS).optional(),
    /** `opaque` (default: square corners on the card's colour) or `transparent` rounded corners. */
    background: z.enum(['opaque', 'transparent']).default('opaque'),
  })
  .strict();
export type RenderRequest = z.input<typeof RenderRequestSchema>;

/** One line of text the card could not read, or left off. */
export const RenderIssueSchema = z.object({
  line: z.number().int(),
  key: z.string(),
  field: z.string().optional(),
  message: z.string(),
});
export type RenderIssue = z.infer<typeof RenderIssueSchema>;

/** A personal API token as its owner sees it in /settings (never the token itself after creation). */
export const ApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The token's first characters, to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const ApiTokenListResponseSchema = z.object({ success: z.literal(true), tokens: z.array(ApiTokenSchema) });
export type ApiTokenListResponse = z.infer<typeof ApiTokenListResponseSchema>;

export const ApiTokenCreateRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(API_TOKEN_NAME_MAX)
    .refine((s) => !s.includes('\u0000')),
});
export type ApiTokenCreateRequest = z.input<typeof ApiTokenCreateRequestSchema>;

/** The answer to a creation: the token in full, shown this once. */
export const ApiTokenCreateResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  item: ApiTokenSchema,
});
export type ApiTokenCreateResponse = z.infer<typeof ApiTokenCreateResponseSchema>;

export const ApiTokenIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `GET /api/v1/renders/:id.png`: a rendered PNG kept for a while behind an unguessable id (MCP links). */
export const RenderLinkParamsSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{22}\.png$/) });

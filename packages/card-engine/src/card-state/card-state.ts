import * as v from 'valibot';
import { LANGS, type Lang } from '../kind';
import { CARD_KIND_IDS, findKind, type ContentOf, type KindId, type StyleOf } from '../kinds';
import { MAX_INPUT_CHARS } from '../labelled-text/normalize-text';
import { plainObject } from '../plain-object';

/**
 * The version of the card state this engine writes. A reader accepts every older version and
 * migrates it (`readCardState`); a newer one is refused, never guessed at.
 */
export const CARD_STATE_VERSION = 1;

/** How a card is drawn: the template's own card, or its 3:4 pages (a template with a paged form). */
export const CARD_FORMS = ['card', 'pages'] as const;
export type CardForm = (typeof CARD_FORMS)[number];

/** Output pixels per CSS pixel a state may ask for (issue 14: 1× to 4×). */
export const EXPORT_SCALES = [1, 2, 3, 4] as const;
export type ExportScale = (typeof EXPORT_SCALES)[number];

/**
 * The longest picture a state carries (the note's cover or the profile's photo), as characters of
 * its `data:` URL: about 1.5 MB of image. Makers re-encode larger uploads down to it before they
 * keep them, so drafts, saved cards and share links stay small enough to store and send.
 */
export const MAX_STATE_IMAGE_CHARS = 2_000_000;

/** A template id: `<kind>/<templateId>` (docs: naming), at most 64 characters. */
const TEMPLATE_ID = /^[a-z]+\/[A-Za-z][A-Za-z0-9]{0,47}$/;

/** A picture the state may carry: a base64 `data:` image, or an address on our own site (an avatar). */
const IMAGE =
  /^(?:data:image\/(?:png|jpeg|webp|gif|avif);base64,[A-Za-z0-9+/]+={0,2}|\/uploads\/avatars\/[A-Za-z0-9._-]{1,128})$/;

/**
 * Everything a maker needs to draw one card again: what drafts, saved cards, share links and the
 * render route store or receive (STYLE habit 18). Serialisable as JSON; `content` is used by form
 * makers (blessing) and `text` by text makers; the style carries the size preset (`canvas`) where
 * the kind has one.
 */
export interface CardState<K extends KindId = KindId> {
  v: typeof CARD_STATE_VERSION;
  kind: K;
  /** The template id, `<kind>/<templateId>`; whether it exists is the template registry's business. */
  template: string;
  /** The language the card was made in (its example, labels and file name). */
  lang: Lang;
  form: CardForm;
  /** The labelled text (text makers); empty for form makers. */
  text: string;
  /** The content edited field by field (form makers); null for text makers. */
  content: ContentOf<K> | null;
  style: StyleOf<K>;
  scale: ExportScale;
  /** The picture the page adds (note cover, profile photo) as a data: URL or an avatar path; null for none. */
  image: string | null;
}

/** A state of any kind. */
export type AnyCardState = { [K in KindId]: CardState<K> }[KindId];

/** Why a value is not a card state; `path` names the field (dotted), for an API's 4xx answer. */
export interface CardStateIssue {
  path: string;
  message: string;
}

export type CardStateResult = { ok: true; state: AnyCardState } | { ok: false; issues: CardStateIssue[] };

/** The shape every version 1 state has, before the kind checks its own content and style. */
const EnvelopeV1 = plainObject({
  v: v.literal(1),
  kind: v.picklist(CARD_KIND_IDS),
  template: v.pipe(v.string(), v.regex(TEMPLATE_ID)),
  lang: v.picklist(LANGS),
  form: v.optional(v.picklist(CARD_FORMS), 'card'),
  text: v.optional(v.pipe(v.string(), v.maxLength(MAX_INPUT_CHARS)), ''),
  content: v.optional(v.unknown(), null),
  style: v.optional(v.unknown(), {}),
  scale: v.optional(v.unknown()),
  image: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(MAX_STATE_IMAGE_CHARS), v.regex(IMAGE))), null),
});

/**
 * Older states, each read into the next version. Empty while only version 1 exists; a change of
 * shape adds `[n]: (old) => next` here and a fixture of the old shape to the tests.
 */
const MIGRATIONS: Readonly<Record<number, (state: Record<string, unknown>) => Record<string, unknown>>> = {};

function issuesOf(issues: readonly v.BaseIssue<unknown>[], prefix = ''): CardStateIssue[] {
  return issues.map((i) => {
    const path = (i.path ?? [])
      .map((p) => String((p as { key?: unknown }).key))
      .filter(Boolean)
      .join('.');
    return { path: [prefix, path].filter(Boolean).join('.') || prefix || '(root)', message: i.message };
  });
}

/**
 * Reads a stored or received card state: migrates older versions, checks the envelope, then the
 * kind's style (and content, for form makers) with the kind's own schemas. Never throws.
 * @param value - anything (parsed JSON from storage, a request body, a URL fragment)
 * @returns the state, or the issues that make it unreadable
 */
export function readCardState(value: unknown): CardStateResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, issues: [{ path: '(root)', message: 'a card state is an object' }] };
  }
  let raw = value as Record<string, unknown>;
  const version = raw.v;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, issues: [{ path: 'v', message: 'unknown card state version' }] };
  }
  if (version > CARD_STATE_VERSION) {
    return { ok: false, issues: [{ path: 'v', message: `card state version ${version} is newer than this app` }] };
  }
  try {
    for (let n = version; n < CARD_STATE_VERSION; n += 1) {
      const step = MIGRATIONS[n];
      if (!step) return { ok: false, issues: [{ path: 'v', message: `no migration from version ${n}` }] };
      raw = step(raw);
    }
  } catch {
    return { ok: false, issues: [{ path: 'v', message: 'the card state could not be migrated' }] };
  }
  const envelope = v.safeParse(EnvelopeV1, raw);
  if (!envelope.success) return { ok: false, issues: issuesOf(envelope.issues) };
  const e = envelope.output;
  const kind = findKind(e.kind);
  if (!kind) return { ok: false, issues: [{ path: 'kind', message: 'unknown kind' }] };
  if (!e.template.startsWith(`${e.kind}/`)) {
    return { ok: false, issues: [{ path: 'template', message: 'the template is not of this kind' }] };
  }
  const style = v.safeParse(kind.styleSchema as v.GenericSchema, e.style);
  if (!style.success) return { ok: false, issues: issuesOf(style.issues, 'style') };
  let content: unknown = null;
  if (e.content !== null && e.content !== undefined) {
    const checked = v.safeParse(kind.contentSchema as v.GenericSchema, e.content);
    if (!checked.success) return { ok: false, issues: issuesOf(checked.issues, 'content') };
    content = checked.output;
  }
  const scale = (EXPORT_SCALES as readonly unknown[]).includes(e.scale) ? (e.scale as ExportScale) : kind.exportScale;
  const state = {
    v: CARD_STATE_VERSION,
    kind: e.kind,
    template: e.template,
    lang: e.lang,
    form: e.form,
    text: e.text,
    content,
    style: style.output,
    scale,
    image: e.image,
  } as AnyCardState;
  return { ok: true, state };
}

/**
 * The state as the JSON text drafts, saved cards and links store. Keys in a fixed order, so equal
 * states serialise to equal strings (a draft unchanged since its last save is not written again).
 * @param state - a card state
 * @returns its JSON
 */
export function serializeCardState(state: CardState): string {
  const { v: version, kind, template, lang, form, text, content, style, scale, image } = state;
  return JSON.stringify({ v: version, kind, template, lang, form, text, content, style, scale, image });
}

/**
 * Reads a state from its JSON text; anything unreadable is an issue, never an exception.
 * @param json - the stored text
 * @returns the state, or its issues
 */
export function parseCardState(json: string): CardStateResult {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, issues: [{ path: '(root)', message: 'not JSON' }] };
  }
  return readCardState(value);
}

/** The longest title a card state gives (My cards, share pages, file names). */
export const MAX_CARD_TITLE_CHARS = 80;

/**
 * The card's title, as My cards and a share page name it: the subject its kind names the PNG after
 * (a quote's text, a note's title, a profile's name), else the text's first line, cut at a word.
 * @param state - a card state
 * @returns a one-line title, possibly empty when the card has no text at all
 */
export function cardStateTitle(state: AnyCardState): string {
  const kind = findKind(state.kind);
  let subject = '';
  if (kind) {
    try {
      const content = state.content ?? (kind.parse(state.text) as { ok: boolean; content?: unknown }).content;
      const titleOf = (kind.title ?? kind.fileName.subject) as (c: unknown) => string;
      if (content) subject = titleOf(content);
    } catch {
      subject = '';
    }
  }
  if (!subject.trim()) subject = state.text.split('\n').find((line) => line.trim()) ?? '';
  const line = subject.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  if (chars.length <= MAX_CARD_TITLE_CHARS) return line;
  const cut = chars.slice(0, MAX_CARD_TITLE_CHARS - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length >= MAX_CARD_TITLE_CHARS / 2 ? atWord : cut}…`;
}

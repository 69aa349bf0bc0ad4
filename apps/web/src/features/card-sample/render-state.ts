import { findKind, safeParse, type CardForm, type Lang, type ParseIssue } from '@inkcard/card-engine';
import {
  SAMPLE_LENGTHS,
  sampleContent,
  templateInForm,
  type AnyCardTemplate,
  type AnyLoadedTemplate,
  type SampleLength,
} from '@inkcard/card-templates';
import { findTemplate } from '@inkcard/card-templates/registry';

/** What the render route draws, read from its URL. */
export interface RenderState {
  /** The template in the form asked for, with its body. */
  template: AnyLoadedTemplate | undefined;
  lang: Lang;
  /** The content to draw (checked against the kind's schema), or null with the issues. */
  content: unknown;
  style: unknown;
  issues: readonly ParseIssue[];
}

/** A JSON parameter as an object, or undefined when absent or not an object. */
function jsonParam(params: URLSearchParams, name: string): Record<string, unknown> | undefined {
  const raw = params.get(name);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** `YYYY-MM-DD` as a local date, else now. */
function todayParam(raw: string | null): Date {
  const m = raw ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date();
}

/**
 * The template the render route's parameters name, whose body the caller loads (loadTemplate)
 * before reading the rest with readRenderState.
 * @param params - the URL's search parameters
 * @returns the template, or undefined for none or an unknown id
 */
export function renderTemplate(params: URLSearchParams): AnyCardTemplate | undefined {
  return findTemplate(params.get('template') ?? '');
}

/**
 * What a render draws, whichever way it was asked for (the route's URL parameters, or a card state
 * handed to the warm page of the render pool): everything but the template.
 */
export interface RenderInput {
  form: CardForm;
  lang: Lang;
  /** Labelled text; null for the template's example in `lang`. */
  text: string | null;
  /** Content edited field by field (form makers, or an API's structured content); wins over text. */
  content?: Record<string, unknown>;
  /** A sample length: the example's text at that length (the sweeps). */
  sample?: SampleLength;
  /** Style fields merged over the template's starting style (its defaults, as a maker first shows it). */
  style?: Record<string, unknown>;
  /** The picture the page adds (note cover, profile photo). */
  image?: string | null;
  /** The date a card shows where it shows today's (the blessing's default date). */
  today: Date;
  /** The system colour scheme a template such as the coder card starts from. */
  prefersDark: boolean;
}

/** The content field each kind's picture goes into (what the note and profile makers add to the parse). */
const IMAGE_FIELD: Partial<Record<string, string>> = { xiaohongshu: 'coverImage', profile: 'photo' };

/**
 * Reads the render route's parameters. Everything passed in is checked against the kind's
 * schemas: content that does not fit becomes an issue, a style that does not fit falls back to
 * the template's defaults. Never throws.
 * @param params - the URL's search parameters
 * @param found - the template they name (renderTemplate) with its body loaded
 * @returns the template, language, content or issues, and style
 */
export function readRenderState(params: URLSearchParams, found: AnyLoadedTemplate | undefined): RenderState {
  const sample = params.get('sample');
  return renderStateOf(found, {
    // `paged=1`: the template's paged form (its 3:4 pages), when it has one.
    form: params.get('paged') === '1' ? 'pages' : 'card',
    lang: params.get('lang') === 'en' ? 'en' : 'zh',
    text: params.get('text'),
    content: jsonParam(params, 'content'),
    sample: (SAMPLE_LENGTHS as readonly string[]).includes(sample ?? '') ? (sample as SampleLength) : undefined,
    style: jsonParam(params, 'style'),
    today: todayParam(params.get('today')),
    prefersDark: params.get('scheme') === 'dark',
  });
}

/**
 * What a render draws from its input (see RenderInput). Content that does not fit the kind's
 * schema, or text that does not parse, gives the issues; a style that does not fit falls back to
 * the template's starting style. Never throws.
 * @param found - the template with its body loaded, or undefined
 * @param input - form, language, text or content, style, picture, today and scheme
 * @returns the template in its form, language, content or issues, and style
 */
export function renderStateOf(found: AnyLoadedTemplate | undefined, input: RenderInput): RenderState {
  const { lang } = input;
  const template = found && templateInForm(found, input.form);
  const kind = template && findKind(template.kind);
  if (!template || !kind) return { template: undefined, lang, content: null, style: null, issues: [] };

  // As a maker first shows it: a template that starts from the visitor's setting (the coder card's
  // theme and label language) gets the render's language and scheme (light unless asked), so a
  // render never depends on the machine it runs on.
  const starting = {
    ...template.styleDefaults,
    ...template.initialStyle?.({ prefersDark: input.prefersDark, lang }),
  };
  const startingStyle = safeParse(kind.styleSchema, starting);
  const fallbackStyle = startingStyle.success ? startingStyle.output : template.styleDefaults;
  const mergedStyle = safeParse(kind.styleSchema, { ...fallbackStyle, ...input.style });
  const style = mergedStyle.success ? mergedStyle.output : fallbackStyle;
  const context = { lang, today: input.today };
  const imageField = IMAGE_FIELD[template.kind];
  const withImage = (content: unknown): unknown =>
    input.image && imageField ? { ...(content as object), [imageField]: input.image } : content;

  const passed = input.sample
    ? ((sampleContent(template, lang, input.sample) as Record<string, unknown> | null) ?? undefined)
    : input.content;
  if (passed) {
    const checked = safeParse(kind.contentSchema, withImage(passed));
    if (!checked.success)
      return { template, lang, content: null, style, issues: [{ line: 1, key: 'makers.parse.invalid' }] };
    return { template, lang, content: kind.completeContent(checked.output as never, context), style, issues: [] };
  }
  const res = kind.parse(input.text ?? template.examples[lang], template.parseOptions as never);
  if (!res.ok) return { template, lang, content: null, style, issues: res.issues };
  const content = safeParse(kind.contentSchema, withImage(res.content));
  return {
    template,
    lang,
    content: kind.completeContent((content.success ? content.output : res.content) as never, context),
    style,
    issues: res.warnings ?? [],
  };
}

import { findKind, safeParse, type Lang, type ParseIssue } from '@inkcard/card-engine';
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
 * Reads the render route's parameters. Everything passed in is checked against the kind's
 * schemas: content that does not fit becomes an issue, a style that does not fit falls back to
 * the template's defaults. Never throws.
 * @param params - the URL's search parameters
 * @param found - the template they name (renderTemplate) with its body loaded
 * @returns the template, language, content or issues, and style
 */
export function readRenderState(params: URLSearchParams, found: AnyLoadedTemplate | undefined): RenderState {
  // `paged=1`: the template's paged form (its 3:4 pages), when it has one.
  const template = found && templateInForm(found, params.get('paged') === '1' ? 'pages' : 'card');
  const lang: Lang = params.get('lang') === 'en' ? 'en' : 'zh';
  const kind = template && findKind(template.kind);
  if (!template || !kind) return { template: undefined, lang, content: null, style: null, issues: [] };

  const styleOverride = jsonParam(params, 'style');
  // As a maker first shows it: a template that starts from the visitor's setting (the coder card's
  // theme and label language) gets the route's language and `scheme` (light unless 'dark'), so a
  // render never depends on the machine it runs on.
  const starting = {
    ...template.styleDefaults,
    ...template.initialStyle?.({ prefersDark: params.get('scheme') === 'dark', lang }),
  };
  const startingStyle = safeParse(kind.styleSchema, starting);
  const fallbackStyle = startingStyle.success ? startingStyle.output : template.styleDefaults;
  const mergedStyle = safeParse(kind.styleSchema, { ...fallbackStyle, ...styleOverride });
  const style = mergedStyle.success ? mergedStyle.output : fallbackStyle;
  const context = { lang, today: todayParam(params.get('today')) };

  const sample = params.get('sample');
  const passed = (SAMPLE_LENGTHS as readonly string[]).includes(sample ?? '')
    ? ((sampleContent(template, lang, sample as SampleLength) as Record<string, unknown> | null) ?? undefined)
    : jsonParam(params, 'content');
  if (passed) {
    const checked = safeParse(kind.contentSchema, passed);
    if (!checked.success)
      return { template, lang, content: null, style, issues: [{ line: 1, key: 'makers.parse.invalid' }] };
    return { template, lang, content: kind.completeContent(checked.output as never, context), style, issues: [] };
  }
  const text = params.get('text') ?? template.examples[lang];
  const res = kind.parse(text, template.parseOptions as never);
  if (!res.ok) return { template, lang, content: null, style, issues: res.issues };
  return {
    template,
    lang,
    content: kind.completeContent(res.content as never, context),
    style,
    issues: res.warnings ?? [],
  };
}

import { findKind, safeParse, type AnyCardState, type KindId } from '@inkcard/card-engine';
import { templateInForm, type AnyCardTemplate, type AnyLoadedTemplate } from '@inkcard/card-templates';
import { findTemplate, templatesOf } from '@inkcard/card-templates/registry';

/**
 * The content field a kind's picture goes in: the note's cover, the profile's photo (a card state
 * keeps the picture beside the text, as its maker does).
 */
const IMAGE_FIELDS: Partial<Record<KindId, string>> = { xiaohongshu: 'coverImage', profile: 'photo' };

/**
 * The template a card state is drawn with: its own, or its kind's default when that template no
 * longer exists (the server keeps any well-formed id; docs/DECISIONS.md, "Retired templates").
 * @param state - a card state read with readCardState
 * @returns the template (its body may still have to load)
 */
export function templateOfState(state: AnyCardState): AnyCardTemplate {
  const own = findTemplate(state.template);
  return own && own.kind === state.kind ? own : (templatesOf(state.kind)[0] as AnyCardTemplate);
}

/** A card state as a template draws it. */
export interface DrawnCard {
  /** The template in the state's form. */
  template: AnyLoadedTemplate;
  /** The content to draw, or null when the text does not parse. */
  content: unknown;
  style: unknown;
}

/**
 * What a template needs to draw a card state, as its maker draws it: the content edited field by
 * field or parsed from the text, with the picture in its field and what the kind fills in (the
 * blessing's date); the style checked against the kind's schema over the template's defaults.
 * Never throws.
 * @param state - a card state read with readCardState
 * @param loaded - its template (templateOfState) with its body loaded
 * @param today - the date a blessing without one shows
 * @returns the template, content and style
 */
export function drawCardState(state: AnyCardState, loaded: AnyLoadedTemplate, today = new Date()): DrawnCard {
  const template = templateInForm(loaded, state.form);
  const kind = findKind(state.kind);
  const defaults = template.styleDefaults as Record<string, unknown>;
  const merged = kind && safeParse(kind.styleSchema, { ...defaults, ...(state.style as Record<string, unknown>) });
  const style = merged?.success ? merged.output : defaults;
  if (!kind) return { template, content: null, style };
  let content: Record<string, unknown> | null = state.content as Record<string, unknown> | null;
  if (content === null) {
    const parsed = kind.parse(state.text, template.parseOptions as never);
    content = parsed.ok ? (parsed.content as Record<string, unknown>) : null;
  }
  if (content === null) return { template, content: null, style };
  const field = IMAGE_FIELDS[state.kind];
  if (field && state.image) content = { ...content, [field]: state.image };
  return { template, content: kind.completeContent(content as never, { lang: state.lang, today }), style };
}

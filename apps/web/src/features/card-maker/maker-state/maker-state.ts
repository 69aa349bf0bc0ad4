import type { CardForm, CardState, ContentOf, ExportScale, KindId, StyleOf } from '@inkcard/card-engine';

/**
 * The maker's state machine (issue 25, STYLE habit 18): one serialisable card (`CardState`, what
 * drafts, saved cards, share links and /render hold) plus what only this page's session needs (what
 * the card was last drawn from, the assist's way back, the undo history). Every change is a named
 * action; `reduceMaker` is pure (no React, no DOM, no clock: actions carry their time), so each
 * transition is unit-tested. The template bodies stay outside: an action that needs a template's
 * example or defaults carries them.
 */

/** How long a pause ends one typing (or slider) entry of the undo history. */
export const HISTORY_PAUSE_MS = 1000;
/** The most undo steps kept; older ones are forgotten. */
export const HISTORY_LIMIT = 100;

/** What differs between makers, from the kind and the page's configuration. */
export interface MakerRules {
  /** 'text': labelled text parsed into content; 'form': content edited field by field. */
  input: 'text' | 'form';
  /** 'live': the card follows typing after a pause; 'button': it is drawn on generate. */
  parseMode: 'live' | 'button';
  /** Button makers: after the first generate, the card follows typing too. */
  liveAfterGenerate: boolean;
  /** Templates that are only looks (notes): a template change never loads an example. */
  keepTextOnTemplateChange: boolean;
  /** A template change that loads an example draws it after the maker's delay (articles, §9), not at once. */
  delaysTemplateParse: boolean;
}

/** The fields of the card an undo step puts back (the view choices form and scale are not edits). */
type Recorded<K extends KindId> = Pick<CardState<K>, 'template' | 'text' | 'content' | 'style' | 'image'>;

/** One undo step: the card's edited fields and what was drawn then. */
export interface Snapshot<K extends KindId = KindId> {
  card: Recorded<K>;
  parsedText: string | null;
}

/** What smart paste or AI last put into the editor, and the text it replaced. */
export interface AssistApplied {
  by: 'smart' | 'ai';
  /** The text before. */
  original: string;
  /** The text it put in; once the editor holds anything else, the way back is gone. */
  result: string;
  /** Smart paste read only the start of a very long text. */
  truncated: boolean;
  /** What of the text smart paste found no place for on the card, listed for the user. */
  leftOut?: readonly string[];
}

export interface MakerHistory<K extends KindId = KindId> {
  past: Snapshot<K>[];
  future: Snapshot<K>[];
  /** The group of the last recorded change ('type', 'style:cardWidth'…), null after a replacing one. */
  group: string | null;
  /** When the last recorded change happened (ms), for coalescing. */
  at: number;
}

export interface MakerState<K extends KindId = KindId> {
  card: CardState<K>;
  /** The text the drawn card was parsed from; null while none is drawn (before generate, after clear). */
  parsedText: string | null;
  /** The card follows the text after the typing pause (live makers once armed; notes after generate). */
  followsTyping: boolean;
  /** A template change loaded an example to draw after the maker's delay. */
  parseDue: boolean;
  assist: AssistApplied | null;
  /** An AI answer is streaming: the editor is read-only and nothing else may replace the text. */
  isStreaming: boolean;
  /** The card as loaded or last saved, for the dirty flag. */
  baseline: Pick<CardState<K>, 'image'> & { key: string };
  history: MakerHistory<K>;
}

export type MakerAction<K extends KindId = KindId> =
  /** The visitor types in the editor. */
  | { type: 'type'; text: string; at: number }
  /** The visitor edits a form maker's field. */
  | { type: 'content'; content: ContentOf<K>; at: number }
  /** The visitor changes the style (a control of the panel, a size preset). */
  | { type: 'style'; style: StyleOf<K>; at: number }
  /** "Reset style": the template's starting style. */
  | { type: 'resetStyle'; style: StyleOf<K>; at: number }
  /**
   * A template whose body is in was chosen. `example` is its example (text makers) or its parsed
   * example content (form makers); `untouched` the examples the current template would have
   * given, so text still equal to one is not the visitor's own.
   */
  | {
      type: 'template';
      template: string;
      example: string | ContentOf<K> | null;
      untouched: readonly string[];
      onSelect: 'defaults' | Partial<StyleOf<K>>;
      startingStyle: StyleOf<K>;
      at: number;
    }
  /** "Use example": the template's example (text, or content for form makers), drawn at once. */
  | { type: 'example'; example: string | ContentOf<K>; at: number }
  /** "Clear": empty text; a button maker hides its card. */
  | { type: 'clear'; at: number }
  /** Smart paste or AI put labelled text in place of `original` (ignored if the text changed since). */
  | {
      type: 'assist';
      by: 'smart' | 'ai';
      original: string;
      text: string;
      truncated: boolean;
      leftOut?: readonly string[];
      at: number;
    }
  /** "Back to my original text". */
  | { type: 'restoreOriginal'; at: number }
  /** "Keep": the assist's note closes. */
  | { type: 'keepAssist' }
  | { type: 'streamStart' }
  | { type: 'streamEnd' }
  /** The picture the page adds (note cover, profile photo). */
  | { type: 'image'; image: string | null; at: number }
  | { type: 'form'; form: CardForm }
  | { type: 'scale'; scale: ExportScale }
  /** Generate / update: draw the text now. */
  | { type: 'generate' }
  /** The typing pause (or a template change's delay) is over: draw the text. */
  | { type: 'parse' }
  /** Load a whole card (a draft, a saved card, a share link, the login round trip, start fresh); undoable. */
  | { type: 'load'; card: CardState<K>; at: number }
  /** The card was saved as it is now: it is no longer dirty. */
  | { type: 'markSaved' }
  | { type: 'undo' }
  | { type: 'redo' };

/**
 * The card's identity, but for its picture (compared as is: a picture of a megabyte is not written
 * out at every keystroke) and the UI language it was made in (switching the interface's language
 * is not an edit).
 * @param card - a card state
 * @returns a string equal for cards equal but for their picture
 */
export function cardKey(card: CardState): string {
  const { template, form, text, content, style, scale } = card;
  return JSON.stringify([template, form, text, content, style, scale]);
}

/**
 * Whether two cards are the same card (every field but the UI language).
 * @param a - a card state
 * @param b - another
 * @returns true when equal
 */
export function sameCard(a: CardState, b: CardState): boolean {
  return a === b || (a.image === b.image && cardKey(a) === cardKey(b));
}

const baselineOf = <K extends KindId>(card: CardState<K>) => ({ key: cardKey(card), image: card.image });

/**
 * The maker's first state.
 * @param rules - the maker's rules
 * @param card - the card to start from (a fresh card, a linked template's example, a restored draft)
 * @param isDrawn - whether the card is drawn at once (a live maker's example, a link, a draft) or
 *   waits for generate (a button maker, the profile's first example)
 * @returns the state
 */
export function initialMakerState<K extends KindId>(
  rules: MakerRules,
  card: CardState<K>,
  isDrawn: boolean,
): MakerState<K> {
  return {
    card,
    parsedText: isDrawn && rules.input === 'text' ? card.text : null,
    followsTyping: rules.parseMode === 'live' ? isDrawn : rules.liveAfterGenerate && isDrawn,
    parseDue: false,
    assist: null,
    isStreaming: false,
    baseline: baselineOf(card),
    history: { past: [], future: [], group: null, at: 0 },
  };
}

/**
 * Whether the state differs from the card as loaded or last saved.
 * @param state - the maker's state
 * @returns true when there are unsaved changes
 */
export function isDirty(state: MakerState): boolean {
  return state.card.image !== state.baseline.image || cardKey(state.card) !== state.baseline.key;
}

export const canUndo = (state: MakerState): boolean => state.history.past.length > 0 && !state.isStreaming;
export const canRedo = (state: MakerState): boolean => state.history.future.length > 0 && !state.isStreaming;

/**
 * The assist's note while it still applies: only while the editor holds what the assist put there.
 * @param state - the maker's state
 * @returns the applied assist, or null
 */
export function assistShown(state: MakerState): AssistApplied | null {
  return state.assist && state.assist.result === state.card.text ? state.assist : null;
}

function snapshot<K extends KindId>(state: MakerState<K>): Snapshot<K> {
  const { template, text, content, style, image } = state.card;
  return { card: { template, text, content, style, image }, parsedText: state.parsedText };
}

/** The keys whose values differ between two styles, as a history group ('style:cardWidth'). */
function styleGroup(before: object, after: object): string {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );
  return `style:${keys.sort().join(',')}`;
}

/** The form field a content edit changed, as a history group. */
function contentGroup(before: unknown, after: unknown): string {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]);
  return `content:${keys.sort().join(',')}`;
}

/**
 * Applies a recorded change: the state before it becomes an undo step, unless the change continues
 * the last one (same group, within the pause), and the redo steps are dropped.
 */
function record<K extends KindId>(
  state: MakerState<K>,
  next: MakerState<K>,
  group: string | null,
  at: number,
): MakerState<K> {
  if (sameCard(next.card, state.card) && next.parsedText === state.parsedText) return state;
  const h = state.history;
  const continues = group !== null && h.group === group && at - h.at < HISTORY_PAUSE_MS;
  const past = continues ? h.past : [...h.past, snapshot(state)].slice(-HISTORY_LIMIT);
  return { ...next, history: { past, future: [], group, at } };
}

/** The state once text that did not come from typing is in the editor: drawn at once. */
function withText<K extends KindId>(state: MakerState<K>, rules: MakerRules, text: string): MakerState<K> {
  return {
    ...state,
    card: { ...state.card, text },
    parsedText: text,
    followsTyping: rules.parseMode === 'live' || rules.liveAfterGenerate,
    parseDue: false,
    assist: null,
  };
}

/** Puts an undo or redo step in place; view choices (form, scale) stay as they are. */
function restore<K extends KindId>(state: MakerState<K>, step: Snapshot<K>): MakerState<K> {
  return {
    ...state,
    card: { ...state.card, ...step.card },
    parsedText: step.parsedText,
    parseDue: false,
    assist: null,
  };
}

/**
 * The maker's reducer: every transition of the card maker.
 * @param rules - the maker's rules
 * @param state - the current state
 * @param action - what happened
 * @returns the next state (the same object when nothing changed)
 */
export function reduceMaker<K extends KindId>(
  rules: MakerRules,
  state: MakerState<K>,
  action: MakerAction<K>,
): MakerState<K> {
  const card = state.card;
  switch (action.type) {
    case 'type': {
      // The editor is read-only while an AI answer streams: nothing typed is overwritten.
      if (state.isStreaming || action.text === card.text) return state;
      const next: MakerState<K> = {
        ...state,
        card: { ...card, text: action.text },
        followsTyping: state.followsTyping || rules.parseMode === 'live',
        parseDue: false,
      };
      return record(state, next, 'type', action.at);
    }
    case 'content':
      return record(
        state,
        { ...state, card: { ...card, content: action.content } },
        contentGroup(card.content, action.content),
        action.at,
      );
    case 'style':
      return record(
        state,
        { ...state, card: { ...card, style: action.style } },
        styleGroup(card.style, action.style),
        action.at,
      );
    case 'resetStyle':
      return record(state, { ...state, card: { ...card, style: action.style } }, null, action.at);
    case 'template': {
      const style =
        action.onSelect === 'defaults' ? action.startingStyle : ({ ...card.style, ...action.onSelect } as StyleOf<K>);
      let next: MakerState<K> = { ...state, card: { ...card, template: action.template, style } };
      if (rules.input === 'form') return record(state, next, null, action.at);
      // Issue 25 (over spec §4): the visitor's own text stays and is read by the new template; the
      // template's example comes only in place of an empty text or an untouched example.
      const isOwnText = card.text.trim() !== '' && !action.untouched.includes(card.text);
      if (rules.keepTextOnTemplateChange || isOwnText || typeof action.example !== 'string') {
        // A card that follows the text is drawn at once in the new template.
        if (state.followsTyping) next = { ...next, parsedText: card.text, parseDue: false };
        return record(state, next, null, action.at);
      }
      next = withText(next, rules, action.example);
      if (rules.delaysTemplateParse) next = { ...next, parsedText: state.parsedText, parseDue: true };
      return record(state, next, null, action.at);
    }
    case 'example': {
      if (state.isStreaming) return state;
      if (typeof action.example !== 'string') {
        return record(state, { ...state, card: { ...card, content: action.example } }, null, action.at);
      }
      return record(state, withText(state, rules, action.example), null, action.at);
    }
    case 'clear': {
      if (state.isStreaming) return state;
      const next: MakerState<K> = {
        ...state,
        card: { ...card, text: '' },
        // A live card shows its blank-text message at once; a button maker's preview hides.
        parsedText: rules.parseMode === 'live' ? '' : null,
        parseDue: false,
        assist: null,
      };
      return record(state, next, null, action.at);
    }
    case 'assist': {
      if (card.text !== action.original || action.text === card.text) return state;
      const next = withText(state, rules, action.text);
      const assist: AssistApplied = {
        by: action.by,
        original: action.original,
        result: action.text,
        truncated: action.truncated,
        ...(action.leftOut?.length ? { leftOut: action.leftOut } : {}),
      };
      return record(state, { ...next, assist }, null, action.at);
    }
    case 'restoreOriginal': {
      const applied = assistShown(state);
      if (!applied || state.isStreaming) return state;
      return record(state, withText(state, rules, applied.original), null, action.at);
    }
    case 'keepAssist':
      return state.assist ? { ...state, assist: null } : state;
    case 'streamStart':
      return state.isStreaming ? state : { ...state, isStreaming: true };
    case 'streamEnd':
      return state.isStreaming ? { ...state, isStreaming: false } : state;
    case 'image':
      return record(state, { ...state, card: { ...card, image: action.image } }, null, action.at);
    case 'form':
      return card.form === action.form ? state : { ...state, card: { ...card, form: action.form } };
    case 'scale':
      return card.scale === action.scale ? state : { ...state, card: { ...card, scale: action.scale } };
    case 'generate':
      if (rules.input !== 'text') return state;
      return {
        ...state,
        parsedText: card.text,
        followsTyping: rules.parseMode === 'live' || rules.liveAfterGenerate,
        parseDue: false,
      };
    case 'parse':
      if (rules.input !== 'text' || (!state.followsTyping && !state.parseDue)) return state;
      if (state.parsedText === card.text && !state.parseDue) return state;
      return { ...state, parsedText: card.text, parseDue: false };
    case 'load': {
      const loaded = action.card;
      const next: MakerState<K> = {
        ...state,
        card: loaded,
        parsedText: rules.input === 'text' ? loaded.text : null,
        followsTyping: rules.parseMode === 'live' || rules.liveAfterGenerate,
        parseDue: false,
        assist: null,
      };
      const recorded = record(state, next, null, action.at);
      // Loading a card the maker already shows changes nothing but what counts as saved.
      return { ...(recorded === state ? next : recorded), baseline: baselineOf(loaded) };
    }
    case 'markSaved':
      return { ...state, baseline: baselineOf(card) };
    case 'undo': {
      const { past, future } = state.history;
      const step = past[past.length - 1];
      if (!step || state.isStreaming) return state;
      return {
        ...restore(state, step),
        history: { past: past.slice(0, -1), future: [snapshot(state), ...future], group: null, at: 0 },
      };
    }
    case 'redo': {
      const { past, future } = state.history;
      const step = future[0];
      if (!step || state.isStreaming) return state;
      return {
        ...restore(state, step),
        history: { past: [...past, snapshot(state)], future: future.slice(1), group: null, at: 0 },
      };
    }
  }
}

import type { CardKind, Lang } from '../kind';
import { normalizeText } from '../labelled-text/normalize-text';
import { readPlainText, type PlainText } from './read-plain-text';
import { SMART_PASTE_MAX_CHARS } from './smart-paste-limits';
import { textLang } from './sentences';
import { kindLineOf, writeLabelled, type LabelledEntry } from './write-labelled';

/** What smart paste answers: labelled text for the kind, or why there is none. */
export type SmartPasteResult =
  | {
      ok: true;
      /** Labelled text the kind's parser reads into a card. */
      text: string;
      /** The language of the text, which its labels follow. */
      lang: Lang;
      /** False when the text was already labelled text of the kind and is given back as it was. */
      changed: boolean;
      /** True when the text was longer than SMART_PASTE_MAX_CHARS and its end was left out. */
      truncated: boolean;
      /**
       * What of the text the card has no place for (a résumé's education when the kind has no
       * field for it, the end of an over-long title), as written: the maker lists it, so nothing
       * pasted disappears without a word.
       */
      leftOut: string[];
    }
  | { ok: false; reason: 'empty' };

/** Turns plain text into a kind's labelled text; never throws. */
export type SmartPaster = (text: string, options?: { lang?: Lang }) => SmartPasteResult;

/** What a kind's smart paste rules receive. */
export interface SmartPasteInput {
  /** The text, normalised and capped. */
  text: string;
  /** Its lines (blank ones included), as `PlainLine.index` counts them. */
  lines: string[];
  /** Its lines with their roles. */
  plain: PlainText;
  /** The text's language. */
  lang: Lang;
}

/** What a kind's rules answer: the fields to write, and what of the text has no place on the card. */
export type SmartPasteRulesResult = LabelledEntry[] | { entries: LabelledEntry[]; leftOut: string[] };

/** How a kind's smart paste writes its answer. */
export interface SmartPasteOptions {
  /** The field every card needs (filled from the first line when the rules leave it empty). */
  required: string;
  /** 'blank' separates fields with an empty line (kinds whose values hold paragraphs). */
  spacing?: 'line' | 'blank';
  /** Fields whose values may run over several paragraphs (a note's body). */
  paragraphFields?: readonly string[];
}

/**
 * Whether text is already the kind's labelled text: every paragraph opens with a label, or
 * continues a field that holds paragraphs. (The tokenizer reads a paragraph after "作者：林一" as
 * more of the author, so a pasted article would otherwise pass for labelled text.)
 */
function isLabelled(
  kind: Pick<CardKind, 'allLabels' | 'labels' | 'fieldLabel' | 'tokenizer'>,
  text: string,
  paragraphFields: readonly string[],
): boolean {
  let field: string | undefined;
  for (const block of text.split(/\n[ \t\u3000]*\n/).filter((b) => b.trim())) {
    const lines = block.trim().split('\n');
    if (!kindLineOf(kind, lines[0]!) && !(field && paragraphFields.includes(field))) return false;
    for (const line of lines) field = kindLineOf(kind, line)?.field ?? field;
  }
  return true;
}

/**
 * Declares a kind's smart paste from its rules. The returned function normalises and caps the
 * text, gives back text that is already the kind's labelled text unchanged, runs the rules, and
 * checks the answer with the kind's own parser, falling back to the first line as the required
 * field, so whatever it is given, its labelled text makes a card.
 * @param kind - the kind (its labels and parser)
 * @param rules - plain text → the fields to write, in order
 * @param options - the required field and the spacing
 * @returns the kind's smart paste
 */
export function defineSmartPaste(
  kind: Pick<CardKind, 'allLabels' | 'labels' | 'fieldLabel' | 'tokenizer' | 'parse'>,
  rules: (input: SmartPasteInput) => SmartPasteRulesResult,
  options: SmartPasteOptions,
): SmartPaster {
  const parses = (text: string): boolean => kind.parse(text).ok;
  return (raw, { lang: uiLang = 'zh' } = {}) => {
    const normalised = normalizeText(typeof raw === 'string' ? raw : '');
    if (normalised.trim().length === 0) return { ok: false, reason: 'empty' };
    const whole = kind.parse(normalised);
    if (whole.ok && !whole.warnings?.length && isLabelled(kind, normalised, options.paragraphFields ?? [])) {
      return {
        ok: true,
        text: normalised,
        lang: textLang(normalised, uiLang),
        changed: false,
        truncated: false,
        leftOut: [],
      };
    }
    const truncated = normalised.length > SMART_PASTE_MAX_CHARS;
    const text = truncated ? capAtLine(normalised, SMART_PASTE_MAX_CHARS) : normalised;
    const lang = textLang(text, uiLang);
    const lines = text.split('\n');
    let entries: LabelledEntry[];
    let leftOut: string[] = [];
    try {
      const answer = rules({ text, lines, plain: readPlainText(text), lang });
      entries = Array.isArray(answer) ? answer : answer.entries;
      leftOut = Array.isArray(answer) ? [] : answer.leftOut.map((l) => l.trim()).filter((l) => l.length > 0);
    } catch {
      entries = [];
    }
    let out = writeLabelled(kind, lang, entries, options.spacing);
    if (!parses(out)) {
      const [first = '', ...rest] = lines.map((l) => l.trim()).filter((l) => l.length > 0);
      const chars = Array.from(first);
      out = writeLabelled(kind, lang, [{ field: options.required, value: chars.slice(0, 40).join('') }]);
      leftOut = [chars.slice(40).join(''), ...rest].filter((l) => l.length > 0);
    }
    return { ok: true, text: out, lang, changed: true, truncated, leftOut };
  };
}

/** The text cut at the last line break before `max` characters (or at `max` in a long line). */
function capAtLine(text: string, max: number): string {
  const cut = text.lastIndexOf('\n', max);
  let end = cut > max / 2 ? cut : max;
  // Never split a surrogate pair (an emoji, a rare Han character).
  if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end--;
  return text.slice(0, end);
}

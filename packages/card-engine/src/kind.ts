import * as v from 'valibot';
import { failed, type ParseResult } from './result';
import {
  createLabelledTextTokenizer,
  type LabelledTextTokenizer,
  type LabelTable,
  type TokenizerOptions,
} from './labelled-text/tokenize-labelled-text';
import { safeFileName } from './labelled-text/safe-file-name';
import { withFieldValue } from './labelled-text/with-field-value';

/** The two UI languages; every label, example and file-name prefix exists in both. */
export const LANGS = ['zh', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** Field → the labels that introduce it, per language; the first of each language is canonical. */
export type KindLabels<F extends string> = Readonly<Record<F, Readonly<Record<Lang, readonly string[]>>>>;

/** How a maker turns text into a card: as the user types (debounced), or on a button press. */
export type ParseMode = 'live' | 'button';

/**
 * A content or style schema of the engine: any valibot schema whose output is `T` (a style's input
 * may differ, e.g. a missing canvas that reads as 3:4). Check values with `safeParse`.
 */
export type CardSchema<T> = v.GenericSchema<unknown, T>;

/** What a kind declares once (tldraw's shape util, as data). */
export interface CardKindConfig<Id extends string, F extends string, C, S, O> {
  /**
   * The one id the kind carries everywhere: templates (`<id>/<name>`), the maker's table, saved
   * cards, download records (spec §7 `cardType`, so also `CARD_TYPES` in shared and the database
   * enum). Lower-case letters.
   */
  id: Id;
  /** The `cardType` its download records carry (spec §7); the same string as `id`. */
  trackingType: Id;
  /** Its labels in zh and en; full-width and ASCII colons are both accepted by the tokenizer. */
  labels: KindLabels<F>;
  /** How its tokenizer treats labels it does not know (default: as text of the field above). */
  tokenizer?: TokenizerOptions;
  /**
   * The kind's own reading of the labelled text (use `parseLabelled` for the common part).
   * @param text - the user's text
   * @param options - template options (e.g. quote tags as a list or a line)
   * @param tokenize - the tokenizer compiled from `labels`
   */
  parse: (text: string, options: O, tokenize: LabelledTextTokenizer<F>) => ParseResult<C>;
  /** The content a card receives; parsed content, passed-in content and AI output are checked against it. */
  contentSchema: CardSchema<C>;
  /** The style a card receives; stored drafts and passed-in styles are checked against it. */
  styleSchema: CardSchema<S>;
  /** PNG pixel ratio (spec §9: 2 for profile, note, article; 3 for quote and blessing). */
  exportScale: 2 | 3;
  /** The PNG's name: `<prefix>_<subject>.png`, the fallback when the subject is blank (spec §9). */
  fileName: {
    prefix: Readonly<Record<Lang, string>>;
    subject: (content: C) => string;
    fallback: Readonly<Record<Lang, string>>;
  };
  parseMode: ParseMode;
  /**
   * What My cards and a share page call a card of this kind (default: the file name's subject).
   * @param content - the card's content
   */
  title?: (content: C) => string;
  /**
   * Fills in what the card shows when the text leaves it out (blessing: today's date, spec §3).
   * Pure: "today" is passed in, so a render can pin it.
   * @param content - parsed or edited content
   * @param context - the UI language and today's date
   */
  complete?: (content: C, context: { lang: Lang; today: Date }) => C;
}

/** A registered kind: its config plus the checked, never-throwing `parse` and the file name. */
export interface CardKind<
  Id extends string = string,
  F extends string = string,
  C = unknown,
  S = unknown,
  O = unknown,
> extends Omit<CardKindConfig<Id, F, C, S, O>, 'parse'> {
  /**
   * Parses labelled text; the content is checked against `contentSchema`. Never throws.
   * @param text - any string (non-strings count as empty)
   * @param options - template parse options
   * @returns content, or issues with line numbers and i18n keys
   */
  parse: (text: string, options?: Partial<O>) => ParseResult<C>;
  /**
   * The PNG file name for some content.
   * @param content - the card's content
   * @param lang - the UI language (chooses the prefix and fallback)
   * @returns `<prefix>_<subject>.png`, safe on every file system
   */
  fileNameFor: (content: C, lang: Lang) => string;
  /** Every label of every field, flattened, longest first (for smart paste and prompts). */
  allLabels: readonly string[];
  /**
   * A field's name as a writer of that language labels it (its first label): issues name fields so.
   * @param field - a field of the kind (any string is safe)
   * @param lang - zh or en
   * @returns the label, or the field itself when the kind has no such field
   */
  fieldLabel: (field: string, lang: Lang) => string;
  /**
   * The text with one field's value replaced on the line that opens it (e.g. the example's name).
   * @param text - labelled text
   * @param field - the field, by id; an unknown field leaves the text unchanged
   * @param value - the new one-line value
   * @returns the edited text
   */
  withFieldValue: (text: string, field: string, value: string) => string;
  /**
   * The content as a card draws it: `complete` applied, or the content itself.
   * @param content - parsed or edited content
   * @param context - the UI language and today's date
   */
  completeContent: (content: C, context: { lang: Lang; today: Date }) => C;
}

/**
 * Declares a card kind. The returned `parse` compiles the tokenizer once, catches anything the
 * kind's code might throw, and validates the content against the schema, so no caller ever sees
 * an exception or content of the wrong shape.
 * @param config - the kind's data
 * @returns the kind, ready for KINDS
 */
export function defineCardKind<Id extends string, F extends string, C, S, O = Record<string, never>>(
  config: CardKindConfig<Id, F, C, S, O>,
): CardKind<Id, F, C, S, O> {
  const table = Object.fromEntries(
    Object.entries(config.labels).map(([field, byLang]) => {
      const { zh, en } = byLang as Record<Lang, readonly string[]>;
      return [field, [...zh, ...en]];
    }),
  ) as unknown as LabelTable<F>;
  const tokenize = createLabelledTextTokenizer(table, config.tokenizer);
  const allLabels = Object.values<readonly string[]>(table)
    .flat()
    .sort((a, b) => b.length - a.length);
  return {
    ...config,
    allLabels,
    parse(text, options) {
      let result: ParseResult<C>;
      try {
        result = config.parse(typeof text === 'string' ? text : '', (options ?? {}) as O, tokenize);
      } catch {
        return failed([{ line: 1, key: 'makers.parse.invalid' }]);
      }
      if (!result.ok) return result;
      const checked = v.safeParse(config.contentSchema, result.content);
      return checked.success ? result : failed([{ line: 1, key: 'makers.parse.invalid' }]);
    },
    withFieldValue(text, field, value) {
      const labels = (table as Readonly<Record<string, readonly string[]>>)[field];
      return Object.hasOwn(table, field) && labels ? withFieldValue(text, labels, value) : text;
    },
    fieldLabel(field, lang) {
      const byLang = Object.hasOwn(config.labels, field) ? config.labels[field as F] : undefined;
      return byLang?.[lang][0] ?? field;
    },
    completeContent(content, context) {
      return config.complete ? config.complete(content, context) : content;
    },
    fileNameFor(content, lang) {
      let subject: string;
      try {
        subject = config.fileName.subject(content);
      } catch {
        subject = '';
      }
      return safeFileName(config.fileName.prefix[lang], subject, config.fileName.fallback[lang]);
    },
  };
}

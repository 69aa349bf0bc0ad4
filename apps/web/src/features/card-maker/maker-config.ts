import type { ParseKeys } from 'i18next';
import type { ContentOf, KindId, KindOf } from '@inkcard/card-engine';

/** A key of the UI catalog (typed: a typo fails tsc). */
export type UiKey = ParseKeys;

/**
 * Everything that makes one maker page different from another: the kind, its copy and the few
 * behaviours the spec gives it. The state machine itself lives in useCardMaker.
 */
export interface MakerConfig<K extends KindId> {
  kind: KindOf<K>;
  /** The page's own strings. */
  copy: {
    title: UiKey;
    lead: UiKey;
    /** Shown in the preview before a card is parsed. */
    previewPlaceholder?: UiKey;
    /** The textarea's placeholder (text makers). */
    inputPlaceholder?: UiKey;
    /** The download button's label, when not the shell's "Download PNG". */
    download?: UiKey;
    /** The preview panel's title, when not the shell's "Preview". */
    previewTitle?: UiKey;
    /** The template picker's legend, when not the shell's "Template". */
    templateLegend?: UiKey;
    /** The input and style panels' titles, when not the shell's. */
    inputTitle?: UiKey;
    styleTitle?: UiKey;
    /** A generate / update button below the text, with this label, parses on press. */
    generate?: UiKey;
    /** Shown when generate is pressed with blank text (spec §5: "please enter … content"). */
    blank?: UiKey;
    /** A clear button beside generate, with this label: it empties the text and hides the preview. */
    clear?: UiKey;
  };
  /**
   * What generate does with blank text: 'disabled' (the default) greys the button out; 'message'
   * keeps it enabled and shows `copy.blank` when pressed (spec §5, the article maker).
   */
  generateWhenBlank?: 'disabled' | 'message';
  /**
   * A template change loads its example at once and parses it after this many ms (spec §9: the
   * article maker regenerates after 100 ms). Unset: parsed at once.
   */
  templateChangeParseDelayMs?: number;
  /** Rows of the text input (spec §2: the article maker's has 25); unset: the shell's default. */
  inputRows?: number;
  /** Spec §6: every kind but blessing needs an account to download. */
  loginRequired: boolean;
  /** 'text': labelled text parsed into content; 'form': content edited field by field (blessing). */
  input: 'text' | 'form';
  /** 'columns': input | preview | style (spec §2); 'preview-first': preview | settings (blessing). */
  layout: 'columns' | 'preview-first';
  /**
   * The title a download record carries (spec §7: quote text cut to 30 characters).
   * @param content - the card's content
   */
  recordTitle: (content: ContentOf<K>) => string;
  /**
   * The form's starting content (form makers), before any example is used.
   * @param t - translates a UI key
   */
  initialContent?: (t: (key: UiKey) => string) => ContentOf<K>;
}

/**
 * Declares a maker's configuration; the identity function checks it against its kind.
 * @param config - the maker's data
 * @returns the same configuration
 */
export function defineMaker<K extends KindId>(config: MakerConfig<K>): MakerConfig<K> {
  return config;
}

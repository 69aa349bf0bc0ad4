import type { ParseKeys } from 'i18next';
import type { ContentOf, KindId, KindOf, SmartPasteKindId } from '@inkcard/card-engine';
import type { CardTemplate } from '@inkcard/card-templates';

/** A key of the UI catalog (typed: a typo fails tsc). */
export type UiKey = ParseKeys;

/**
 * Everything that makes one maker page different from another: the kind, its copy and the few
 * behaviours the spec gives it. The state machine itself lives in useCardMaker.
 */
export interface MakerConfig<K extends KindId> {
  kind: KindOf<K>;
  /**
   * The kind's templates in picker order (the first is the default), from its own entry
   * (`@inkcard/card-templates/kinds/<kind>`) so the page's chunks carry no other kind's templates.
   */
  templates: readonly CardTemplate<K>[];
  /** The page's own strings. */
  copy: {
    title: UiKey;
    lead: UiKey;
    /** The lead where the columns stack (a phone), when `lead` names a side ("on the left"). */
    leadNarrow?: UiKey;
    /** Shown in the preview before a card is parsed. */
    previewPlaceholder?: UiKey;
    /** The placeholder where the columns stack, when `previewPlaceholder` names a side. */
    previewPlaceholderNarrow?: UiKey;
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
   * What generate does with blank text: 'disabled' (the default) greys the button out; 'explain'
   * keeps it enabled and shows `copy.blank` when pressed (spec §5's alert: notes, articles).
   */
  generateWhenBlank?: 'disabled' | 'explain';
  /** Button makers: once the first card is generated, typing re-parses after the debounce. */
  liveAfterGenerate?: boolean;
  /**
   * Text makers whose templates are only looks (the note's colour themes): choosing one keeps the
   * text instead of loading its example (spec §4's reset applies to the other makers).
   */
  keepTextOnTemplateChange?: boolean;
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
  /**
   * Live makers only: the example shown on arrival waits for the generate button (or the first
   * keystroke) before it is drawn, so the preview first says to click generate (spec §2 profile).
   */
  waitForFirstGenerate?: boolean;
  /**
   * A content field whose line in every loaded example gets the signed-in user's username
   * (spec §4 profile: "signed-in username substituted into the name line").
   */
  exampleUsernameField?: keyof ContentOf<K> & string;
  /**
   * The content field the card's picture fills (the note's `coverImage`, the profile's `photo`):
   * the picture is part of the card state (its `image`), drafts and saved cards keep it.
   */
  imageField?: string;
  /** Milliseconds to wait before capturing the card (spec §9: 300 ms for profile downloads). */
  captureDelayMs?: number;
  /**
   * 'silent': the download record is fire-and-forget and its failure is never shown (spec §7, §8
   * for profile cards). Default 'report': a record that could not be saved shows the spec's notice.
   */
  recordFailure?: 'report' | 'silent';
  /**
   * Text makers: plain text into labelled text (issue 16). `smartPaste` turns on the smart paste
   * button (no AI, in the browser: the kind's rules from card-engine's smart-paste registry, loaded
   * when the button is first near the pointer, not with the page); `ai` the AI button, which asks
   * the server's language model when it is configured and otherwise explains that it is off and
   * offers smart paste. Either result is shown in the editor with a way back to the original text.
   */
  assist?: { smartPaste: K extends SmartPasteKindId ? true : never; ai?: boolean };
}

/**
 * Declares a maker's configuration; the identity function checks it against its kind.
 * @param config - the maker's data
 * @returns the same configuration
 */
export function defineMaker<K extends KindId>(config: MakerConfig<K>): MakerConfig<K> {
  return config;
}

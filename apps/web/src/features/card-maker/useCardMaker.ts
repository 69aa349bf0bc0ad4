import { use, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  CardKind,
  CardState,
  ContentOf,
  KindId,
  Lang,
  ParseIssue,
  ParseOptionsOf,
  ParseResult,
  StyleOf,
} from '@inkcard/card-engine';
import { CARD_STATE_VERSION, safeParse } from '@inkcard/card-engine';
import {
  CARD_FORMS,
  loadedTemplate,
  loadTemplate,
  templateInForm,
  type CardForm,
  type CardTemplate,
  type LoadedTemplate,
  type StyleEnvironment,
} from '@inkcard/card-templates';
import type { ExportBackground } from '@inkcard/card-templates/export';
import { PARSE_DEBOUNCE_MS } from '@inkcard/shared';
import { useSession } from '../auth/session';
import { DARK_QUERY } from '../theme/theme-store';
import { useCardExport, type ExportAction } from './useCardExport';
import type { ExportProgressStore } from './export-progress';
import { exportPixelSize, readScale, scaleStorageKey, type ExportScale } from './export-size';
import { useLoginGatedDownload } from './useLoginGatedDownload';
import type { MakerNotice } from './MakerBanner';
import { afterClose } from './maker-notice';
import type { SavedDraft } from './login-gate';
import type { MakerConfig } from './maker-config';
import { TEMPLATE_PARAM, templateSearch } from './maker-links';
import {
  assistShown,
  canRedo,
  canUndo,
  initialMakerState,
  isDirty,
  reduceMaker,
  type AssistApplied,
  type MakerAction,
  type MakerRules,
  type MakerState,
} from './maker-state/maker-state';
import { browserStorage, readDraft } from './maker-state/draft-storage';
import { useAutosave } from './useAutosave';

/** Why the maker shows its quiet draft note: a draft was restored, or a link opened another template while one waits. */
export type DraftNotice = 'restored' | 'waiting';

/** The maker's state and actions, for CardMakerPage and for whatever a kind's page adds. */
export interface CardMaker<K extends KindId> {
  config: MakerConfig<K>;
  /** The kind, seen through its generic face. */
  kind: CardKind<K, string, ContentOf<K>, StyleOf<K>, ParseOptionsOf<K>>;
  lang: Lang;
  templates: readonly CardTemplate<K>[];
  /** The template drawn, with its body; a newly chosen one replaces it once its body is in. */
  template: LoadedTemplate<K>;
  /**
   * Chooses a template: drawn at once when its body is in, else the current card stays on screen
   * until it has loaded (a later choice wins over an earlier one still loading). The visitor's own
   * text stays (issue 25); an empty text or an untouched example becomes the new template's example.
   */
  chooseTemplate: (id: string) => void;
  /** The template chosen whose body is still loading, if any (the picker shows it chosen). */
  pendingTemplateId: string | null;
  /** Starts loading a template's body ahead of a likely choice (pointer, focus or touch on it). */
  prepareTemplate: (id: string) => void;
  /**
   * The form the visitor chose: the template's own card, or its 3:4 pages (offered when a
   * template has a paged form). Part of the card; new cards start from the kind's last choice.
   */
  form: CardForm;
  setForm: (form: CardForm) => void;
  /** The template as drawn in the chosen form (templateInForm): what the preview and export show. */
  shown: LoadedTemplate<K>;
  /** The labelled text (text makers). */
  text: string;
  /** Sets the text as the user types (parsed after the debounce in live mode); ignored while AI writes. */
  setText: (text: string) => void;
  /** Empties the text; a button maker also forgets its last parse, so the preview hides. */
  clear: () => void;
  /** Loads the template's example in the UI language, and draws it at once. */
  loadExample: () => void;
  /** Parses the text now (the generate / update button); false when the text is blank. */
  generate: () => boolean;
  /** The last parse, or null before the first one (button makers). */
  result: ParseResult<ContentOf<K>> | null;
  /** The content the card draws, when there is one. */
  content: ContentOf<K> | null;
  /** Issues to show: those of a failed parse of non-blank text, and warnings. */
  issues: readonly ParseIssue[];
  /** The content being edited field by field (form makers). */
  formContent: ContentOf<K> | null;
  setFormContent: (content: ContentOf<K>) => void;
  style: StyleOf<K>;
  setStyle: (style: StyleOf<K>) => void;
  resetStyle: () => void;
  /** The picture the page adds (note cover, profile photo: a data: URL or an avatar path), or null. */
  image: string | null;
  setImage: (image: string | null) => void;

  /** The whole card as one versioned, serialisable value (what drafts, saved cards and links store). */
  cardState: CardState<K>;
  /**
   * Loads a card (a saved card, a share link, a URL fragment): an undoable action, drawn once its
   * template's body is in. Returns false, changing nothing, for a card of another kind or an unknown template.
   */
  loadCard: (card: CardState) => boolean;
  /** The card changed since it was loaded or last marked saved. */
  isDirty: boolean;
  /** Marks the card as it is now as saved (isDirty turns false). */
  markSaved: () => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;

  /** What smart paste or AI last put in the editor, while the editor still holds exactly that. */
  assist: AssistApplied | null;
  /**
   * Puts an assist's labelled text in place of `original`; false (nothing changed) when the editor
   * no longer holds `original`.
   */
  applyAssist: (
    by: 'smart' | 'ai',
    original: string,
    text: string,
    truncated: boolean,
    leftOut?: readonly string[],
  ) => boolean;
  /** Back to the text the assist replaced (undoable). */
  restoreOriginal: () => void;
  /** Closes the assist's note, keeping its text. */
  keepAssist: () => void;
  /** An AI answer is streaming: the editor is read-only. */
  isStreaming: boolean;
  setStreaming: (isStreaming: boolean) => void;

  /** The quiet note about this kind's draft, if any. */
  draftNotice: DraftNotice | null;
  /** A fresh card (the kind's default template and its example), undoably in place of the restored one. */
  startFresh: () => void;
  /** Opens the draft a link's template was shown in place of (undoable). */
  openDraft: () => void;
  dismissDraftNotice: () => void;

  notice: MakerNotice | null;
  notify: (notice: MakerNotice) => void;
  /** Closes the notice, or only `which` if it is still the one shown. */
  closeNotice: (which?: MakerNotice) => void;
  /** The preview wrapper; its only child is the card that gets exported. */
  cardRef: React.RefObject<HTMLDivElement | null>;
  /**
   * Exports the card as PNG (login-gated). Paged templates: `{ page }` exports that page (1-based),
   * `'zip'` every page as one ZIP; with no argument, the one page or the ZIP.
   */
  download: (target?: { page: number } | 'zip') => void;
  /**
   * Copies the card as PNG to the clipboard (a carousel: its first page), login-gated and
   * recorded like a download.
   */
  copy: () => void;
  /** Shares the card as a PNG file (a carousel: every page) through the system share sheet; gated and recorded. */
  share: () => void;
  isExporting: boolean;
  /** The action under way, if any. */
  exportingAction: ExportAction | null;
  /** A carousel ZIP's progress while one is being made (read it with useExportProgress). */
  exportProgress: ExportProgressStore;
  /** Stops a carousel ZIP under way (nothing is downloaded). */
  cancelExport: () => void;
  /** Output pixels per CSS pixel (1–4), part of the card; new cards start from the kind's last choice. */
  exportScale: ExportScale;
  setExportScale: (scale: ExportScale) => void;
  /**
   * The PNG's size in pixels for a card (or page) of this CSS size, under the chosen scale and
   * the style's size preset (its `canvas`), as the export will write it; at another scale when one is given.
   */
  pixelSizeFor: (card: { width: number; height: number }, scale?: number) => { width: number; height: number };
  /** The PNG's background: opaque (the default, square corners) or transparent rounded corners. */
  exportBackground: ExportBackground;
  setExportBackground: (background: ExportBackground) => void;
}

/** What a kind's page adds to the maker beyond its configuration. */
export interface CardMakerOptions {
  /**
   * The picture a new card starts with (the note's cover kept from before, the profile's preferred
   * photo); read when the maker starts a fresh card.
   */
  initialImage?: () => string | null;
}

/** When an action happened, for the history's typing pauses (the reducer takes no clock). */
const at = (): number => Date.now();

/** Where a kind's chosen form is kept (`cardForm.article`): new cards start in the last form chosen. */
const formKey = (kind: KindId): string => `cardForm.${kind}`;

function readPreference(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writePreference(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked storage only forgets the choice next time.
  }
}

function storedForm(kind: KindId): CardForm {
  const raw = readPreference(formKey(kind));
  return (CARD_FORMS as readonly string[]).includes(raw ?? '') ? (raw as CardForm) : 'card';
}

/** The visitor's setting a template may start its style from (template.initialStyle). */
function styleEnvironment(lang: Lang): StyleEnvironment {
  const prefersDark = typeof window !== 'undefined' && Boolean(window.matchMedia?.(DARK_QUERY).matches);
  return { prefersDark, lang };
}

/**
 * A template's starting style: its defaults, plus what it takes from the visitor's setting.
 * @param template - the template
 * @param lang - the UI language
 * @returns the style
 */
function startingStyle<K extends KindId>(template: LoadedTemplate<K>, lang: Lang): StyleOf<K> {
  return template.initialStyle
    ? { ...template.styleDefaults, ...template.initialStyle(styleEnvironment(lang)) }
    : template.styleDefaults;
}

/**
 * The one card maker: a thin React binding of the maker's reducer (maker-state/maker-state.ts)
 * to templates (their bodies load on demand), the page's address, the parse pauses, the draft
 * kept in the browser, the login gate and the export. A kind's page passes its configuration and
 * renders only what is its own.
 * @param config - the maker's configuration (see maker-config.ts)
 * @param options - what the page adds (see CardMakerOptions)
 * @returns the maker's state and actions
 */
export function useCardMaker<K extends KindId>(config: MakerConfig<K>, options: CardMakerOptions = {}): CardMaker<K> {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  // KindOf<K> is a union while K is generic; this is the same object seen through its generic face.
  const kind = config.kind as unknown as CardKind<K, string, ContentOf<K>, StyleOf<K>, ParseOptionsOf<K>>;
  const templates = config.templates;
  const first = templates[0]!;
  const isLive = kind.parseMode === 'live';
  const { user } = useSession();
  const username = user?.username;
  const rules = useMemo(
    (): MakerRules => ({
      input: config.input,
      parseMode: kind.parseMode,
      liveAfterGenerate: config.liveAfterGenerate === true,
      keepTextOnTemplateChange: config.keepTextOnTemplateChange === true,
      delaysTemplateParse: config.templateChangeParseDelayMs !== undefined,
    }),
    [config, kind.parseMode],
  );
  const manifestOf = useCallback((id: string) => templates.find((x) => x.id === id), [templates]);

  /** A template's example in a language, with the signed-in user's name where the kind asks. */
  const exampleIn = useCallback(
    (tpl: LoadedTemplate<K>, in_: Lang): string => {
      const example = tpl.examples[in_];
      const field = config.exampleUsernameField;
      return field && username ? kind.withFieldValue(example, field, username) : example;
    },
    [config.exampleUsernameField, username, kind],
  );
  const exampleOf = useCallback((tpl: LoadedTemplate<K>) => exampleIn(tpl, lang), [exampleIn, lang]);
  /** A form maker's example: the template's example text read into content. */
  const exampleContent = useCallback(
    (tpl: LoadedTemplate<K>): ContentOf<K> | null => {
      const res = kind.parse(tpl.examples[lang], tpl.parseOptions);
      return res.ok ? kind.completeContent(res.content, { lang, today: new Date() }) : null;
    },
    [kind, lang],
  );

  // What the maker opens on: this kind's draft (reload, Back, a new visit), unless the address
  // names another template (a gallery link), which then opens with its example while the draft
  // waits (see DECISIONS: "Cards that last").
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [boot] = useState(() => {
    const saved = readDraft(browserStorage(), kind.id);
    const draft = saved && templates.some((x) => x.id === saved.template) ? saved : null;
    const linked = templates.find((x) => x.id === params.get(TEMPLATE_PARAM));
    const restored = draft && (!linked || linked.id === draft.template) ? draft : null;
    return { draft, restored, linked: restored ? undefined : linked };
  });
  // The page waits for the starting template's body (its card and examples): the default's comes
  // with the kind's list (withBody), so the page draws without suspending; a linked or restored
  // template whose body is a chunk of its own suspends the page until that chunk is in.
  const start = use(loadTemplate((boot.restored && manifestOf(boot.restored.template)) || boot.linked || first));

  const { initialImage } = options;
  /** A new card of a template: its example (a link's, or a fresh one's) and starting style. */
  const freshCard = useCallback(
    (tpl: LoadedTemplate<K>, withExample: boolean): CardState<K> => {
      let content: ContentOf<K> | null = null;
      if (config.input === 'form') {
        content =
          (withExample ? exampleContent(tpl) : null) ??
          (config.initialContent ? config.initialContent((key) => t(key) as string) : null);
      }
      return {
        v: CARD_STATE_VERSION,
        kind: kind.id,
        template: tpl.id,
        lang,
        form: storedForm(kind.id),
        text: config.input === 'text' ? exampleOf(tpl) : '',
        content,
        style: startingStyle(tpl, lang),
        scale: readScale(readPreference(scaleStorageKey(kind.id)), kind.exportScale),
        image: initialImage?.() ?? null,
      };
    },
    [config, kind, lang, exampleOf, exampleContent, t, initialImage],
  );

  const [state, dispatch] = useReducer(
    (s: MakerState<K>, a: MakerAction<K>) => reduceMaker(rules, s, a),
    undefined,
    (): MakerState<K> => {
      if (boot.restored) return initialMakerState(rules, boot.restored, true);
      // A linked template is drawn at once: the visitor came to see that card. A live maker may
      // hold its first example until generate (the profile, spec §2).
      const waits = isLive && config.input === 'text' && Boolean(config.waitForFirstGenerate);
      const isDrawn = Boolean(boot.linked) || (isLive && !waits) || config.input === 'form';
      return initialMakerState(rules, freshCard(start, Boolean(boot.linked)), isDrawn);
    },
  );
  // Callbacks that run later (a template's body arriving, the login gate) read the state as it is then.
  const stateRef = useRef(state);
  stateRef.current = state;
  const card = state.card;
  const { text } = card;
  const { parsedText } = state;

  const [draftNotice, setDraftNotice] = useState<DraftNotice | null>(() =>
    boot.restored ? 'restored' : boot.draft ? 'waiting' : null,
  );
  const dismissDraftNotice = useCallback(() => setDraftNotice(null), []);

  // The template drawn: the card's, whose body is in (a choice is dispatched once it has loaded,
  // and undo only returns to templates drawn before); the last one drawn meanwhile otherwise.
  const drawnRef = useRef<LoadedTemplate<K>>(start);
  const manifest = manifestOf(card.template);
  const template = (manifest && loadedTemplate(manifest)) || drawnRef.current;
  drawnRef.current = template;
  const shown = useMemo(() => templateInForm(template, card.form), [template, card.form]);

  const [pendingTemplateId, setPendingTemplateId] = useState<string | null>(null);
  // The last template asked for: a slower load of an earlier choice must not replace it.
  const latestChoice = useRef<string | null>(null);
  const [notice, setNotice] = useState<MakerNotice | null>(null);
  const [exportBackground, setExportBackground] = useState<ExportBackground>('opaque');
  const cardRef = useRef<HTMLDivElement>(null);

  // The address names the template shown, so a reload or a shared link opens the same one; a
  // visit to the plain path keeps its plain address until another template is drawn.
  useEffect(() => {
    const named = params.get(TEMPLATE_PARAM);
    if (named === template.id || (named === null && template.id === first.id)) return;
    void navigate({ search: templateSearch(template.id, search) }, { replace: true, preventScrollReset: true });
  }, [params, navigate, search, template.id, first.id]);

  // Typing settles for PARSE_DEBOUNCE_MS before the card follows it (spec §9: 500 ms); a template
  // change that loaded an example draws it after the maker's delay (articles: 100 ms).
  useEffect(() => {
    if (config.input !== 'text' || !state.followsTyping || text === parsedText) return;
    const id = setTimeout(() => dispatch({ type: 'parse' }), PARSE_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [config.input, state.followsTyping, text, parsedText, dispatch]);
  useEffect(() => {
    if (!state.parseDue) return;
    const id = setTimeout(() => dispatch({ type: 'parse' }), config.templateChangeParseDelayMs ?? 0);
    return () => clearTimeout(id);
  }, [state.parseDue, text, config.templateChangeParseDelayMs, dispatch]);

  // The card as the rest of the app sees it: in the interface's current language.
  const cardState = useMemo((): CardState<K> => (card.lang === lang ? card : { ...card, lang }), [card, lang]);
  const freshKeyCard = useMemo(() => freshCard(loadedTemplate(first) ?? start, false), [freshCard, first, start]);
  useAutosave(cardState, freshKeyCard);

  const result = useMemo((): ParseResult<ContentOf<K>> | null => {
    if (config.input === 'form') return card.content ? { ok: true, content: card.content } : null;
    return parsedText === null ? null : kind.parse(parsedText, template.parseOptions);
  }, [config.input, card.content, parsedText, kind, template]);
  const imageField = config.imageField;
  const content = useMemo((): ContentOf<K> | null => {
    if (!result?.ok) return null;
    const drawn =
      config.input === 'text' ? kind.completeContent(result.content, { lang, today: new Date() }) : result.content;
    return imageField && card.image ? { ...drawn, [imageField]: card.image } : drawn;
  }, [result, config.input, kind, lang, imageField, card.image]);
  const issues = useMemo((): readonly ParseIssue[] => {
    if (!result) return [];
    if (result.ok) return result.warnings ?? [];
    return parsedText && parsedText.trim().length > 0 ? result.issues : [];
  }, [result, parsedText]);

  /**
   * Runs `then` with a template's body: at once when it is in, else once it has loaded and if no
   * other template was asked for meanwhile. The current card stays drawn while it loads, so the
   * preview (what export captures) never shows a template without its body.
   */
  const whenLoaded = useCallback(
    (target: CardTemplate<K>, then: (next: LoadedTemplate<K>) => void) => {
      latestChoice.current = target.id;
      const ready = loadedTemplate(target);
      if (ready) {
        setPendingTemplateId(null);
        then(ready);
        return;
      }
      setPendingTemplateId(target.id);
      loadTemplate(target).then(
        (next) => {
          if (latestChoice.current !== target.id) return;
          setPendingTemplateId(null);
          then(next);
        },
        () => {
          if (latestChoice.current !== target.id) return;
          setPendingTemplateId(null);
          setNotice({ tone: 'error', message: t('makers.shell.templateLoadFailed'), durationMs: 5000 });
        },
      );
    },
    [t],
  );

  const chooseTemplate = useCallback(
    (id: string) => {
      const target = manifestOf(id);
      if (!target) return;
      whenLoaded(target, (next) => {
        // The examples the current template gives, in either language: text still equal to one
        // is not the visitor's own, so the new template's example takes its place.
        const current = manifestOf(stateRef.current.card.template);
        const drawn = (current && loadedTemplate(current)) || drawnRef.current;
        const untouched = [exampleIn(drawn, 'zh'), exampleIn(drawn, 'en'), drawn.examples.zh, drawn.examples.en];
        dispatch({
          type: 'template',
          template: next.id,
          example: config.input === 'text' ? exampleOf(next) : exampleContent(next),
          untouched,
          onSelect: next.onSelect,
          startingStyle: startingStyle(next, lang),
          at: Date.now(),
        });
      });
    },
    [manifestOf, whenLoaded, exampleIn, exampleOf, exampleContent, config.input, lang, dispatch],
  );
  const prepareTemplate = useCallback(
    (id: string) => {
      const target = manifestOf(id);
      // A failed early load is only tried again when the template is chosen.
      if (target) loadTemplate(target).catch(() => undefined);
    },
    [manifestOf],
  );

  const loadCard = useCallback(
    (next: CardState): boolean => {
      const target = next.kind === kind.id ? manifestOf(next.template) : undefined;
      if (!target) return false;
      whenLoaded(target, () => dispatch({ type: 'load', card: next as CardState<K>, at: Date.now() }));
      return true;
    },
    [kind.id, manifestOf, whenLoaded, dispatch],
  );

  const loadExample = useCallback(() => {
    const example = config.input === 'text' ? exampleOf(template) : exampleContent(template);
    if (example !== null) dispatch({ type: 'example', example, at: Date.now() });
  }, [config.input, exampleOf, exampleContent, template, dispatch]);

  const generate = useCallback((): boolean => {
    dispatch({ type: 'generate' });
    return stateRef.current.card.text.trim().length > 0;
  }, [dispatch]);

  const startFresh = useCallback(() => {
    setDraftNotice(null);
    dispatch({ type: 'load', card: freshCard(loadedTemplate(first) ?? start, false), at: Date.now() });
  }, [freshCard, first, start, dispatch]);
  const openDraft = useCallback(() => {
    setDraftNotice(null);
    if (boot.draft) loadCard(boot.draft);
  }, [boot.draft, loadCard]);

  const notify = useCallback((n: MakerNotice) => setNotice(n), []);
  const closeNotice = useCallback((which?: MakerNotice) => setNotice((shown) => afterClose(shown, which)), []);

  const getDraft = useCallback(
    () => ({
      text: stateRef.current.card.text,
      templateId: stateRef.current.card.template,
      style: stateRef.current.card.style,
    }),
    [],
  );
  const onRestore = useCallback(
    (draft: SavedDraft) => {
      // The login round trip's keys (spec §3, §4) name the text, template and style; the rest of
      // the card (picture, form, scale) is the draft this maker already restored.
      const target = manifestOf(draft.templateId) ?? manifestOf(stateRef.current.card.template) ?? first;
      setDraftNotice(null);
      whenLoaded(target, (saved) => {
        const checked = safeParse(kind.styleSchema, draft.style);
        dispatch({
          type: 'load',
          card: {
            ...stateRef.current.card,
            template: saved.id,
            text: draft.text,
            style: checked.success ? checked.output : startingStyle(saved, lang),
          },
          at: Date.now(),
        });
      });
    },
    [manifestOf, first, whenLoaded, kind, lang, dispatch],
  );
  const { allowDownload } = useLoginGatedDownload({ getDraft, onRestore, notify, enabled: config.loginRequired });
  const { exportCard, isExporting, exportingAction, exportProgress, cancelExport } = useCardExport(notify, {
    captureDelayMs: config.captureDelayMs ?? 0,
    recordFailure: config.recordFailure ?? 'report',
  });

  const exportScale = card.scale;
  const setExportScale = useCallback(
    (scale: ExportScale) => {
      dispatch({ type: 'scale', scale });
      // New cards of this kind start at the scale last chosen (a quote at 4× need not make notes 4×).
      writePreference(scaleStorageKey(kind.id), String(scale));
    },
    [kind.id, dispatch],
  );
  const setForm = useCallback(
    (next: CardForm) => {
      dispatch({ type: 'form', form: next });
      writePreference(formKey(kind.id), next);
    },
    [kind.id, dispatch],
  );
  const canvas = (card.style as { canvas?: unknown }).canvas;
  const pixelSizeFor = useCallback(
    (size: { width: number; height: number }, scale: number = exportScale) =>
      exportPixelSize(size, canvas, scale, kind.exportScale),
    [canvas, exportScale, kind.exportScale],
  );

  const exportAs = useCallback(
    (action: ExportAction, target?: { page: number } | 'zip') => {
      if (!content || !allowDownload()) return;
      const fileName = kind.fileNameFor(content, lang);
      const record = { cardType: kind.trackingType, template: template.id, title: config.recordTitle(content) };
      const common = { action, pixelRatio: exportScale, background: exportBackground, record };
      const sized = (node: HTMLElement | null | undefined) =>
        node ? { size: pixelSizeFor({ width: node.offsetWidth, height: node.offsetHeight }) } : {};
      const pages = Array.from(cardRef.current?.querySelectorAll<HTMLElement>('[data-carousel-page]') ?? []);
      if (pages.length === 0) {
        const node = cardRef.current?.firstElementChild as HTMLElement | null;
        void exportCard({ ...common, ...sized(node), node, fileName });
        return;
      }
      // A carousel shares all its pages; the clipboard holds one image, so copy takes the cover.
      if (action === 'share') {
        void exportCard({ ...common, pages, fileName });
        return;
      }
      if (action === 'copy') {
        const doneMessage = pages.length > 1 ? t('makers.export.copiedCover', { count: pages.length }) : undefined;
        void exportCard({ ...common, node: pages[0], fileName, doneMessage });
        return;
      }
      // One page keeps the spec's file name; a page of several is numbered; all of them are a ZIP.
      const which = target === 'zip' || (target === undefined && pages.length > 1) ? 'zip' : (target?.page ?? 1);
      if (which === 'zip') {
        void exportCard({ ...common, pages, fileName: fileName.replace(/\.png$/, '.zip') });
        return;
      }
      const suffix = pages.length > 1 ? `_${String(which).padStart(2, '0')}` : '';
      const node = pages[which - 1] ?? null;
      void exportCard({ ...common, ...sized(node), node, fileName: fileName.replace(/\.png$/, `${suffix}.png`) });
    },
    [content, allowDownload, exportCard, kind, lang, template, config, exportBackground, exportScale, pixelSizeFor, t],
  );

  return {
    config,
    kind,
    lang,
    templates,
    template,
    chooseTemplate,
    pendingTemplateId,
    prepareTemplate,
    form: card.form,
    setForm,
    shown,
    text,
    setText: useCallback((next: string) => dispatch({ type: 'type', text: next, at: at() }), [dispatch]),
    clear: useCallback(() => dispatch({ type: 'clear', at: at() }), [dispatch]),
    loadExample,
    generate,
    result,
    content,
    issues,
    formContent: config.input === 'form' ? card.content : null,
    setFormContent: useCallback(
      (next: ContentOf<K>) => dispatch({ type: 'content', content: next, at: at() }),
      [dispatch],
    ),
    style: card.style,
    setStyle: useCallback((next: StyleOf<K>) => dispatch({ type: 'style', style: next, at: at() }), [dispatch]),
    resetStyle: useCallback(
      () => dispatch({ type: 'resetStyle', style: startingStyle(template, lang), at: at() }),
      [template, lang, dispatch],
    ),
    image: card.image,
    setImage: useCallback((image: string | null) => dispatch({ type: 'image', image, at: at() }), [dispatch]),
    cardState,
    loadCard,
    isDirty: isDirty(state),
    markSaved: useCallback(() => dispatch({ type: 'markSaved' }), [dispatch]),
    undo: useCallback(() => dispatch({ type: 'undo' }), [dispatch]),
    redo: useCallback(() => dispatch({ type: 'redo' }), [dispatch]),
    canUndo: canUndo(state),
    canRedo: canRedo(state),
    assist: assistShown(state),
    applyAssist: useCallback(
      (
        by: 'smart' | 'ai',
        original: string,
        next: string,
        truncated: boolean,
        leftOut?: readonly string[],
      ): boolean => {
        if (stateRef.current.card.text !== original) return false;
        dispatch({ type: 'assist', by, original, text: next, truncated, leftOut, at: at() });
        return true;
      },
      [dispatch],
    ),
    restoreOriginal: useCallback(() => dispatch({ type: 'restoreOriginal', at: at() }), [dispatch]),
    keepAssist: useCallback(() => dispatch({ type: 'keepAssist' }), [dispatch]),
    isStreaming: state.isStreaming,
    setStreaming: useCallback(
      (isStreaming: boolean) => dispatch({ type: isStreaming ? 'streamStart' : 'streamEnd' }),
      [dispatch],
    ),
    draftNotice,
    startFresh,
    openDraft,
    dismissDraftNotice,
    notice,
    notify,
    closeNotice,
    cardRef,
    download: useCallback((target?: { page: number } | 'zip') => exportAs('download', target), [exportAs]),
    copy: useCallback(() => exportAs('copy'), [exportAs]),
    share: useCallback(() => exportAs('share'), [exportAs]),
    isExporting,
    exportingAction,
    exportProgress,
    cancelExport,
    exportScale,
    setExportScale,
    pixelSizeFor,
    exportBackground,
    setExportBackground,
  };
}

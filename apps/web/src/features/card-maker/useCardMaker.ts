import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  CardKind,
  ContentOf,
  KindId,
  Lang,
  ParseIssue,
  ParseOptionsOf,
  ParseResult,
  StyleOf,
} from '@inkcard/card-engine';
import { safeParse } from '@inkcard/card-engine';
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
import { exportPixelSize, readScale, scaleStorageKey, type ExportScale } from './export-size';
import { useLoginGatedDownload } from './useLoginGatedDownload';
import type { MakerNotice } from './MakerBanner';
import type { SavedDraft } from './login-gate';
import type { MakerConfig } from './maker-config';
import { TEMPLATE_PARAM, templateSearch } from './maker-links';

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
   * until it has loaded (a later choice wins over an earlier one still loading).
   */
  chooseTemplate: (id: string) => void;
  /** The template chosen whose body is still loading, if any (the picker shows it chosen). */
  pendingTemplateId: string | null;
  /** Starts loading a template's body ahead of a likely choice (pointer, focus or touch on it). */
  prepareTemplate: (id: string) => void;
  /**
   * The form the visitor chose: the template's own card, or its 3:4 pages (offered when a
   * template has a paged form). Kept across template changes and visits, per kind.
   */
  form: CardForm;
  setForm: (form: CardForm) => void;
  /** The template as drawn in the chosen form (templateInForm): what the preview and export show. */
  shown: LoadedTemplate<K>;
  /** The labelled text (text makers). */
  text: string;
  /** Sets the text as the user types (parsed after the debounce in live mode). */
  setText: (text: string) => void;
  /** Replaces the text with one that did not come from typing (smart paste, AI, undo) and draws it at once. */
  replaceText: (text: string) => void;
  /** Empties the text; a button maker also forgets its last parse, so the preview hides. */
  clear: () => void;
  /** Loads the template's example in the UI language, and parses it at once. */
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
  notice: MakerNotice | null;
  notify: (notice: MakerNotice) => void;
  closeNotice: () => void;
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
  /** Output pixels per CSS pixel (1–4), remembered per kind; starts at the kind's spec scale. */
  exportScale: ExportScale;
  setExportScale: (scale: ExportScale) => void;
  /**
   * The PNG's size in pixels for a card (or page) of this CSS size, under the chosen scale and
   * the style's size preset (its `canvas`), as the export will write it.
   */
  pixelSizeFor: (card: { width: number; height: number }) => { width: number; height: number };
  /** The page's own additions to the drawn content (the profile's photo). */
  extraContent: Partial<ContentOf<K>> | undefined;
  /** The PNG's background: opaque (the default, square corners) or transparent rounded corners. */
  exportBackground: ExportBackground;
  setExportBackground: (background: ExportBackground) => void;
}

/** What a kind's page adds to the maker beyond its configuration. */
export interface CardMakerOptions<K extends KindId> {
  /**
   * Merged over the parsed content before it is drawn and exported: what the page owns rather
   * than the text (the profile's photo, kept in the browser).
   */
  extraContent?: Partial<ContentOf<K>>;
}

/** Where a kind's chosen form is kept (`cardForm.article`): a choice of pages outlives the visit. */
const formKey = (kind: KindId): string => `cardForm.${kind}`;

function storedForm(kind: KindId): CardForm {
  try {
    const raw = localStorage.getItem(formKey(kind));
    return (CARD_FORMS as readonly string[]).includes(raw ?? '') ? (raw as CardForm) : 'card';
  } catch {
    return 'card';
  }
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
 * The one card maker state machine (spec §4): template choice, text and its debounced or
 * button-pressed parse, style, the login-gated draft (text, template and style), export and the
 * download record. A kind's page passes its configuration and renders only what is its own.
 * @param config - the maker's configuration (see maker-config.ts)
 * @param options - what the page adds (see CardMakerOptions)
 * @returns the maker's state and actions
 */
export function useCardMaker<K extends KindId>(
  config: MakerConfig<K>,
  options: CardMakerOptions<K> = {},
): CardMaker<K> {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  // KindOf<K> is a union while K is generic; this is the same object seen through its generic face.
  const kind = config.kind as unknown as CardKind<K, string, ContentOf<K>, StyleOf<K>, ParseOptionsOf<K>>;
  const templates = config.templates;
  const first = templates[0]!;
  const isLive = kind.parseMode === 'live';
  const { user } = useSession();
  const username = user?.username;

  /** A template's example in the UI language, with the signed-in user's name where the kind asks. */
  const exampleOf = useCallback(
    (tpl: LoadedTemplate<K>): string => {
      const example = tpl.examples[lang];
      const field = config.exampleUsernameField;
      return field && username ? kind.withFieldValue(example, field, username) : example;
    },
    [lang, config.exampleUsernameField, username, kind],
  );

  // A link may open the maker on one template with its example drawn (`?template=<id>`: the
  // gallery's view-details links); an id of another kind or none at all starts at the default.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [linkedManifest] = useState(() => templates.find((x) => x.id === params.get(TEMPLATE_PARAM)));
  // The page waits for the starting template's body (its card and examples): the default's comes
  // with the kind's list (withBody), so the page draws without suspending; a linked template whose
  // body is a chunk of its own (withLazyBody) suspends the page until that chunk is in.
  const startManifest = linkedManifest ?? first;
  const start = use(loadTemplate(startManifest));
  const linked = linkedManifest && start;
  const [template, setTemplate] = useState<LoadedTemplate<K>>(start);
  const [pendingTemplateId, setPendingTemplateId] = useState<string | null>(null);
  // The last template asked for: a slower load of an earlier choice must not replace it.
  const latestChoice = useRef<string | null>(null);
  const [form, setFormState] = useState<CardForm>(() => storedForm(config.kind.id));
  const setForm = useCallback(
    (next: CardForm) => {
      setFormState(next);
      try {
        localStorage.setItem(formKey(config.kind.id), next);
      } catch {
        // Blocked storage only forgets the choice next time.
      }
    },
    [config.kind.id],
  );
  const shown = useMemo(() => templateInForm(template, form), [template, form]);
  const [text, setTextState] = useState(() => exampleOf(start));
  const waitsForGenerate = !linked && isLive && config.input === 'text' && Boolean(config.waitForFirstGenerate);
  // What the card shows was parsed from this text; null until the first parse (button makers, and
  // live makers that wait for the first generate). A linked template is drawn at once: the
  // visitor came to see that card.
  const [parsedText, setParsedText] = useState<string | null>(() =>
    config.input === 'text' && (linked || (isLive && !waitsForGenerate)) ? exampleOf(start) : null,
  );
  const [formContent, setFormContentState] = useState<ContentOf<K> | null>(() => {
    if (config.input !== 'form') return null;
    const example = linked ? kind.parse(linked.examples[lang], linked.parseOptions) : null;
    if (example?.ok) return kind.completeContent(example.content, { lang, today: new Date() });
    return config.initialContent ? config.initialContent((key) => t(key) as string) : null;
  });
  const [style, setStyle] = useState<StyleOf<K>>(() => startingStyle(start, lang));
  // The address names the template shown, so a reload or a shared link opens the same one; a
  // visit to the plain path keeps its plain address until another template is chosen.
  useEffect(() => {
    const named = params.get(TEMPLATE_PARAM);
    if (named === template.id || (named === null && template.id === first.id)) return;
    void navigate({ search: templateSearch(template.id, search) }, { replace: true, preventScrollReset: true });
  }, [params, navigate, search, template.id, first.id]);
  const [notice, setNotice] = useState<MakerNotice | null>(null);
  const [exportBackground, setExportBackground] = useState<ExportBackground>('opaque');
  const cardRef = useRef<HTMLDivElement>(null);
  // The parse a template change schedules (templateChangeParseDelayMs); cancelled by any newer text.
  const pendingParse = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pendingParse.current), []);

  // A live maker whose example waits for generate starts following the text once it is touched.
  const [isArmed, setArmed] = useState(!waitsForGenerate);
  // Typing settles for PARSE_DEBOUNCE_MS before a live parse (spec §9: 500 ms). A button maker with
  // liveAfterGenerate follows the text only once a first card was generated.
  const followsTyping = (isLive && isArmed) || (config.liveAfterGenerate === true && parsedText !== null);
  useEffect(() => {
    if (!followsTyping || config.input !== 'text' || text === parsedText) return;
    const id = setTimeout(() => setParsedText(text), PARSE_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [followsTyping, config.input, text, parsedText]);

  /** Sets text that did not come from typing (an example, a restored draft): it is parsed at once. */
  // Counts changes of the text, so a template whose body arrives after the visitor has typed (or
  // pasted) keeps their text instead of replacing it with its example.
  const textVersion = useRef(0);

  const setTextNow = useCallback((next: string) => {
    textVersion.current += 1;
    setArmed(true);
    clearTimeout(pendingParse.current);
    setTextState(next);
    setParsedText(next);
  }, []);

  /** Sets the text as the user types: parsed after the debounce when the maker follows typing. */
  const setText = useCallback((next: string) => {
    textVersion.current += 1;
    setArmed(true);
    setTextState(next);
  }, []);

  const prepare = useCallback(
    (content: ContentOf<K>): ContentOf<K> => kind.completeContent(content, { lang, today: new Date() }),
    [kind, lang],
  );

  const result = useMemo((): ParseResult<ContentOf<K>> | null => {
    if (config.input === 'form') return formContent ? { ok: true, content: formContent } : null;
    return parsedText === null ? null : kind.parse(parsedText, template.parseOptions);
  }, [config.input, formContent, parsedText, kind, template]);
  const { extraContent } = options;
  const content = useMemo((): ContentOf<K> | null => {
    if (!result?.ok) return null;
    const drawn = config.input === 'text' ? prepare(result.content) : result.content;
    return extraContent ? { ...drawn, ...extraContent } : drawn;
  }, [result, config.input, prepare, extraContent]);
  const issues = useMemo((): readonly ParseIssue[] => {
    if (!result) return [];
    if (result.ok) return result.warnings ?? [];
    return parsedText && parsedText.trim().length > 0 ? result.issues : [];
  }, [result, parsedText]);

  /**
   * Draws a template whose body is in, with the style and text a change of template brings; the
   * text stays when `keepText` (it was edited while the body loaded).
   */
  const applyTemplate = useCallback(
    (next: LoadedTemplate<K>, keepText: boolean) => {
      setTemplate(next);
      setStyle((current) =>
        next.onSelect === 'defaults' ? startingStyle(next, lang) : { ...current, ...next.onSelect },
      );
      // Spec §4: a template change loads that template's example (form makers keep their fields,
      // and makers whose templates are colour themes of one layout may keep the text).
      if (config.input !== 'text' || config.keepTextOnTemplateChange || keepText) return;
      const example = exampleOf(next);
      const delay = config.templateChangeParseDelayMs;
      if (delay === undefined) {
        setTextNow(example);
        return;
      }
      clearTimeout(pendingParse.current);
      setTextState(example);
      pendingParse.current = setTimeout(() => setParsedText(example), delay);
    },
    [config.input, config.keepTextOnTemplateChange, config.templateChangeParseDelayMs, setTextNow, lang, exampleOf],
  );

  /**
   * Runs `then` with a template's body: at once when it is in, else once it has loaded and if no
   * other template was asked for meanwhile. The current card stays drawn while it loads, so the
   * preview (what export captures) never shows a template without its body.
   */
  const whenLoaded = useCallback(
    (manifest: CardTemplate<K>, then: (next: LoadedTemplate<K>) => void) => {
      latestChoice.current = manifest.id;
      const ready = loadedTemplate(manifest);
      if (ready) {
        setPendingTemplateId(null);
        then(ready);
        return;
      }
      setPendingTemplateId(manifest.id);
      loadTemplate(manifest).then(
        (next) => {
          if (latestChoice.current !== manifest.id) return;
          setPendingTemplateId(null);
          then(next);
        },
        () => {
          if (latestChoice.current !== manifest.id) return;
          setPendingTemplateId(null);
          setNotice({ tone: 'error', message: t('makers.shell.templateLoadFailed'), durationMs: 5000 });
        },
      );
    },
    [t],
  );

  const chooseTemplate = useCallback(
    (id: string) => {
      const manifest = templates.find((x) => x.id === id);
      if (!manifest) return;
      const version = textVersion.current;
      whenLoaded(manifest, (next) => applyTemplate(next, textVersion.current !== version));
    },
    [templates, whenLoaded, applyTemplate],
  );
  const prepareTemplate = useCallback(
    (id: string) => {
      const manifest = templates.find((x) => x.id === id);
      // A failed early load is only tried again when the template is chosen.
      if (manifest) loadTemplate(manifest).catch(() => undefined);
    },
    [templates],
  );

  const loadExample = useCallback(() => {
    if (config.input === 'text') {
      setTextNow(exampleOf(template));
      return;
    }
    const res = kind.parse(template.examples[lang], template.parseOptions);
    if (res.ok) setFormContentState(prepare(res.content));
  }, [config.input, setTextNow, template, lang, kind, prepare, exampleOf]);

  const generate = useCallback((): boolean => {
    setArmed(true);
    clearTimeout(pendingParse.current);
    setParsedText(text);
    return text.trim().length > 0;
  }, [text]);

  const clear = useCallback(() => {
    textVersion.current += 1;
    clearTimeout(pendingParse.current);
    setTextState('');
    if (!isLive) setParsedText(null);
  }, [isLive]);

  const notify = useCallback((n: MakerNotice) => setNotice(n), []);
  const closeNotice = useCallback(() => setNotice(null), []);

  const getDraft = useCallback(() => ({ text, templateId: template.id, style }), [text, template, style]);
  const onRestore = useCallback(
    (draft: SavedDraft) => {
      const manifest = templates.find((x) => x.id === draft.templateId) ?? template;
      whenLoaded(manifest, (saved) => {
        setTemplate(saved);
        const checked = safeParse(kind.styleSchema, draft.style);
        setStyle(checked.success ? checked.output : startingStyle(saved, lang));
        setTextNow(draft.text);
      });
    },
    [templates, template, kind, setTextNow, lang, whenLoaded],
  );
  const { allowDownload } = useLoginGatedDownload({
    getDraft,
    onRestore,
    notify,
    enabled: config.loginRequired,
  });
  const { exportCard, isExporting, exportingAction } = useCardExport(notify, {
    captureDelayMs: config.captureDelayMs ?? 0,
    recordFailure: config.recordFailure ?? 'report',
  });

  // The scale a visitor chose is remembered per kind (a quote at 4× need not make notes 4×).
  const [exportScale, setScaleState] = useState<ExportScale>(() => {
    try {
      return readScale(localStorage.getItem(scaleStorageKey(kind.id)), kind.exportScale);
    } catch {
      return readScale(null, kind.exportScale);
    }
  });
  const setExportScale = useCallback(
    (scale: ExportScale) => {
      setScaleState(scale);
      try {
        localStorage.setItem(scaleStorageKey(kind.id), String(scale));
      } catch {
        // Not remembered in a blocked storage; the choice still holds on this page.
      }
    },
    [kind.id],
  );
  const canvas = (style as { canvas?: unknown }).canvas;
  const pixelSizeFor = useCallback(
    (card: { width: number; height: number }) => exportPixelSize(card, canvas, exportScale, kind.exportScale),
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
  const download = useCallback((target?: { page: number } | 'zip') => exportAs('download', target), [exportAs]);
  const copy = useCallback(() => exportAs('copy'), [exportAs]);
  const share = useCallback(() => exportAs('share'), [exportAs]);

  return {
    config,
    kind,
    lang,
    templates,
    template,
    chooseTemplate,
    pendingTemplateId,
    prepareTemplate,
    form,
    setForm,
    shown,
    text,
    setText,
    replaceText: setTextNow,
    clear,
    loadExample,
    generate,
    result,
    content,
    issues,
    formContent,
    setFormContent: setFormContentState,
    style,
    setStyle,
    resetStyle: () => setStyle(startingStyle(template, lang)),
    notice,
    notify,
    closeNotice,
    cardRef,
    download,
    copy,
    share,
    isExporting,
    exportingAction,
    exportScale,
    setExportScale,
    pixelSizeFor,
    extraContent,
    exportBackground,
    setExportBackground,
  };
}

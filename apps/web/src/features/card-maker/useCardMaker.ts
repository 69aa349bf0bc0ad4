import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
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
import { templatesOf, type CardTemplate } from '@inkcard/card-templates';
import { PARSE_DEBOUNCE_MS } from '@inkcard/shared';
import { useCardExport } from './useCardExport';
import { useLoginGatedDownload } from './useLoginGatedDownload';
import type { MakerNotice } from './MakerBanner';
import type { SavedDraft } from './login-gate';
import type { MakerConfig } from './maker-config';

/** The maker's state and actions, for CardMakerPage and for whatever a kind's page adds. */
export interface CardMaker<K extends KindId> {
  config: MakerConfig<K>;
  lang: Lang;
  templates: readonly CardTemplate<K>[];
  template: CardTemplate<K>;
  chooseTemplate: (id: string) => void;
  /** The labelled text (text makers). */
  text: string;
  /** Sets the text as the user types (parsed after the debounce in live mode). */
  setText: (text: string) => void;
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
  download: () => void;
  isExporting: boolean;
}

/**
 * The one card maker state machine (spec §4): template choice, text and its debounced or
 * button-pressed parse, style, the login-gated draft (text, template and style), export and the
 * download record. A kind's page passes its configuration and renders only what is its own.
 * @param config - the maker's configuration (see maker-config.ts)
 * @returns the maker's state and actions
 */
export function useCardMaker<K extends KindId>(config: MakerConfig<K>): CardMaker<K> {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'zh';
  // KindOf<K> is a union while K is generic; this is the same object seen through its generic face.
  const kind = config.kind as unknown as CardKind<K, string, ContentOf<K>, StyleOf<K>, ParseOptionsOf<K>>;
  const templates = useMemo(() => templatesOf(config.kind.id) as readonly CardTemplate<K>[], [config.kind.id]);
  const first = templates[0]!;
  const isLive = kind.parseMode === 'live';

  const [template, setTemplate] = useState<CardTemplate<K>>(first);
  const [text, setTextState] = useState(() => first.examples[lang]);
  // What the card shows was parsed from this text; null until the first parse (button makers).
  const [parsedText, setParsedText] = useState<string | null>(() =>
    config.input === 'text' && isLive ? first.examples[lang] : null,
  );
  const [formContent, setFormContentState] = useState<ContentOf<K> | null>(() =>
    config.input === 'form' && config.initialContent ? config.initialContent((key) => t(key) as string) : null,
  );
  const [style, setStyle] = useState<StyleOf<K>>(first.styleDefaults);
  const [notice, setNotice] = useState<MakerNotice | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  // The parse a template change schedules (templateChangeParseDelayMs); cancelled by any newer text.
  const pendingParse = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pendingParse.current), []);

  // Typing settles for PARSE_DEBOUNCE_MS before a live parse (spec §9: 500 ms).
  useEffect(() => {
    if (!isLive || config.input !== 'text' || text === parsedText) return;
    const id = setTimeout(() => setParsedText(text), PARSE_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [isLive, config.input, text, parsedText]);

  /** Sets text that did not come from typing (an example, a restored draft): it is parsed at once. */
  const setTextNow = useCallback((next: string) => {
    clearTimeout(pendingParse.current);
    setTextState(next);
    setParsedText(next);
  }, []);

  const prepare = useCallback(
    (content: ContentOf<K>): ContentOf<K> => kind.completeContent(content, { lang, today: new Date() }),
    [kind, lang],
  );

  const result = useMemo((): ParseResult<ContentOf<K>> | null => {
    if (config.input === 'form') return formContent ? { ok: true, content: formContent } : null;
    return parsedText === null ? null : kind.parse(parsedText, template.parseOptions);
  }, [config.input, formContent, parsedText, kind, template]);
  const content = useMemo(
    () => (result?.ok ? (config.input === 'text' ? prepare(result.content) : result.content) : null),
    [result, config.input, prepare],
  );
  const issues = useMemo((): readonly ParseIssue[] => {
    if (!result) return [];
    if (result.ok) return result.warnings ?? [];
    return parsedText && parsedText.trim().length > 0 ? result.issues : [];
  }, [result, parsedText]);

  const chooseTemplate = useCallback(
    (id: string) => {
      const next = templates.find((x) => x.id === id);
      if (!next) return;
      setTemplate(next);
      setStyle((current) => (next.onSelect === 'defaults' ? next.styleDefaults : { ...current, ...next.onSelect }));
      // Spec §4: a template change loads that template's example (form makers keep their fields).
      if (config.input !== 'text') return;
      const delay = config.templateChangeParseDelayMs;
      if (delay === undefined) {
        setTextNow(next.examples[lang]);
        return;
      }
      clearTimeout(pendingParse.current);
      setTextState(next.examples[lang]);
      pendingParse.current = setTimeout(() => setParsedText(next.examples[lang]), delay);
    },
    [templates, config.input, config.templateChangeParseDelayMs, setTextNow, lang],
  );

  const loadExample = useCallback(() => {
    if (config.input === 'text') {
      setTextNow(template.examples[lang]);
      return;
    }
    const res = kind.parse(template.examples[lang], template.parseOptions);
    if (res.ok) setFormContentState(prepare(res.content));
  }, [config.input, setTextNow, template, lang, kind, prepare]);

  const generate = useCallback((): boolean => {
    clearTimeout(pendingParse.current);
    setParsedText(text);
    return text.trim().length > 0;
  }, [text]);

  const clear = useCallback(() => {
    clearTimeout(pendingParse.current);
    setTextState('');
    if (!isLive) setParsedText(null);
  }, [isLive]);

  const notify = useCallback((n: MakerNotice) => setNotice(n), []);
  const closeNotice = useCallback(() => setNotice(null), []);

  const getDraft = useCallback(() => ({ text, templateId: template.id, style }), [text, template, style]);
  const onRestore = useCallback(
    (draft: SavedDraft) => {
      const saved = templates.find((x) => x.id === draft.templateId) ?? template;
      setTemplate(saved);
      const checked = kind.styleSchema.safeParse(draft.style);
      setStyle(checked.success ? checked.data : saved.styleDefaults);
      setTextNow(draft.text);
    },
    [templates, template, kind, setTextNow],
  );
  const { allowDownload } = useLoginGatedDownload({
    getDraft,
    onRestore,
    notify,
    enabled: config.loginRequired,
  });
  const { exportCard, isExporting } = useCardExport(notify);

  const download = useCallback(() => {
    if (!content || !allowDownload()) return;
    void exportCard({
      node: cardRef.current?.firstElementChild as HTMLElement | null,
      pixelRatio: kind.exportScale,
      fileName: kind.fileNameFor(content, lang),
      record: { cardType: kind.trackingType, template: template.id, title: config.recordTitle(content) },
    });
  }, [content, allowDownload, exportCard, kind, lang, template, config]);

  return {
    config,
    lang,
    templates,
    template,
    chooseTemplate,
    text,
    setText: setTextState,
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
    resetStyle: () => setStyle(template.styleDefaults),
    notice,
    notify,
    closeNotice,
    cardRef,
    download,
    isExporting,
  };
}

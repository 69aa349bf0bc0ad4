import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cleanAiAnswer, textLang, type KindId, type SmartPaster } from '@inkcard/card-engine';
import { AI_KINDS, type AiKind } from '@inkcard/shared';
import { useAiStatus } from '../ai/useAiStatus';
import { ApiError } from '../../api/client';
import { useSession } from '../auth/session';
import { loadOnce } from './load-once';
import { saveDraftForLogin } from './login-gate';
import type { CardMaker } from './useCardMaker';
import type { AssistApplied } from './maker-state/maker-state';

const loadSmartPasteModule = loadOnce(() => import('@inkcard/card-engine/smart-paste'));
/**
 * The AI stream's client, loaded on its first use: it brings the shared error table (both
 * languages' messages, ~4 KB compressed) that no first frame needs.
 */
const loadAiModule = loadOnce(() => import('../../api/ai-generate'));
/**
 * Loads the smart paste rules (their own chunk: the plain-text reader, sentence ranking and every
 * kind's rules, ~7 KB that no first frame needs). A failed load is forgotten so a retry asks again.
 * @param kind - the maker's kind id
 * @returns the kind's smart paste, or undefined for a kind without one
 */
function loadSmartPaste(kind: string): Promise<SmartPaster | undefined> {
  return loadSmartPasteModule().then((m) => m.smartPasteFor(kind));
}

/** A word from the assist, shown beside its buttons. */
export interface AssistMessage {
  tone: 'info' | 'warning' | 'error';
  text: string;
}

/** The smart paste and AI entry of a text maker: its state and actions. */
export interface TextAssist {
  hasAi: boolean;
  /** Null until the server answers; `enabled` false when no model is configured. */
  status: { enabled: boolean; remainingToday?: number; maxInputChars: number; provider?: string } | null;
  /** The last result put into the editor, while the editor still holds it and until the user keeps it or goes back. */
  applied: AssistApplied | null;
  /** The answer so far while the model writes; null when not generating. */
  streaming: string | null;
  /** Why the AI button did nothing: AI is off (the bar offers smart paste), or no one is signed in. */
  explaining: 'aiOff' | 'signIn' | null;
  /** What the last action has to say (nothing to arrange, an AI failure…). */
  message: AssistMessage | null;
  smartPaste: () => void;
  /** Fetches smart paste's code ahead of a press (pointer over, focus or touch on its button). */
  prepareSmartPaste: () => void;
  generateWithAi: () => void;
  stop: () => void;
  restoreOriginal: () => void;
  keep: () => void;
}

/**
 * Smart paste and AI generation for a text maker (issue 16). Both put labelled text into the
 * editor only after the kind's parser accepts it, draw it at once, and keep the original text to
 * go back to (the maker's `assist`, gone once the text changes; undo also takes it back); nothing
 * is applied without the user pressing a button. While an answer streams the editor is read-only,
 * so nothing typed meanwhile is overwritten.
 * @param maker - the maker (its kind, text, template, language and notices)
 * @returns the assist's state and actions
 */
export function useTextAssist<K extends KindId>(maker: CardMaker<K>): TextAssist {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isSignedIn } = useSession();
  const assist = maker.config.assist;
  const hasAi = Boolean(assist?.ai) && (AI_KINDS as readonly string[]).includes(maker.kind.id);
  const { data: aiStatus, refresh: refreshAiStatus } = useAiStatus(hasAi);
  const [streamed, setStreamed] = useState<string | null>(null);
  const [explaining, setExplaining] = useState<'aiOff' | 'signIn' | null>(null);
  // Said beside the buttons: the page's banner may be off screen on a phone.
  const [message, setMessage] = useState<AssistMessage | null>(null);
  const controllerRef = useRef<AbortController | null>(null);
  useEffect(() => () => controllerRef.current?.abort(), []);
  const { applyAssist, setStreaming, kind, text, lang } = maker;

  // The text a pending smart paste read; it is applied only if the editor still holds it.
  const textRef = useRef(text);
  textRef.current = text;
  const prepareSmartPaste = useCallback(() => {
    if (assist) void loadSmartPaste(kind.id).catch(() => undefined);
  }, [assist, kind.id]);
  const smartPaste = useCallback(() => {
    setExplaining(null);
    setMessage(null);
    if (!assist) return;
    const original = text;
    loadSmartPaste(kind.id)
      .then((paste) => {
        if (!paste || textRef.current !== original) return;
        const res = paste(original, { lang });
        if (!res.ok) {
          setMessage({ tone: 'warning', text: t('makers.assist.pasteFirst') });
          return;
        }
        if (!res.changed) {
          setMessage({ tone: 'info', text: t('makers.assist.alreadyLabelled') });
          return;
        }
        applyAssist('smart', original, res.text, res.truncated, res.leftOut);
      })
      .catch(() => setMessage({ tone: 'error', text: t('makers.assist.smartPasteUnavailable') }));
  }, [assist, kind.id, text, lang, applyAssist, t]);

  const generateWithAi = useCallback(() => {
    const status = aiStatus;
    if (!status?.enabled) {
      setExplaining('aiOff');
      return;
    }
    setExplaining(null);
    setMessage(null);
    if (text.trim().length === 0) {
      setMessage({ tone: 'warning', text: t('makers.assist.pasteFirst') });
      return;
    }
    if (Array.from(text).length > status.maxInputChars) {
      setMessage({ tone: 'warning', text: t('makers.assist.tooLong', { count: status.maxInputChars }) });
      return;
    }
    if (!isSignedIn) {
      // Said beside the button (the page's banner may be off screen on a phone); the login round
      // trip keeps the text, as a download's does.
      saveDraftForLogin({ text, templateId: maker.template.id, path: pathname, style: maker.style });
      setExplaining('signIn');
      return;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    const original = text;
    setStreamed('');
    setStreaming(true);
    loadAiModule()
      .then(({ streamCardText }) =>
        streamCardText(
          { kind: kind.id as AiKind, template: maker.template.id, text, lang: textLang(text, lang) },
          { signal: controller.signal, onDelta: (piece) => setStreamed((s) => (s ?? '') + piece) },
        ),
      )
      .then((answer) => {
        // The server checked the answer already; the editor only takes what this kind parses.
        const labelled = cleanAiAnswer(kind, answer);
        if (!kind.parse(labelled).ok) {
          setMessage({ tone: 'error', text: t('makers.assist.unparsable') });
          return;
        }
        // The editor was read-only meanwhile, so it still holds the text the answer was written from.
        applyAssist('ai', original, labelled, false);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setMessage({ tone: 'error', text: error instanceof ApiError ? error.message : t('makers.assist.failed') });
      })
      .finally(() => {
        if (controllerRef.current === controller) controllerRef.current = null;
        setStreamed(null);
        setStreaming(false);
        refreshAiStatus();
      });
  }, [
    aiStatus,
    refreshAiStatus,
    text,
    isSignedIn,
    maker.template.id,
    maker.style,
    pathname,
    kind,
    lang,
    applyAssist,
    setStreaming,
    t,
  ]);

  const stop = useCallback(() => {
    controllerRef.current?.abort();
    setStreamed(null);
    setStreaming(false);
  }, [setStreaming]);

  return {
    hasAi,
    status: aiStatus ?? null,
    applied: maker.assist,
    streaming: streamed,
    explaining,
    message,
    smartPaste,
    prepareSmartPaste,
    generateWithAi,
    stop,
    restoreOriginal: maker.restoreOriginal,
    keep: maker.keepAssist,
  };
}

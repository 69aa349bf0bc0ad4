import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  readCardState,
  serializeCardState,
  type AnyCardState,
  type CardState,
  type KindId,
} from '@inkcard/card-engine';
import { CARD_LINK_MAX_CHARS, STORAGE_KEYS, type Card, type CardSummary } from '@inkcard/shared';
import { CardConflict, createCard, fetchCard, fetchSharedCard, updateCard, uploadCardThumbnail } from '../../api/cards';
import { ApiError } from '../../api/client';
import { loadCatalog } from '../../i18n';
import { useSession } from '../auth/session';
import { saveDraftForLogin, takeDraftForPath } from '../card-maker/login-gate';
import type { MakerNotice } from '../card-maker/MakerBanner';
import { MAKERS } from '../../makers';
import { CARD_LINK_PARAM, decodeCardLink, encodeCardLink } from './card-link';
import { cardThumbnail } from './card-thumbnail';
import { loadIntoMaker, type CardLoader } from './load-into-maker';

/** The query parameter naming the saved card a maker edits (`/quote?card=12`). */
export const CARD_PARAM = 'card';
/** The query parameter naming a shared card a maker opens a copy of (`/quote?from=<shareId>`). */
export const FROM_PARAM = 'from';

/** The kinds whose makers offer "Copy link" without an account (short cards). */
const LINK_KINDS: readonly KindId[] = ['quote', 'blessing'];

/** What of a maker the saved-card session uses. */
export interface SavedCardMaker extends CardLoader {
  cardState: CardState;
  isDirty: boolean;
  markSaved: () => void;
  notify: (notice: MakerNotice) => void;
  cardRef: React.RefObject<HTMLDivElement | null>;
  config: { loginRequired?: boolean };
}

/** The saved card a maker is editing. */
export type SavedCardLink = Pick<CardSummary, 'id' | 'version' | 'title' | 'shareId' | 'visibility'>;

/** A maker's saved card: which one it edits, and saving, sharing and linking it. */
export interface SavedCardSession {
  /** The saved card being edited, or null for a card not saved yet. */
  link: SavedCardLink | null;
  isSaving: boolean;
  /** The card as saved elsewhere, when a save found it changed since it was opened (409). */
  conflict: Card | null;
  /** Whether this maker offers "Copy link" (quote and blessing). */
  canCopyLink: boolean;
  /** Saves the card: a new card, or over the one being edited (from the version opened). */
  save: () => Promise<SavedCardLink | null>;
  /** After a conflict: loads the card as saved elsewhere. */
  reloadSaved: () => void;
  /** After a conflict: saves this card as a new one. */
  saveAsNew: () => Promise<void>;
  dismissConflict: () => void;
  /** Takes in what the share dialog changed (link on or off, gallery). */
  setShared: (card: CardSummary) => void;
  /** Copies a link holding the whole card (no account needed). */
  copyLink: () => Promise<void>;
  /**
   * Whether a card the address names is on its way: the maker's input waits for it, or typing in
   * the meantime (over the draft shown until then) would be replaced by the card when it arrives.
   */
  isOpening: boolean;
}

/** A card whose stored state this build cannot read (its message is built with the catalog). */
class UnreadableCardError extends Error {}

/**
 * What a failure says, for a notice built once the catalog is in.
 * @param error - what was thrown
 * @param t - the translator
 * @returns the text
 */
function failureText(error: unknown, t: TFunction): string {
  return error instanceof UnreadableCardError ? t('cards.shared.unreadable') : (error as Error).message;
}

const toLink = (card: CardSummary): SavedCardLink => ({
  id: card.id,
  version: card.version,
  title: card.title,
  shareId: card.shareId,
  visibility: card.visibility,
});

/**
 * A maker's saved card (issue 25): opens what its address names — a saved card (`?card=`), a copy
 * of a shared card (`?from=`), a card in a link's fragment (`#card=`) — and saves it (create, then
 * update with the version check; a 409 keeps both versions and asks), with a thumbnail drawn from
 * the preview; copies a no-account link of a short card.
 * @param maker - the maker (useCardMaker)
 * @returns the session
 */
export function useSavedCard(maker: SavedCardMaker): SavedCardSession {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [link, setLink] = useState<SavedCardLink | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Card | null>(null);
  // How many cards the address named are still being fetched or read (see isOpening).
  const [openingCount, setOpeningCount] = useState(0);
  // The latest maker, for what async steps read after awaiting.
  const latest = useRef(maker);
  latest.current = maker;
  const kindId = maker.kind.id;
  const cardParam = params.get(CARD_PARAM);
  const fromParam = params.get(FROM_PARAM);
  const hasLinkedCard = new URLSearchParams(location.hash.replace(/^#/, '')).has(CARD_LINK_PARAM);

  /**
   * Shows a notice once this file's catalog is in: the notice is built after it loads, since a `t()`
   * called before that answers the key itself ("cards.maker.openedFromLink" on a link's first load).
   */
  const notify = useCallback(async (build: () => MakerNotice) => {
    await loadCatalog('cards').catch(() => undefined);
    latest.current.notify(build());
  }, []);
  /** The address without one query parameter (replace: the back button is not cluttered). */
  const dropParam = useCallback(
    (name: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const setCardParam = useCallback(
    (id: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(CARD_PARAM, String(id));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  /** Loads a card into the maker, or sends it to its own kind's maker; says when its template is gone. */
  const open = useCallback(
    async (state: AnyCardState, elsewhere: string): Promise<boolean> => {
      const result = loadIntoMaker(latest.current, state);
      if (result === 'otherKind') {
        void navigate(`${MAKERS[state.kind].path}${elsewhere}`, { replace: true });
        return false;
      }
      if (result === 'fallback')
        await notify(() => ({ tone: 'info', message: t('cards.maker.templateMissing'), durationMs: 8000 }));
      return true;
    },
    [navigate, notify, t],
  );

  // ?card=<id>: the user's saved card. Signed out, sign in first and come back here.
  const openedId = useRef<number | null>(null);
  useEffect(() => {
    const id = Number(cardParam);
    if (!cardParam || !Number.isInteger(id) || id < 1 || openedId.current === id) return;
    const here = `${location.pathname}${location.search}`;
    if (!isSignedIn) {
      try {
        localStorage.setItem(STORAGE_KEYS.savedRedirectPath, here);
      } catch {
        // Without storage the login simply returns home.
      }
      void navigate('/login', { replace: true });
      return;
    }
    openedId.current = id;
    let alive = true;
    setOpeningCount((n) => n + 1);
    void (async () => {
      try {
        const { card } = await fetchCard(id);
        if (!alive) return;
        const read = readCardState(card.state);
        if (!read.ok) throw new UnreadableCardError();
        if (!(await open(read.state, `?${CARD_PARAM}=${id}`))) return;
        setLink(toLink(card));
        setConflict(null);
      } catch (error) {
        if (!alive) return;
        openedId.current = null;
        dropParam(CARD_PARAM);
        await notify(() => ({
          tone: 'error',
          message: t('cards.maker.openFailed', { message: failureText(error, t) }),
        }));
      } finally {
        setOpeningCount((n) => n - 1);
      }
    })();
    try {
      if (localStorage.getItem(STORAGE_KEYS.savedRedirectPath) === here)
        localStorage.removeItem(STORAGE_KEYS.savedRedirectPath);
    } catch {
      // Nothing to clean up without storage.
    }
    return () => {
      alive = false;
    };
  }, [cardParam, isSignedIn, location.pathname, location.search, navigate, open, notify, dropParam, t]);

  // ?from=<shareId>: a copy of a shared card, not linked to it; the address forgets it once loaded,
  // so a reload keeps the visitor's changes (the draft) instead of loading the copy again.
  useEffect(() => {
    if (!fromParam) return;
    let alive = true;
    setOpeningCount((n) => n + 1);
    void (async () => {
      try {
        const { card } = await fetchSharedCard(fromParam);
        if (!alive) return;
        const read = readCardState(card.state);
        if (!read.ok) throw new UnreadableCardError();
        if (!(await open(read.state, `?${FROM_PARAM}=${encodeURIComponent(fromParam)}`))) return;
        setLink(null);
        await notify(() => ({ tone: 'success', message: t('cards.maker.openedCopy'), durationMs: 6000 }));
      } catch (error) {
        if (alive)
          await notify(() => ({
            tone: 'error',
            message: t('cards.maker.openFailed', { message: failureText(error, t) }),
          }));
      } finally {
        setOpeningCount((n) => n - 1);
        if (alive) dropParam(FROM_PARAM);
      }
    })();
    return () => {
      alive = false;
    };
  }, [fromParam, open, notify, dropParam, t]);

  // #card=…: a card in the link itself; the fragment is dropped once read, for the same reason.
  useEffect(() => {
    if (!hasLinkedCard) return;
    const { hash, pathname, search } = location;
    let alive = true;
    setOpeningCount((n) => n + 1);
    void (async () => {
      const read = await decodeCardLink(hash).finally(() => setOpeningCount((n) => n - 1));
      if (!alive || !read) return;
      void navigate({ pathname, search }, { replace: true, preventScrollReset: true });
      if (!read.ok) {
        await notify(() => ({ tone: 'warning', message: t('cards.maker.linkBroken'), durationMs: 8000 }));
        return;
      }
      if (!(await open(read.state, hash))) return;
      setLink(null);
      await notify(() => ({ tone: 'success', message: t('cards.maker.openedFromLink'), durationMs: 6000 }));
    })();
    return () => {
      alive = false;
    };
  }, [hasLinkedCard, location, navigate, open, notify, t]);

  // A maker without the login gate (blessing) does not restore the gate's keys: a "sign in to
  // save" round trip's keys are cleared here once back, so later logins do not come back here.
  useEffect(() => {
    if (isSignedIn && !maker.config.loginRequired) takeDraftForPath(location.pathname);
  }, [isSignedIn, maker.config.loginRequired, location.pathname]);

  /** Draws and uploads the saved card's thumbnail; a failure only leaves the old one. */
  const uploadThumbnail = useCallback(async (card: SavedCardLink) => {
    try {
      const png = await cardThumbnail(latest.current.cardRef.current);
      if (png) setLink(toLink((await uploadCardThumbnail(card.id, card.version, png)).card));
    } catch {
      // A thumbnail of a card saved again meanwhile (409), an export refused: the next save draws one.
    }
  }, []);

  /** Marks the maker saved unless the card changed while the request was under way. */
  const markSavedIfUnchanged = (saved: CardState): void => {
    if (serializeCardState(latest.current.cardState) === serializeCardState(saved)) latest.current.markSaved();
  };

  const failed = useCallback(
    async (error: unknown) => {
      await notify(() => ({ tone: 'error', message: t('cards.notices.failed', { message: failureText(error, t) }) }));
    },
    [notify, t],
  );

  const saveNew = useCallback(
    async (state: CardState): Promise<SavedCardLink> => {
      const { card } = await createCard(state);
      const saved = toLink(card);
      setLink(saved);
      openedId.current = card.id;
      setCardParam(card.id);
      return saved;
    },
    [setCardParam],
  );

  const save = useCallback(async (): Promise<SavedCardLink | null> => {
    if (!isSignedIn) {
      const card = latest.current.cardState;
      saveDraftForLogin({ text: card.text, templateId: card.template, style: card.style, path: location.pathname });
      void navigate('/login');
      return null;
    }
    const state = latest.current.cardState;
    setSaving(true);
    try {
      const saved = link ? toLink((await updateCard(link.id, state, link.version)).card) : await saveNew(state);
      setLink(saved);
      markSavedIfUnchanged(state);
      await notify(() => ({ tone: 'success', message: t('cards.maker.saved'), durationMs: 3000 }));
      void uploadThumbnail(saved);
      return saved;
    } catch (error) {
      if (error instanceof CardConflict) setConflict(error.current);
      else if (error instanceof ApiError && error.code === 'CARD_NOT_FOUND') {
        // Deleted (or purged) meanwhile: the next save makes a new card.
        setLink(null);
        openedId.current = null;
        dropParam(CARD_PARAM);
        await failed(error);
      } else await failed(error);
      return null;
    } finally {
      setSaving(false);
    }
  }, [isSignedIn, link, location.pathname, navigate, saveNew, notify, uploadThumbnail, failed, dropParam, t]);

  const reloadSaved = useCallback(() => {
    if (!conflict) return;
    const read = readCardState(conflict.state);
    setConflict(null);
    if (!read.ok) return;
    loadIntoMaker(latest.current, read.state);
    setLink(toLink(conflict));
  }, [conflict]);

  const saveAsNew = useCallback(async () => {
    setConflict(null);
    const state = latest.current.cardState;
    setSaving(true);
    try {
      const saved = await saveNew(state);
      markSavedIfUnchanged(state);
      await notify(() => ({ tone: 'success', message: t('cards.maker.saved'), durationMs: 3000 }));
      void uploadThumbnail(saved);
    } catch (error) {
      await failed(error);
    } finally {
      setSaving(false);
    }
  }, [saveNew, notify, uploadThumbnail, failed, t]);

  const copyLink = useCallback(async () => {
    const base = `${window.location.origin}${location.pathname}`;
    const encoded = await encodeCardLink(latest.current.cardState as AnyCardState, base);
    if (!encoded.ok) {
      await notify(() => ({
        tone: 'warning',
        message:
          encoded.reason === 'hasImage'
            ? t('cards.maker.linkHasImage')
            : t('cards.maker.linkTooBig', { max: CARD_LINK_MAX_CHARS.toLocaleString() }),
        durationMs: 8000,
      }));
      return;
    }
    const url = `${base}#${encoded.fragment}`;
    try {
      await navigator.clipboard.writeText(url);
      await notify(() => ({ tone: 'success', message: t('cards.maker.linkCopied'), durationMs: 5000 }));
    } catch {
      // The link goes to the address bar to copy by hand; past the router, so it is not opened again.
      window.history.replaceState(window.history.state, '', url);
      await notify(() => ({ tone: 'warning', message: t('cards.maker.linkCopyFailed'), durationMs: 8000 }));
    }
  }, [location.pathname, notify, t]);

  return {
    link,
    isSaving,
    conflict,
    canCopyLink: LINK_KINDS.includes(kindId),
    save,
    reloadSaved,
    saveAsNew,
    dismissConflict: useCallback(() => setConflict(null), []),
    setShared: useCallback((card: CardSummary) => setLink(toLink(card)), []),
    copyLink,
    isOpening: openingCount > 0,
  };
}

import { STORAGE_KEYS } from '@inkcard/shared';

/** What a maker saves before sending an anonymous visitor to log in (spec §4, plus the style). */
export interface SavedDraft {
  text: string;
  templateId: string;
  path: string;
  /** The style as it was, unchecked: the maker validates it against the kind's schema on restore. */
  style: unknown;
}

const KEYS = [
  STORAGE_KEYS.savedProfileContent,
  STORAGE_KEYS.savedTemplate,
  STORAGE_KEYS.savedRedirectPath,
  STORAGE_KEYS.savedStyle,
] as const;

/**
 * Saves the text, template id, current path and style under the spec's storage keys.
 * @param draft - the maker's text, template id, path and style
 */
export function saveDraftForLogin(draft: SavedDraft): void {
  try {
    localStorage.setItem(STORAGE_KEYS.savedProfileContent, draft.text);
    localStorage.setItem(STORAGE_KEYS.savedTemplate, draft.templateId);
    localStorage.setItem(STORAGE_KEYS.savedRedirectPath, draft.path);
    localStorage.setItem(STORAGE_KEYS.savedStyle, JSON.stringify(draft.style ?? null));
  } catch {
    // A full or blocked storage only loses the draft; the banner still explains the login.
  }
}

/**
 * Takes the saved draft for this path, removing the keys; other paths' drafts stay untouched.
 * @param path - the current path
 * @returns the draft when one was saved on this path, else null
 */
export function takeDraftForPath(path: string): SavedDraft | null {
  try {
    if (localStorage.getItem(STORAGE_KEYS.savedRedirectPath) !== path) return null;
    let style: unknown = null;
    try {
      style = JSON.parse(localStorage.getItem(STORAGE_KEYS.savedStyle) ?? 'null');
    } catch {
      style = null;
    }
    const draft: SavedDraft = {
      text: localStorage.getItem(STORAGE_KEYS.savedProfileContent) ?? '',
      templateId: localStorage.getItem(STORAGE_KEYS.savedTemplate) ?? '',
      path,
      style,
    };
    for (const key of KEYS) localStorage.removeItem(key);
    return draft;
  } catch {
    return null;
  }
}

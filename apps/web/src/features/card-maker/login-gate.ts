import { STORAGE_KEYS } from '@inkcard/shared';

/** What a maker saves before sending an anonymous visitor to log in (spec §4). */
export interface SavedDraft {
  text: string;
  templateId: string;
  path: string;
}

/**
 * Saves the text, template id and current path under the spec's storage keys.
 * @param draft - the maker's text, template id and path
 */
export function saveDraftForLogin(draft: SavedDraft): void {
  try {
    localStorage.setItem(STORAGE_KEYS.savedProfileContent, draft.text);
    localStorage.setItem(STORAGE_KEYS.savedTemplate, draft.templateId);
    localStorage.setItem(STORAGE_KEYS.savedRedirectPath, draft.path);
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
    const draft: SavedDraft = {
      text: localStorage.getItem(STORAGE_KEYS.savedProfileContent) ?? '',
      templateId: localStorage.getItem(STORAGE_KEYS.savedTemplate) ?? '',
      path,
    };
    localStorage.removeItem(STORAGE_KEYS.savedProfileContent);
    localStorage.removeItem(STORAGE_KEYS.savedTemplate);
    localStorage.removeItem(STORAGE_KEYS.savedRedirectPath);
    return draft;
  } catch {
    return null;
  }
}

import { STORAGE_KEYS } from '@inkcard/shared';

/** The class on <html> that switches the dark palette on (spec §4). */
export const DARK_MODE_CLASS = 'dark-mode';
/** The media query for the operating system's dark preference. */
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The parts of the browser the theme logic touches, injectable so it can be tested without a DOM. */
export interface ThemeEnvironment {
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  media: {
    matches: boolean;
    addEventListener(type: 'change', listener: (event: { matches: boolean }) => void): void;
  };
  root: { classList: { toggle(token: string, force?: boolean): boolean } };
}

/** A small external store for the dark-mode flag, shaped for useSyncExternalStore. */
export interface ThemeStore {
  /** Whether dark mode is on. */
  get(): boolean;
  /** Records an explicit choice: saved, applied at once, and the OS is no longer followed. */
  set(isDark: boolean): void;
  /** Flips the current mode as an explicit choice. */
  toggle(): void;
  /** Whether the mode still follows the operating system (no choice made in this visit). */
  followsSystem(): boolean;
  subscribe(listener: () => void): () => void;
}

/**
 * Reads the stored choice: 'true' or 'false', anything else counts as no choice.
 * @param raw - the stored string
 * @returns the stored flag, or null when none is stored
 */
export function parseStoredDarkMode(raw: string | null): boolean | null {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}

function safeRead(env: ThemeEnvironment): string | null {
  try {
    return env.storage.getItem(STORAGE_KEYS.darkMode);
  } catch {
    return null;
  }
}
function safeWrite(env: ThemeEnvironment, isDark: boolean): void {
  try {
    env.storage.setItem(STORAGE_KEYS.darkMode, String(isDark));
  } catch {
    // Storage unavailable (private mode): the mode still applies for this visit.
  }
}

/**
 * Creates the theme store and applies the starting mode (spec §4): the stored value, else the OS
 * preference, which is then saved. While no choice has been made (the value came from the OS), OS
 * changes are followed and re-saved; an explicit set/toggle stops that.
 * @param env - storage, the dark media query and the root element
 * @returns the store
 */
export function createThemeStore(env: ThemeEnvironment): ThemeStore {
  const listeners = new Set<() => void>();
  const stored = parseStoredDarkMode(safeRead(env));
  let isDark = stored ?? env.media.matches;
  let following = stored === null;
  if (following) safeWrite(env, isDark);
  env.root.classList.toggle(DARK_MODE_CLASS, isDark);

  const apply = (next: boolean): void => {
    isDark = next;
    safeWrite(env, next);
    env.root.classList.toggle(DARK_MODE_CLASS, next);
    listeners.forEach((l) => l());
  };

  env.media.addEventListener('change', (event) => {
    // Another tab may have stored a choice meanwhile; a stored value differing from ours is a choice.
    if (following && event.matches !== isDark) apply(event.matches);
  });

  const set = (next: boolean): void => {
    following = false;
    if (next !== isDark) apply(next);
    else safeWrite(env, next);
  };

  return {
    get: () => isDark,
    set,
    toggle: () => set(!isDark),
    followsSystem: () => following,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

import { createThemeStore, DARK_QUERY, type ThemeStore } from './theme-store';

let store: ThemeStore | null = null;

/**
 * Starts the theme for this page: call once in main.tsx before the first render so the right
 * palette is on <html> before anything paints.
 * @returns the app's theme store
 */
export function startTheme(): ThemeStore {
  store ??= createThemeStore({
    storage: window.localStorage,
    media: window.matchMedia(DARK_QUERY),
    root: document.documentElement,
  });
  return store;
}

import { useSyncExternalStore } from 'react';
import { startTheme } from './theme';

/**
 * Dark mode in a component.
 * @returns whether dark mode is on and a toggle that records the choice
 */
export function useDarkMode(): { isDark: boolean; toggle: () => void } {
  const store = startTheme();
  const isDark = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { isDark, toggle: store.toggle };
}

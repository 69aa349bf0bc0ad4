import { useSyncExternalStore } from 'react';

/** Below Tailwind's `lg` breakpoint the maker stacks its columns: the phone layout. */
const NARROW_QUERY = '(max-width: 1023.98px)';

const subscribe = (onChange: () => void): (() => void) => {
  const query = window.matchMedia?.(NARROW_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const read = (): boolean => Boolean(window.matchMedia?.(NARROW_QUERY).matches);

/**
 * Whether the maker is in its stacked (phone and small tablet) layout, following resizes.
 * @returns true below the `lg` breakpoint
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

import { useEffect, useState } from 'react';

/**
 * The value, updated only after it has stopped changing for `delayMs` (spec §9: parse 500 ms).
 * @param value - the live value
 * @param delayMs - the quiet period
 * @returns the settled value
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return settled;
}

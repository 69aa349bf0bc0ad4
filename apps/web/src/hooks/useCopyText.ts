import { useCallback, useEffect, useState } from 'react';

/** How long "copied" shows after a copy, in ms. */
const COPIED_MS = 2000;

/**
 * Copies text to the clipboard and says so for two seconds.
 * @returns `copy(text)` (true when the clipboard took it) and whether a copy just succeeded
 */
export function useCopyText(): { copy: (text: string) => Promise<boolean>; isCopied: boolean } {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);
  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      if (!navigator.clipboard) return false;
      await navigator.clipboard.writeText(text);
      setCopied(true);
      return true;
    } catch {
      setCopied(false);
      return false;
    }
  }, []);
  return { copy, isCopied };
}

import { useCallback, useEffect, useState } from 'react';
import type { AiStatusResponse } from '@inkcard/shared';
import { afterFirstPaint } from '@inkcard/card-templates/first-paint';
import { fetchAiStatus } from '../../api/ai';
import { useSession } from '../auth/session';

const FRESH_MS = 60_000;
// One answer per signed-in state, shared by every component for a minute. Not TanStack Query:
// the home page and the makers load without it (it stays out of the first load).
const cache = new Map<boolean, { at: number; promise: Promise<AiStatusResponse | undefined> }>();

function load(signedIn: boolean, force: boolean): Promise<AiStatusResponse | undefined> {
  const hit = cache.get(signedIn);
  if (hit && !force && Date.now() - hit.at < FRESH_MS) return hit.promise;
  const promise = fetchAiStatus().catch(() => undefined);
  cache.set(signedIn, { at: Date.now(), promise });
  return promise;
}

/**
 * Whether the server's AI generation is on (and, signed in, what is left of today's quota). Until
 * it loads, or when it fails, `data` is undefined: AI counts as off.
 * @param enabled - false skips the request (a maker without AI)
 * @returns the status, and `refresh` to ask again (after a generation spent quota)
 */
export function useAiStatus(enabled = true): { data: AiStatusResponse | undefined; refresh: () => void } {
  const { isSignedIn } = useSession();
  const [data, setData] = useState<AiStatusResponse | undefined>(undefined);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // The answer only enables a button: it waits for the page's first paint.
    void afterFirstPaint()
      .then(() => (live ? load(isSignedIn, version > 0) : undefined))
      .then((status) => {
        if (live) setData(status);
      });
    return () => {
      live = false;
    };
  }, [enabled, isSignedIn, version]);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { data, refresh };
}

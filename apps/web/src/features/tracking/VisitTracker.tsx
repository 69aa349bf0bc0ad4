import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import {
  TRACK_REFERRER_MAX,
  TRACK_TITLE_MAX,
  VISIT_FIRST_DELAY_MS,
  VISIT_MEMORY_CLEAR_MS,
  VISIT_NAVIGATION_DELAY_MS,
} from '@inkcard/shared';
import { recordVisit } from '../../api/tracking';
import { clearVisitMemory, isTrackablePath, rememberVisit, type KeyValueStorage } from './visit-memory';

/** Session storage, or nothing when the browser refuses it (some private modes throw on access). */
function sessionStore(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** An in-memory stand-in so dedupe still works within the tab when session storage is refused. */
const memoryStore: KeyValueStorage = (() => {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
})();

/**
 * Records page views (spec §4): 1 s after the app starts and 100 ms after each navigation; files
 * and /api/ paths are skipped, a path is not recorded twice within 30 s, and the remembered paths
 * are cleared hourly. Renders nothing, and every failure is swallowed.
 */
export function VisitTracker(): null {
  const { pathname } = useLocation();
  const isFirst = useRef(true);

  useEffect(() => {
    const delay = isFirst.current ? VISIT_FIRST_DELAY_MS : VISIT_NAVIGATION_DELAY_MS;
    isFirst.current = false;
    const timer = window.setTimeout(() => {
      try {
        if (!isTrackablePath(pathname)) return;
        if (!rememberVisit(sessionStore() ?? memoryStore, pathname, Date.now())) return;
        const visit = {
          path: pathname,
          referrer: document.referrer.slice(0, TRACK_REFERRER_MAX),
          title: document.title.slice(0, TRACK_TITLE_MAX),
        };
        recordVisit(visit).catch(() => undefined);
      } catch {
        // Tracking never breaks a page.
      }
    }, delay);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  useEffect(() => {
    const timer = window.setInterval(() => clearVisitMemory(sessionStore() ?? memoryStore), VISIT_MEMORY_CLEAR_MS);
    return () => window.clearInterval(timer);
  }, []);

  return null;
}

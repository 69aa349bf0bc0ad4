import {
  SESSION_KEY_LAST_TRACKED_PATHS,
  VISIT_DEDUPE_MS,
  VISIT_MEMORY_CLEAR_MS,
  VISIT_REMEMBERED_PATHS,
} from '@inkcard/shared';

/** One remembered page view. */
interface RememberedVisit {
  path: string;
  at: number;
}
/** What session storage holds under 'lastTrackedPaths'. */
interface VisitMemoryState {
  /** When the list was started; it is dropped an hour later (spec §4). */
  since: number;
  visits: RememberedVisit[];
}

/** The part of the Storage interface the memory needs, so tests can pass a plain object. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Whether a path is a page worth recording: files (a dot in the path) and API calls are not (spec §4).
 * @param path - a location pathname
 * @returns true when it should be recorded
 */
export function isTrackablePath(path: string): boolean {
  return path.startsWith('/') && !path.includes('.') && !path.startsWith('/api/');
}

function read(storage: KeyValueStorage, now: number): VisitMemoryState {
  try {
    const raw = storage.getItem(SESSION_KEY_LAST_TRACKED_PATHS);
    const value: unknown = raw ? JSON.parse(raw) : null;
    const state = value as Partial<VisitMemoryState> | null;
    if (
      state &&
      typeof state.since === 'number' &&
      Array.isArray(state.visits) &&
      now - state.since < VISIT_MEMORY_CLEAR_MS
    ) {
      const visits = state.visits.filter(
        (v): v is RememberedVisit => typeof v?.path === 'string' && typeof v.at === 'number',
      );
      return { since: state.since, visits };
    }
  } catch {
    // A corrupt entry is simply forgotten.
  }
  return { since: now, visits: [] };
}

/**
 * Decides whether a page view is new and, if so, remembers it: the same path is not recorded
 * again within 30 s, only the last 10 paths are kept, and the list is cleared hourly (spec §4).
 * Storage failures (private mode, quota) count as "record it" — tracking never breaks a page.
 * @param storage - session storage
 * @param path - the pathname
 * @param now - the current time in ms
 * @returns true when the view should be sent
 */
export function rememberVisit(storage: KeyValueStorage, path: string, now: number): boolean {
  const state = read(storage, now);
  const recent = state.visits.find((v) => v.path === path);
  if (recent && now - recent.at < VISIT_DEDUPE_MS) return false;
  const visits = [...state.visits.filter((v) => v.path !== path), { path, at: now }].slice(-VISIT_REMEMBERED_PATHS);
  try {
    storage.setItem(SESSION_KEY_LAST_TRACKED_PATHS, JSON.stringify({ since: state.since, visits }));
  } catch {
    // Without storage the in-tab dedupe is lost; the view is still worth sending.
  }
  return true;
}

/**
 * Forgets every remembered path (the hourly clear).
 * @param storage - session storage
 */
export function clearVisitMemory(storage: KeyValueStorage): void {
  try {
    storage.removeItem(SESSION_KEY_LAST_TRACKED_PATHS);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

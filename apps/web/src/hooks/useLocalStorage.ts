import { useSyncExternalStore } from 'react';

/**
 * A tiny external store over one localStorage key that re-renders subscribers when it changes,
 * in this tab (via notify) or in another tab (via the storage event).
 */
export interface StorageStore<T> {
  get(): T;
  set(value: T | null): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Creates a store for a JSON or string value in localStorage.
 * @param key - the storage key
 * @param decode - turns the stored string (or null) into a value; must never throw
 * @param encode - turns a value into the stored string
 * @returns the store
 */
export function createStorageStore<T>(
  key: string,
  decode: (raw: string | null) => T,
  encode: (value: T) => string,
): StorageStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T;
  const read = (): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const get = (): T => {
    const raw = read();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = decode(raw);
    }
    return cachedValue;
  };
  const notify = (): void => listeners.forEach((l) => l());
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === key || e.key === null) notify();
    });
  }
  return {
    get,
    set(value) {
      try {
        if (value === null) localStorage.removeItem(key);
        else localStorage.setItem(key, encode(value));
      } catch {
        // Storage unavailable: keep going without persistence.
      }
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Reads a storage store in a component and re-renders when it changes.
 * @param store - the store
 * @returns its current value
 */
export function useStorageStore<T>(store: StorageStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

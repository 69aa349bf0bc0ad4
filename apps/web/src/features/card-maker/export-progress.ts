import { useSyncExternalStore } from 'react';

/** A ZIP's progress: pages in the archive, of how many. */
export interface ExportProgress {
  done: number;
  total: number;
}

/**
 * Where a ZIP's progress is kept while it runs. Not React state of the maker: a maker re-render
 * re-measures the whole carousel (its layout and every page's fit run after each render), which
 * took 70–280 ms a page on a loaded machine; only what shows the progress subscribes to it.
 */
export interface ExportProgressStore {
  get: () => ExportProgress | null;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A progress store and the way to set it.
 * @returns the store (read and subscribe) and its setter
 */
export function createProgressStore(): ExportProgressStore & { set: (progress: ExportProgress | null) => void } {
  let value: ExportProgress | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(progress) {
      value = progress;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The progress of the ZIP under way, re-rendering only the component that calls it.
 * @param store - the maker's progress store
 * @returns the pages done and in all, or null when no ZIP is being made
 */
export function useExportProgress(store: ExportProgressStore): ExportProgress | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

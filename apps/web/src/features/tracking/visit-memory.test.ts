import { describe, expect, it } from 'vitest';
import { SESSION_KEY_LAST_TRACKED_PATHS } from '@inkcard/shared';
import { clearVisitMemory, isTrackablePath, rememberVisit, type KeyValueStorage } from './visit-memory';

function fakeStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('isTrackablePath', () => {
  it.each([
    ['/', true],
    ['/quote', true],
    ['/admin/v2/users', true],
    ['/favicon.ico', false],
    ['/assets/app.js', false],
    ['/api/visits/record', false],
    ['relative', false],
  ])('%s → %s', (path, expected) => {
    expect(isTrackablePath(path)).toBe(expected);
  });
});

describe('rememberVisit', () => {
  it('does not record the same path again within 30 s, but does after', () => {
    const s = fakeStorage();
    expect(rememberVisit(s, '/quote', 0)).toBe(true);
    expect(rememberVisit(s, '/quote', 29_999)).toBe(false);
    expect(rememberVisit(s, '/quote', 30_000)).toBe(true);
  });

  it('keeps only the last 10 paths', () => {
    const s = fakeStorage();
    for (let i = 0; i < 12; i += 1) rememberVisit(s, `/p${i}`, i);
    const stored = JSON.parse(s.map.get(SESSION_KEY_LAST_TRACKED_PATHS) ?? '{}') as { visits: { path: string }[] };
    expect(stored.visits.map((v) => v.path)).toEqual([
      '/p2',
      '/p3',
      '/p4',
      '/p5',
      '/p6',
      '/p7',
      '/p8',
      '/p9',
      '/p10',
      '/p11',
    ]);
    // /p0 fell out of the list, so it counts as new again even within 30 s.
    expect(rememberVisit(s, '/p0', 100)).toBe(true);
  });

  it('forgets everything after an hour and on clear', () => {
    const s = fakeStorage();
    rememberVisit(s, '/a', 0);
    expect(rememberVisit(s, '/a', 3_600_000)).toBe(true);
    clearVisitMemory(s);
    expect(s.map.size).toBe(0);
  });

  it('survives corrupt storage and storage that throws', () => {
    const s = fakeStorage();
    s.map.set(SESSION_KEY_LAST_TRACKED_PATHS, '{not json');
    expect(rememberVisit(s, '/a', 0)).toBe(true);
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(rememberVisit(broken, '/a', 0)).toBe(true);
    expect(() => clearVisitMemory(broken)).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { createThemeStore, DARK_MODE_CLASS, parseStoredDarkMode, type ThemeEnvironment } from './theme-store';

/** A fake browser: a Map for storage, a controllable media query and a class set for <html>. */
function fakeEnv(options: { stored?: string; osDark: boolean }) {
  const data = new Map<string, string>();
  if (options.stored !== undefined) data.set('darkMode', options.stored);
  const listeners: ((e: { matches: boolean }) => void)[] = [];
  const classes = new Set<string>();
  const env: ThemeEnvironment = {
    storage: { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) },
    media: { matches: options.osDark, addEventListener: (_t, l) => void listeners.push(l) },
    root: {
      classList: {
        toggle: (token, force) => {
          if (force) classes.add(token);
          else classes.delete(token);
          return Boolean(force);
        },
      },
    },
  };
  const setOs = (dark: boolean) => listeners.forEach((l) => l({ matches: dark }));
  return { env, data, classes, setOs };
}

describe('parseStoredDarkMode', () => {
  it.each([
    ['true', true],
    ['false', false],
    [null, null],
    ['', null],
    ['1', null],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseStoredDarkMode(raw)).toBe(expected);
  });
});

describe('createThemeStore', () => {
  it('uses a stored choice over the OS preference and applies the class', () => {
    const { env, classes } = fakeEnv({ stored: 'true', osDark: false });
    const store = createThemeStore(env);
    expect(store.get()).toBe(true);
    expect(classes.has(DARK_MODE_CLASS)).toBe(true);
  });

  it('falls back to the OS preference and stores it', () => {
    const { env, data, classes } = fakeEnv({ osDark: true });
    const store = createThemeStore(env);
    expect(store.get()).toBe(true);
    expect(data.get('darkMode')).toBe('true');
    expect(classes.has(DARK_MODE_CLASS)).toBe(true);
  });

  it('ignores a malformed stored value', () => {
    const { env, data } = fakeEnv({ stored: 'yes', osDark: false });
    expect(createThemeStore(env).get()).toBe(false);
    expect(data.get('darkMode')).toBe('false');
  });

  it('follows OS changes while no choice is made, and notifies', () => {
    const { env, data, classes, setOs } = fakeEnv({ osDark: false });
    const store = createThemeStore(env);
    let calls = 0;
    store.subscribe(() => calls++);
    setOs(true);
    expect(store.get()).toBe(true);
    expect(data.get('darkMode')).toBe('true');
    expect(classes.has(DARK_MODE_CLASS)).toBe(true);
    expect(calls).toBe(1);
  });

  it('stops following the OS once the user toggles', () => {
    const { env, data, classes, setOs } = fakeEnv({ osDark: false });
    const store = createThemeStore(env);
    store.toggle();
    expect(store.get()).toBe(true);
    expect(store.followsSystem()).toBe(false);
    setOs(false);
    expect(store.get()).toBe(true);
    expect(data.get('darkMode')).toBe('true');
    expect(classes.has(DARK_MODE_CLASS)).toBe(true);
  });

  it('never follows the OS when a value was stored at start', () => {
    const { env, setOs } = fakeEnv({ stored: 'false', osDark: false });
    const store = createThemeStore(env);
    setOs(true);
    expect(store.get()).toBe(false);
  });

  it('keeps working when storage throws', () => {
    const { env } = fakeEnv({ osDark: true });
    env.storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createThemeStore(env);
    expect(store.get()).toBe(true);
    store.set(false);
    expect(store.get()).toBe(false);
  });
});

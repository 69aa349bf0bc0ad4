import fs from 'node:fs';

/** Debian's chromium: the only browser the project runs (never a downloaded one). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** What to do when chromium is missing, in the answers and logs that say so. */
export const CHROMIUM_INSTALL_HINT =
  'install Debian chromium and the card fonts (apt-get install chromium fonts-noto-cjk fonts-noto-color-emoji), or set CHROMIUM_PATH';

/**
 * The flags the e2e suite runs chromium with (e2e/playwright.config.ts), plus those that keep a
 * long-running headless browser small: no GPU process, no extensions, no background networking,
 * no component or field-trial updates, and no audio.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--font-render-hinting=none',
  '--disable-quic',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-dev-shm-usage',
  '--mute-audio',
  '--disable-features=Translate,MediaRouter,OptimizationHints,AutofillServerCommunication',
  '--js-flags=--max-old-space-size=256',
];

/**
 * The chromium binary to run, when it exists.
 * @param configured - CHROMIUM_PATH, if set
 * @returns the path, or undefined when no executable is there
 */
export function chromiumPath(configured: string | undefined): string | undefined {
  const candidate = configured ?? DEFAULT_CHROMIUM_PATH;
  try {
    fs.accessSync(candidate, fs.constants.X_OK);
    return candidate;
  } catch {
    return undefined;
  }
}

import { describe, expect, it } from 'vitest';
import { CARD_KIND_IDS } from '@inkcard/card-engine';
import {
  CAPTCHA_COOKIE,
  DEVICE_COOKIE,
  SESSION_KEY_LAST_TRACKED_PATHS,
  SESSION_TOKEN_COOKIE,
  STORAGE_KEYS,
} from '@inkcard/shared';
import { scaleStorageKey } from '../../features/card-maker/export-size';
import { draftImageKey, draftKey } from '../../features/card-maker/maker-state/draft-storage';
import { en } from '../../i18n/locales/en';
import { zh } from '../../i18n/locales/zh';

/**
 * Every name this app stores in a browser, as the cookie policy must list it (issue 31: the
 * policy missed exportScale.*, cardForm.* and newer keys). A per-kind key is listed once with
 * `<kind>`. The e2e spec legal/storage-policy.spec.ts checks what a browser really holds after a
 * visit against the page; this checks the named ones, in both languages.
 */
const KIND = '<kind>';
const perKind = (keyOf: (kind: never) => string): string => keyOf(KIND as never);
const EVERY_NAME = [
  ...Object.values(STORAGE_KEYS),
  SESSION_KEY_LAST_TRACKED_PATHS,
  // React Router's ScrollRestoration, in session storage.
  'react-router-scroll-positions',
  CAPTCHA_COOKIE,
  DEVICE_COOKIE,
  SESSION_TOKEN_COOKIE,
  perKind(scaleStorageKey),
  perKind(draftKey),
  perKind(draftImageKey),
  `cardForm.${KIND}`,
];

describe('the cookie policy (issue 31 §8)', () => {
  it.each([
    ['en', en],
    ['zh', zh],
  ])('%s lists every cookie and storage entry the app writes, and what <kind> stands for', (_lang, catalog) => {
    const page = JSON.stringify(catalog.legal.pages.cookies);
    for (const name of EVERY_NAME) expect(page, name).toContain(name);
    for (const kind of CARD_KIND_IDS) expect(page, kind).toContain(kind);
  });

  it.each([
    ['en', en, /AI/],
    ['zh', zh, /AI/],
  ])('%s privacy policy says where card text goes: AI generation, saved cards, share links', (_lang, catalog, ai) => {
    const page = JSON.stringify(catalog.legal.pages.privacy);
    expect(page).toMatch(ai);
    expect(page).not.toMatch(/full text of your cards stays in your browser|卡片的完整文字保存在你的浏览器中/);
  });
});

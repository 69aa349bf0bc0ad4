import { use } from 'react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, type Locale } from '@inkcard/shared';
import { auth as enAuth } from './locales/en/auth';
import { common as enCommon } from './locales/en/common';
import { auth as zhAuth } from './locales/zh/auth';
import { common as zhCommon } from './locales/zh/common';

export const LANGUAGES: readonly Locale[] = ['zh', 'en'];

/**
 * The starting language (spec §4): the stored value; else zh when the browser language starts
 * with zh, else en; the choice is then stored.
 * @returns zh or en
 */
export function detectLanguage(): Locale {
  const stored = safeGet(STORAGE_KEYS.language);
  if (stored === 'zh' || stored === 'en') return stored;
  const browser = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase();
  const chosen: Locale = browser.startsWith('zh') ? 'zh' : 'en';
  safeSet(STORAGE_KEYS.language, chosen);
  return chosen;
}

/**
 * Switches the language; the same value does nothing, otherwise it is saved and applied.
 * @param next - zh or en
 */
export function setLanguage(next: Locale): void {
  if (i18n.language === next) return;
  safeSet(STORAGE_KEYS.language, next);
  void i18n.changeLanguage(next);
}

/** The current UI language. */
export function currentLanguage(): Locale {
  return i18n.language === 'en' ? 'en' : 'zh';
}

function applyDocumentLanguage(lng: string): void {
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
}

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function safeSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the choice just won't persist.
  }
}

/**
 * Namespaces only some routes need, kept out of the first-load bundle (the home page's budget): the
 * route's lazy() in routes.tsx (or the page module, at its top level) awaits loadCatalog(), so the
 * strings are there before the page renders.
 */
const LAZY_CATALOGS = {
  home: () =>
    Promise.all([import('./locales/en/home'), import('./locales/zh/home')]).then(([e, z]) => [e.home, z.home]),
  legal: () =>
    Promise.all([import('./locales/en/legal'), import('./locales/zh/legal')]).then(([e, z]) => [e.legal, z.legal]),
  guide: () =>
    Promise.all([import('./locales/en/guide'), import('./locales/zh/guide')]).then(([e, z]) => [e.guide, z.guide]),
  gallery: () =>
    Promise.all([import('./locales/en/gallery'), import('./locales/zh/gallery')]).then(([e, z]) => [
      e.gallery,
      z.gallery,
    ]),
  makers: () =>
    Promise.all([import('./locales/en/makers'), import('./locales/zh/makers')]).then(([e, z]) => [e.makers, z.makers]),
  admin: () =>
    Promise.all([import('./locales/en/admin'), import('./locales/zh/admin')]).then(([e, z]) => [e.admin, z.admin]),
  account: () =>
    Promise.all([import('./locales/en/account'), import('./locales/zh/account')]).then(([e, z]) => [
      e.account,
      z.account,
    ]),
  cards: () =>
    Promise.all([import('./locales/en/cards'), import('./locales/zh/cards')]).then(([e, z]) => [e.cards, z.cards]),
} as const;
/** A namespace that is loaded on demand. */
export type LazyNamespace = keyof typeof LAZY_CATALOGS;
const loading = new Map<LazyNamespace, Promise<void>>();
const loaded = new Set<LazyNamespace>();

/**
 * Loads a page's namespace in both languages (so switching language later is instant).
 * @param ns - the namespace
 * @returns a promise that settles once its strings are available
 */
export function loadCatalog(ns: LazyNamespace): Promise<void> {
  let pending = loading.get(ns);
  if (!pending) {
    pending = LAZY_CATALOGS[ns]().then(([enPart, zhPart]) => {
      i18n.addResourceBundle('en', 'translation', { [ns]: enPart }, true, true);
      i18n.addResourceBundle('zh', 'translation', { [ns]: zhPart }, true, true);
      loaded.add(ns);
    });
    pending.catch(() => loading.delete(ns));
    loading.set(ns, pending);
  }
  return pending;
}

/**
 * A component's lazy catalog: renders at once when the catalog is already in (a route loaded it
 * beside its page), else suspends until it arrives. A bare `use(loadCatalog(ns))` suspends on
 * first render even then (React has not seen that promise settle), and the nearest Suspense
 * boundary's fallback takes the component's place for a moment.
 * @param ns - the namespace
 */
export function useCatalog(ns: LazyNamespace): void {
  if (!loaded.has(ns)) use(loadCatalog(ns));
}

const initial = detectLanguage();
void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: { common: enCommon, auth: enAuth } },
    zh: { translation: { common: zhCommon, auth: zhAuth } },
  },
  lng: initial,
  fallbackLng: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  // A missing key shows loudly in development; the catalog test keeps it from shipping.
  saveMissing: import.meta.env.DEV,
  missingKeyHandler: (_lngs, _ns, key) => {
    console.error(`Missing i18n key: ${key}`);
  },
});
applyDocumentLanguage(initial);
i18n.on('languageChanged', applyDocumentLanguage);

export default i18n;

/**
 * Loads a route's module together with the catalogs it needs, in parallel (for routes.tsx lazy()).
 * @param ns - the namespace or namespaces the route's page uses
 * @param load - the dynamic import of the page module
 * @returns the page module, once both have arrived
 */
export function withCatalog<T>(ns: LazyNamespace | readonly LazyNamespace[], load: () => Promise<T>): Promise<T> {
  const namespaces = typeof ns === 'string' ? [ns] : ns;
  return Promise.all([load(), ...namespaces.map(loadCatalog)]).then(([module]) => module);
}

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, type Locale } from '@inkcard/shared';
import { en } from './locales/en';
import { zh } from './locales/zh';

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

const initial = detectLanguage();
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh: { translation: zh } },
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

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../src-shared/constants';
import en from '../src-shared/i18n/en.json';
import sv from '../src-shared/i18n/sv.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    // Typed keys: a misspelt key is a compile error, not an English fallback at run time.
    resources: { translation: typeof en };
  }
}

export const i18n = i18next.createInstance();

// Both languages are bundled (a few kilobytes), so init and language changes are synchronous.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, sv: { translation: sv } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // React escapes what it renders; escaping here too would show "&amp;" in names.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Switches the interface language and tells assistive technology which language it is. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

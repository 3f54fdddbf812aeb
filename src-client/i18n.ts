import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../src-shared/constants';
import type en from '../src-shared/i18n/en.json';
import { bootMessages } from './boot-messages';

declare module 'i18next' {
  interface CustomTypeOptions {
    // Typed keys: a misspelt key is a compile error, not an English fallback at run time.
    resources: { translation: typeof en };
  }
}

export const i18n = i18next.createInstance();

// Each language is a download of its own, and a site needs only one: see loadLanguage.
void i18n.use(initReactI18next).init({
  resources: bootMessages,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // React escapes what it renders; escaping here too would show "&amp;" in names.
  interpolation: { escapeValue: false },
  initAsync: false,
});

const downloads: Record<Language, () => Promise<{ default: typeof en }>> = {
  en: () => import('../src-shared/i18n/en.json'),
  sv: () => import('../src-shared/i18n/sv.json'),
};

/** Downloads a language's texts; once they are in, applyLanguage switches to it at once. */
export async function loadLanguage(language: Language): Promise<void> {
  const { default: messages } = await downloads[language]();
  i18n.addResourceBundle(language, 'translation', messages, true, true);
}

/** Switches the interface to a loaded language and tells assistive technology which language it is. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

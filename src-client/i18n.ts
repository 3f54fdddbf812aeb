import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../src-shared/constants';
import type en from '../src-shared/i18n/en.json';
import { shellTexts } from './shell-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    // Typed keys: a misspelt key is a compile error, not an English fallback at run time.
    resources: { translation: typeof en };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: shellTexts,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // React escapes what it renders; escaping here too would show "&amp;" in names.
  interpolation: { escapeValue: false },
  initAsync: false,
});

// As text, not as JSON modules: the shell's part of the same files is already in the app.
const allTexts: Record<Language, () => Promise<{ default: string }>> = {
  en: () => import('../src-shared/i18n/en.json?raw'),
  sv: () => import('../src-shared/i18n/sv.json?raw'),
};
const downloads = new Map<Language, Promise<void>>();

/**
 * Downloads all of a language's texts (the site's language unless told), once: every screen but
 * the shell's needs them. A failed download is tried again on the next call.
 */
export function loadAllTexts(language = i18n.language as Language): Promise<void> {
  let download = downloads.get(language);
  if (!download) {
    download = allTexts[language]().then(
      (texts) => {
        i18n.addResourceBundle(language, 'translation', JSON.parse(texts.default), true, true);
      },
      (error: unknown) => {
        downloads.delete(language);
        throw error;
      },
    );
    downloads.set(language, download);
  }
  return download;
}

/** Whether a screen beyond the shell has needed all texts, so a change of language needs them too. */
export function hasAllTexts(): boolean {
  return downloads.size > 0;
}

/** Switches the interface language and tells assistive technology which language it is. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** A screen's code together with all texts, for any screen beyond the shell: it renders only when both are in. */
export function withAllTexts<T>(code: Promise<T>): Promise<T> {
  return Promise.all([code, loadAllTexts()]).then(([module]) => module);
}

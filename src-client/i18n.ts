import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '#shared/constants.ts';
import type en from '#shared/i18n/en.json';
import { enShellTexts, svLoadErrorTexts, type ShellTexts } from './shell-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    // Typed keys: a misspelt key is a compile error, not an English fallback at run time.
    resources: { translation: typeof en };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: enShellTexts }, sv: { translation: svLoadErrorTexts } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // React escapes what it renders; escaping here too would show "&amp;" in names.
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A language's shell texts to download; null where they come with the app. */
const shellTexts: Record<Language, (() => Promise<ShellTexts>) | null> = {
  en: null,
  sv: () => import('./shell-texts-sv').then((module) => module.svShellTexts),
};
// As text, not as JSON modules: the shell's part of the same files is a module of its own.
const allTexts: Record<Language, () => Promise<object>> = {
  en: () => import('#shared/i18n/en.json?raw').then((texts) => JSON.parse(texts.default) as object),
  sv: () => import('#shared/i18n/sv.json?raw').then((texts) => JSON.parse(texts.default) as object),
};
// The admin area's namespaces (src-shared/i18n/admin-text-namespaces.ts), which the above leaves out.
const adminTexts: Record<Language, () => Promise<object>> = {
  en: () => import('#shared/i18n/en.json?raw&admin').then((texts) => JSON.parse(texts.default) as object),
  sv: () => import('#shared/i18n/sv.json?raw&admin').then((texts) => JSON.parse(texts.default) as object),
};
const downloads = new Map<string, Promise<void>>();
const added = new Set<string>();

/** Adds texts to a language once; a failed download is tried again on the next call. */
function addTextsOnce(key: string, language: Language, download: () => Promise<object>): Promise<void> {
  let adding = downloads.get(key);
  if (!adding) {
    adding = download().then(
      (texts) => {
        i18n.addResourceBundle(language, 'translation', texts, true, true);
        added.add(key);
      },
      (error: unknown) => {
        downloads.delete(key);
        throw error;
      },
    );
    downloads.set(key, adding);
  }
  return adding;
}

/** Whether a language's shell texts are in, so the site can show in it. */
export function hasShellTexts(language: Language): boolean {
  return shellTexts[language] === null || added.has(`shell:${language}`);
}

/** Downloads a language's shell texts, where they do not come with the app. */
export function loadShellTexts(language: Language): Promise<void> {
  const download = shellTexts[language];
  return download ? addTextsOnce(`shell:${language}`, language, download) : Promise.resolve();
}

/**
 * Downloads all of a language's texts (the site's language unless told), once: every screen
 * beyond the shell's needs them.
 */
export function loadAllTexts(language = i18n.language as Language): Promise<void> {
  const all = addTextsOnce(`all:${language}`, language, allTexts[language]);
  // A language switch after an admin screen was shown needs the admin area's texts too.
  const admin = [...added].some((key) => key.startsWith('admin:')) ? addTextsOnce(`admin:${language}`, language, adminTexts[language]) : null;
  return admin ? Promise.all([all, admin]).then(() => undefined) : all;
}

/** Whether a screen beyond the shell has needed all texts, so a change of language needs them too. */
export function hasAllTexts(): boolean {
  return [...added].some((key) => key.startsWith('all:'));
}

/** A screen's code together with all texts, for any screen beyond the shell: it renders only when both are in. */
export function withAllTexts<T>(code: Promise<T>): Promise<T> {
  return Promise.all([code, loadAllTexts()]).then(([module]) => module);
}

/** An admin screen's code together with all texts, the admin area's included. */
export function withAdminTexts<T>(code: Promise<T>): Promise<T> {
  const language = i18n.language as Language;
  return Promise.all([code, loadAllTexts(language), addTextsOnce(`admin:${language}`, language, adminTexts[language])]).then(([module]) => module);
}

/** Switches the interface language and tells assistive technology which language it is. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

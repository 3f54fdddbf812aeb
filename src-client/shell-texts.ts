import * as en from '#shared/i18n/en.json';

/**
 * The texts of what shows before a page's own code arrives: the start page and the shell around
 * it, the loading and error screens. The default language's come with the app; another
 * language's download once the site says it uses it (shell-texts-sv), and the rest of a
 * language's texts with the first page beyond these (loadAllTexts). Each namespace is named
 * here, so only these are bundled.
 */
export const enShellTexts = {
  app: en.app,
  banner: en.banner,
  footer: en.footer,
  routeError: en.routeError,
  start: en.start,
  systemMessage: en.systemMessage,
};
export type ShellTexts = typeof enShellTexts;

/**
 * The site load error speaks both languages, because it shows when the site, and so its
 * language, could not be loaded: Swedish's few words for it come with the app too. Copies of
 * sv.json's, kept equal by a unit test.
 */
export const svLoadErrorTexts = {
  app: {
    loadErrorTitle: 'Webbplatsen kunde inte laddas',
    loadErrorBody: 'Kontrollera din internetanslutning och försök igen.',
    retry: 'Försök igen',
  },
};

import * as en from '../src-shared/i18n/en.json';
import * as sv from '../src-shared/i18n/sv.json';

/**
 * The texts of what shows before a page's own code arrives: the start page and the shell
 * around it, the loading and error screens, and the site load error, which speaks both
 * languages because it shows before the site's language is known. They come with the app in
 * both languages; the rest of the site language's texts download with the first other page
 * (loadAllTexts). Each namespace is named here, so only these are bundled.
 */
export const shellTexts = {
  en: {
    translation: {
      app: en.app,
      auth: en.auth,
      banner: en.banner,
      footer: en.footer,
      notFound: en.notFound,
      routeError: en.routeError,
      start: en.start,
      systemMessage: en.systemMessage,
    },
  },
  sv: {
    translation: {
      app: sv.app,
      auth: sv.auth,
      banner: sv.banner,
      footer: sv.footer,
      notFound: sv.notFound,
      routeError: sv.routeError,
      start: sv.start,
      systemMessage: sv.systemMessage,
    },
  },
};

import type { Language } from '../src-shared/constants';

type BootTexts = Record<'loading' | 'loadErrorTitle' | 'loadErrorBody' | 'retry', string>;

/**
 * What the site shows before it knows its language: the spinner's label, and the load error in
 * both languages. These few texts come with the app; a language's other texts are downloaded
 * once the site says which one it uses. Copies of app.* in src-shared/i18n, kept equal by a
 * unit test.
 */
export const bootMessages: Record<Language, { translation: { app: BootTexts } }> = {
  en: {
    translation: {
      app: { loading: 'Loading…', loadErrorTitle: 'The site could not be loaded', loadErrorBody: 'Check your internet connection and try again.', retry: 'Try again' },
    },
  },
  sv: {
    translation: {
      app: { loading: 'Laddar…', loadErrorTitle: 'Webbplatsen kunde inte laddas', loadErrorBody: 'Kontrollera din internetanslutning och försök igen.', retry: 'Försök igen' },
    },
  },
};

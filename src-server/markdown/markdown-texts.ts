import type { Language } from '#shared/constants.ts';
import en from '#shared/i18n/en.json';
import sv from '#shared/i18n/sv.json';

/** What rendered markdown says to screen-reader users, in one language. */
export interface MarkdownTexts {
  opensInNewTab: string;
  footnotes: string;
  /** With `{{reference}}`, the number of the footnote call the link returns to. */
  backToReference: string;
}

const TEXTS: Record<Language, MarkdownTexts> = { en: en.markdown, sv: sv.markdown };

export function markdownTexts(language: Language): MarkdownTexts {
  return TEXTS[language];
}

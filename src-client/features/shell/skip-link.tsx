import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main';

/**
 * First stop for keyboard users. It moves focus itself instead of following "#main", which
 * would be a history entry the router treats as a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();

  function skip(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  }

  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-stone-900 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t('app.skipToContent')}
    </a>
  );
}

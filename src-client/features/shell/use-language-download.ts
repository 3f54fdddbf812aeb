import { skipToken, useQuery } from '@tanstack/react-query';
import type { Language } from '../../../src-shared/constants';
import { loadLanguage } from '../../i18n';

/** Downloads the site's texts once its language is known; `data` is that language once they are in. */
export function useLanguageDownload(language: Language | undefined) {
  return useQuery({
    queryKey: ['language', language],
    queryFn: language ? () => loadLanguage(language).then(() => language) : skipToken,
    // A language's texts do not change while the app runs.
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

import { skipToken, useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/constants.ts';
import { hasShellTexts, loadShellTexts } from '#client/i18n.ts';

/** The shell's texts in the site's language, once it is known; `data` is that language once they are in. */
export function useShellTexts(language: Language | undefined) {
  return useQuery({
    queryKey: ['shell-texts', language],
    queryFn: language ? () => loadShellTexts(language).then(() => language) : skipToken,
    // The default language's come with the app: no wait, not even one render, for those.
    initialData: language && hasShellTexts(language) ? language : undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

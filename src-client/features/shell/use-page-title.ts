import { useEffect } from 'react';
import { PRODUCT_NAME } from '#shared/constants.ts';

/** "Name | IdeaHunt" (spec 3 §2). */
export function pageTitle(name: string): string {
  return `${name} | ${PRODUCT_NAME}`;
}

/**
 * Titles the document while the calling component is shown. A status page shown in place of a
 * page's content (a load error, then a retry that succeeds) gives the title back when it goes:
 * the page's own title was set before it and is not set again.
 */
export function usePageTitle(name: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(name);
    return () => {
      document.title = previous;
    };
  }, [name]);
}

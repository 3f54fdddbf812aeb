import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../src-shared/constants';

/** "Name | IdeaHunt" (spec 3 §2). */
export function pageTitle(name: string): string {
  return `${name} | ${PRODUCT_NAME}`;
}

export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}

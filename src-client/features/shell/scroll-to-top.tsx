import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The page scrolls to the top whenever the path changes (spec 3 §2); a query change alone keeps the place. */
export function ScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

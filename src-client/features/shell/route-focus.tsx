import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';

/** How long a new page may take to show its heading (its data loading) before the move is dropped. */
const HEADING_WAIT_MS = 10_000;

/**
 * The new page's h1. A loading screen's ("Loading…", marked busy) is not it, and would be gone with
 * the focus the moment the page it stands for arrives; nor is the old page's, which React keeps
 * hidden (no layout boxes) while the new one's code downloads.
 */
function pageHeading(main: HTMLElement): HTMLElement | undefined {
  return [...main.querySelectorAll('h1')].find((heading) => heading.closest('[aria-busy="true"]') === null && heading.getClientRects().length > 0);
}

/** Whether focus is still where the navigation left it, so moving it takes nothing from anyone. */
function focusIsFree(origin: Element | null): boolean {
  // A dialog the new page opened (the login page's) has the focus it should have.
  if (document.querySelector('dialog[open]')) return false;
  const active = document.activeElement;
  return active === null || active === document.body || active === origin || active.id === MAIN_CONTENT_ID || !active.isConnected;
}

/**
 * After a route change, focus moves to the new page's h1 and a live region reads out the new
 * document title, as a screen reader would after a full page load. Neither happens on the first
 * load (the browser does both), when only the query changes (a filter keeps its field focused),
 * or when the new page has put the focus somewhere itself.
 */
export function RouteFocus() {
  // The resolved location: it changes once the new page has rendered, not when navigation starts.
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const before = previous.current;
    previous.current = pathname;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (before === undefined || pathname === undefined || before === pathname || !main) return;

    const origin = document.activeElement;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const arrive = (heading: HTMLElement) => {
      observer.disconnect();
      clearTimeout(giveUp);
      // A task later, when the page's own effects have set its document title.
      settle = setTimeout(() => {
        setAnnouncement(document.title);
        if (!focusIsFree(origin)) return;
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        // The page has just been scrolled to the top (ScrollToTop); the heading is near it.
        heading.focus({ preventScroll: true });
      }, 0);
    };
    const observer = new MutationObserver(() => {
      const heading = pageHeading(main);
      if (heading) arrive(heading);
    });
    const giveUp = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    const heading = pageHeading(main);
    if (heading) arrive(heading);
    else observer.observe(main, { childList: true, subtree: true });

    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
      clearTimeout(settle);
    };
  }, [pathname]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}

import { Suspense, useEffect, useRef, useState } from 'react';
import { retryableLazy } from '#client/components/retryable-lazy.ts';

const SiteFooter = retryableLazy(() => import('./site-footer').then((module) => module.SiteFooter));

/** How far below the screen the footer starts downloading: it is there by the time one scrolls to it. */
const AHEAD = '200px';

/**
 * The footer, downloaded when the page is scrolled near it rather than with the page: on the
 * start page it sits below the fold, and its menus and partner logos would otherwise weigh on
 * every first visit's JavaScript budget. A short page shows it at once.
 */
export function DeferredFooter() {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <div ref={anchor} aria-hidden="true" className="h-40" />;
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-40" />}>
      <SiteFooter />
    </Suspense>
  );
}

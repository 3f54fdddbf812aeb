import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** How each lazy part whose download failed starts over. */
const failed = new Set<() => void>();

/**
 * React.lazy, except that a failed download (a dropped connection, a deploy that replaced the
 * file) can be tried again: React.lazy keeps the failure for good. The retry waits for
 * retryFailedDownloads, so a download that keeps failing shows its error instead of trying
 * again on every render.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(() => (current = attempt()));
          throw error;
        },
      ),
    );
  let current = attempt();
  return function RetryableLazy(props: P) {
    return createElement(current, props);
  };
}

/** Lets every lazy part whose download failed download again when it next renders: the error page's "Try again". */
export function retryFailedDownloads(): void {
  for (const retry of failed) retry();
  failed.clear();
}

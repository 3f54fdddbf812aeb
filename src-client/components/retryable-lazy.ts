import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/**
 * React.lazy, except that a failed download (a dropped connection, a deploy that replaced the
 * file) is tried again the next time the component renders: React.lazy keeps the failure for
 * good, so an error page's "Try again" could never bring the component back.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          current = attempt();
          throw error;
        },
      ),
    );
  let current = attempt();
  return function RetryableLazy(props: P) {
    return createElement(current, props);
  };
}

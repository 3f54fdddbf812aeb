import { TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '#server/trpc/app-router.ts';

type OperationLink = ReturnType<TRPCLink<AppRouter>>;
type Observer = Parameters<ReturnType<OperationLink>['subscribe']>[0];

/**
 * The subscription link, downloaded when the first subscription starts: only signed-in pages
 * subscribe, and the link weighs 2.4 KB gzip that the start page's budget has no room for.
 * tRPC's chain only subscribes to what a terminating link returns, so an object with
 * `subscribe` stands in for the link's observable until the link has arrived.
 */
export function lazySubscriptionLink(): TRPCLink<AppRouter> {
  return (runtime) => {
    let link: Promise<OperationLink> | undefined;
    return ({ op }) => {
      const stream = {
        subscribe(observer: Observer) {
          let stopped = false;
          let inner: { unsubscribe(): void } | undefined;
          link ??= import('./subscription-link').then((module) => module.subscriptionLink()(runtime));
          link.then(
            (operationLink) => {
              if (!stopped) inner = operationLink({ op, next: () => { throw new Error('A subscription ends at the subscription link.'); } }).subscribe(observer);
            },
            (cause: unknown) => {
              link = undefined;
              if (!stopped) observer.error?.(TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause))));
            },
          );
          return {
            unsubscribe() {
              stopped = true;
              inner?.unsubscribe();
            },
          };
        },
      };
      return stream as unknown as ReturnType<OperationLink>;
    };
  };
}

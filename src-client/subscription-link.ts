// With its query, "@trpc/client?realtime" is a module of its own to the bundler (the same file),
// so the subscription link and the stream reader it brings go into this lazy chunk instead of the
// vendor chunk every first visit downloads; the modules the copy imports stay shared.
import { httpSubscriptionLink } from '@trpc/client?realtime';
import superjson from 'superjson';

/**
 * Realtime streams are server-sent events on the same origin, so the session cookie goes along;
 * the browser's EventSource reconnects by itself after a network loss.
 */
export const subscriptionLink = () => httpSubscriptionLink({ url: '/trpc', transformer: superjson });

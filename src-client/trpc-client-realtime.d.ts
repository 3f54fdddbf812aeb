/** The same package as @trpc/client, imported under its own name for a lazy chunk (src-client/subscription-link.ts). */
declare module '@trpc/client?realtime' {
  export * from '@trpc/client';
}

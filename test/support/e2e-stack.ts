import { inject } from 'vitest';

/**
 * One browser-test worker's own platform: the server (with its embedded PostgreSQL and demo data),
 * its mail capture, fake integrations and fake sign-in provider. Two workers run files side by
 * side, each against its own, so no file sees another's rows, mail or rate limits.
 */
export interface E2eStack {
  appPort: number;
  /** Seconds from spawn until the server printed its address. */
  appStartSeconds: number;
  /** The demo accounts' session cookies, saved by the first sign-in on this server. */
  sessionCacheDir: string;
  /** Where the mail the server sends lands, one file a message (test/support/mailbox.ts). */
  mailDir: string;
  /** The server's database, for data no screen sets up yet. */
  appDatabaseUrl: string;
  /** The fake sign-in provider the server knows as Google and Facebook; sites may point their own provider at it too. */
  oauthProviderUrl: string;
  /** A real OpenID Connect provider (oidc-provider, test/support/oidc-test-provider.ts) that sites may name as their issuer. */
  oidcIssuer: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string;
    /** One stack a worker: the worker with VITEST_POOL_ID n uses the n-th. */
    e2eStacks: E2eStack[];
  }
}

/** This worker's stack: Vitest numbers its workers 1 to maxWorkers and never runs two files on one number at once. */
export function e2eStack(): E2eStack {
  const stacks = inject('e2eStacks');
  const stack = stacks[Number(process.env.VITEST_POOL_ID ?? '1') - 1];
  if (!stack) throw new Error(`no browser-test stack for worker ${process.env.VITEST_POOL_ID} (${stacks.length} started)`);
  return stack;
}

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pino } from 'pino';
import { afterAll } from 'vitest';
import type { JobName, JobPayloads, JobQueue } from '#server/jobs/job-queue.ts';
import { LocalDiskStorage } from '#server/storage/local-disk-storage.ts';
import { TENANT_FILTER, type TenantFilterArgs } from '#server/db/base-entity.ts';
import type { Session } from '#server/entities/session.entity.ts';
import { createSession, type IssuedSession } from '#server/modules/auth/session.service.ts';
import { SessionCache } from '#server/modules/auth/session-cache.ts';
import { DEFAULT_INTEGRATION_ENDPOINTS, NO_EXTERNAL_SIGN_IN_APPS } from '#server/config.ts';
import { adminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';
import { bearerTransport, type SessionTransport } from '#server/modules/auth/session-transport.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { siteRecordOf } from '#server/modules/organisation/site-cache.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { viewerFactsOf } from '#server/modules/user/viewer-facts.ts';
import { createCaller } from '#server/trpc/app-router.ts';
import type { AppContext, AppDeps } from '#server/trpc/context.ts';
import { TEST_PUBLIC_URL } from '../factories/organisation.factory';
import { testOrm } from './test-database';

export const TEST_JWT_KEY = new TextEncoder().encode('test-jwt-signing-key-of-at-least-32-bytes');

/** Jobs the code under test enqueued; tests that need them run (media) start a real queue. */
export const sentJobs: { name: JobName; data: JobPayloads[JobName] }[] = [];
const recordingJobs: JobQueue = {
  async send(name, data) {
    sentJobs.push({ name, data });
  },
};

/** Each test file stores uploads in a folder of its own, removed when the file is done. */
const filesRoot = mkdtempSync(join(tmpdir(), 'ideahunt-test-files-'));
afterAll(() => rmSync(filesRoot, { recursive: true, force: true }));

export const testDeps: AppDeps = {
  jwtKey: TEST_JWT_KEY,
  logger: pino({ level: 'silent' }),
  storage: new LocalDiskStorage(filesRoot),
  jobs: recordingJobs,
  sessions: new SessionCache(0),
  integrations: DEFAULT_INTEGRATION_ENDPOINTS,
  externalSignIn: NO_EXTERNAL_SIGN_IN_APPS,
  // The tests' fake OAuth2 provider is at http://127.0.0.1; the tests of the refusal switch it off.
  adminConfiguredUrls: adminConfiguredAccess({ allowPrivateHosts: true }),
  publicUrl: TEST_PUBLIC_URL,
};

/** A browser-like transport that remembers the session tokens it was asked to deliver. */
export function recordingTransport(): SessionTransport & { delivered: IssuedSession[]; cleared: number } {
  const transport = {
    kind: 'browser' as const,
    delivered: [] as IssuedSession[],
    cleared: 0,
    async deliver(issued: IssuedSession) {
      transport.delivered.push(issued);
      return {};
    },
    clear() {
      transport.cleared += 1;
    },
  };
  return transport;
}

/** A fresh EntityManager fork scoped to one organisation, as a request would have. */
export function scopedEm(org: Organisation): EntityManager {
  const em = testOrm().em.fork();
  const tenant: TenantFilterArgs = { organisationId: org.id };
  em.setFilterParams(TENANT_FILTER, tenant);
  return em;
}

export interface CallerOptions {
  /** The site the request is made on; defaults to the viewer's own organisation. */
  org?: Organisation;
  ip?: string;
  transport?: 'browser' | 'bearer';
  /** Collaborators to use instead of the test ones (the integrations' fake services). */
  deps?: Partial<AppDeps>;
}

export interface TestCaller {
  caller: ReturnType<typeof createCaller>;
  ctx: AppContext;
  transport: SessionTransport & { delivered?: IssuedSession[]; cleared?: number };
}

/**
 * A typed tRPC caller acting as `viewer` (null = logged out) on a site, with a real session row
 * so logout and revocation behave as over HTTP. Each call gets a fresh EntityManager.
 */
export async function callerFor(viewer: User | null, options: CallerOptions = {}): Promise<TestCaller> {
  const orgId = options.org?.id ?? viewer?.organisation.id;
  if (!orgId) throw new Error('callerFor(null) needs options.org: a logged-out visitor is on some site');
  const em = testOrm().em.fork();
  const org = await em.findOneOrFail(OrganisationSchema, { id: orgId });
  const tenant: TenantFilterArgs = { organisationId: org.id };
  em.setFilterParams(TENANT_FILTER, tenant);
  const ip = options.ip ?? `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`;
  let session: Session | null = null;
  let loadedViewer: User | null = null;
  if (viewer) {
    loadedViewer = await em.findOneOrFail(UserSchema, { id: viewer.id }, { filters: false, populate: ['labels'] });
    session = (await createSession(em, loadedViewer, options.transport ?? 'browser', { ip, userAgent: 'vitest' })).session;
  }
  const transport = options.transport === 'bearer' ? bearerTransport(TEST_JWT_KEY) : recordingTransport();
  const ctx: AppContext = {
    em,
    site: siteRecordOf(org),
    viewerFacts: loadedViewer ? viewerFactsOf(loadedViewer) : null,
    org,
    viewer: loadedViewer,
    session,
    request: { id: randomUUID(), ip, userAgent: 'vitest' },
    transport,
    deps: { ...testDeps, ...options.deps },
  };
  return { caller: createCaller(ctx), ctx, transport };
}

function randomOctet(): number {
  return Math.floor(Math.random() * 254) + 1;
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { UploadContext } from '#shared/upload-rules.ts';
import type { FileStorage } from '#server/storage/file-storage.ts';
import type { AppContext } from '#server/trpc/context.ts';
import type { MediaFile } from '#server/entities/media.entity.ts';
import { storeUpload } from '#server/modules/media/media.service.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { siteRecordOf } from '#server/modules/organisation/site-cache.ts';
import { SessionCache } from '#server/modules/auth/session-cache.ts';
import { DEFAULT_INTEGRATION_ENDPOINTS, NO_EXTERNAL_SIGN_IN_APPS } from '#server/config.ts';
import { adminConfiguredAccess } from '#server/net/admin-configured-fetch.ts';
import type { User } from '#server/entities/user.entity.ts';
import { viewerFactsOf } from '#server/modules/user/viewer-facts.ts';

export interface SeedDeps {
  storage: FileStorage;
  logger: Logger;
  publicUrl: string;
}

/**
 * A request context for the seed acting as `viewer`, so uploads are owned by the person the
 * demo says made them (an idea's images by its author), as a real upload would be.
 */
export function seedContext(em: EntityManager, org: Organisation, viewer: User, deps: SeedDeps): AppContext {
  return {
    em,
    site: siteRecordOf(org),
    viewerFacts: viewerFactsOf(viewer),
    org,
    viewer,
    session: null,
    request: { id: 'seed', ip: '127.0.0.1', userAgent: null },
    transport: { kind: 'browser', deliver: async () => ({}), clear: () => undefined },
    deps: { jwtKey: new Uint8Array(), logger: deps.logger, storage: deps.storage, jobs: { send: async () => undefined }, sessions: new SessionCache(0), integrations: DEFAULT_INTEGRATION_ENDPOINTS, externalSignIn: NO_EXTERNAL_SIGN_IN_APPS, adminConfiguredUrls: adminConfiguredAccess({ allowPrivateHosts: false }), publicUrl: deps.publicUrl },
  };
}

/** Stores demo content through the same upload path users take (rules, storage, row). */
export async function upload(ctx: AppContext, context: UploadContext, filename: string, content: Buffer): Promise<MediaFile> {
  const folder = await mkdtemp(join(tmpdir(), 'ideahunt-seed-'));
  try {
    const path = join(folder, filename);
    await writeFile(path, content);
    return await storeUpload(ctx, context, { path, filename, byteSize: content.length, truncated: false });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { UploadContext } from '../../../src-shared/upload-rules';
import type { FileStorage } from '../../storage/file-storage';
import type { AppContext } from '../../trpc/context';
import type { MediaFile } from '../media/media.entity';
import { storeUpload } from '../media/media.service';
import type { Organisation } from '../organisation/organisation.entity';
import { siteRecordOf } from '../organisation/site-cache';
import { SessionCache } from '../auth/session-cache';
import { DEFAULT_INTEGRATION_ENDPOINTS, NO_EXTERNAL_SIGN_IN_APPS } from '../../config';
import { adminConfiguredAccess } from '../../net/admin-configured-fetch';
import type { User } from '../user/user.entity';
import { viewerFactsOf } from '../user/viewer-facts';

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

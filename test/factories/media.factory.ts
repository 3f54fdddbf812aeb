import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import { MediaFileSchema, type MediaFile } from '#server/entities/media.entity.ts';
import { mediaKeyPrefix } from '#server/modules/media/media.service.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import type { UploadContext } from '#shared/upload-rules.ts';
import { testDeps } from '../support/callers';
import { testOrm } from '../support/test-orm';

export interface MediaOverrides {
  organisation: Organisation;
  owner?: User | null;
  context?: UploadContext;
  filename?: string;
  content?: Buffer;
  mimeType?: string;
  /** An image's pixel size, as an upload records it. */
  width?: number;
  height?: number;
}

/** A stored file and its row, as if uploaded (PDF bytes unless told otherwise). */
export async function createMediaFile(overrides: MediaOverrides, em: EntityManager = testOrm().em.fork()): Promise<MediaFile> {
  const id = uuidv7();
  const content = overrides.content ?? Buffer.from('%PDF-1.4\n% factory document\n');
  const extension = (overrides.filename ?? 'file.pdf').split('.').pop() ?? 'pdf';
  const storageKey = `${mediaKeyPrefix(overrides.organisation.id, id)}original.${extension}`;
  const folder = mkdtempSync(join(tmpdir(), 'ideahunt-factory-'));
  try {
    writeFileSync(join(folder, 'file'), content);
    await testDeps.storage.putFile(storageKey, join(folder, 'file'), overrides.mimeType ?? 'application/pdf');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const media = em.create(MediaFileSchema, {
    id,
    organisation: em.getReference(OrganisationSchema, overrides.organisation.id),
    owner: overrides.owner ? em.getReference(UserSchema, overrides.owner.id) : null,
    context: overrides.context ?? 'ideaDocument',
    filename: overrides.filename ?? 'file.pdf',
    title: overrides.filename ?? 'file.pdf',
    mimeType: overrides.mimeType ?? 'application/pdf',
    extension,
    byteSize: content.length,
    width: overrides.width ?? null,
    height: overrides.height ?? null,
    storageKey,
    processing: false,
    encodedVideos: [],
    posterKey: null,
    processingError: null,
  });
  await em.flush();
  return media;
}

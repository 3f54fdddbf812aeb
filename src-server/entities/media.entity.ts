import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

export interface EncodedVideo {
  format: 'webm' | 'mp4';
  key: string;
}

/**
 * One uploaded file: the original in storage, what its content turned out to be, and for
 * videos the transcoding state. Images are resized on request (media.http.ts), not stored twice.
 */
export const MediaFileSchema = defineEntity({
  name: 'MediaFile',
  tableName: 'media_file',
  filters: tenantFilter(),
  indexes: [{ properties: ['organisation', 'context'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    owner: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    /** The upload context (src-shared/upload-rules.ts) whose rules admitted the file. */
    context: p.string().length(50),
    /** The name the user's file had, made safe for headers and file systems. */
    filename: p.string().length(255),
    /** Admin files carry an editable title; others show the file name. */
    title: p.string().length(255),
    mimeType: p.string().length(100),
    extension: p.string().length(10),
    byteSize: p.integer(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    storageKey: p.string().length(300),
    /** A video waiting for (or in) transcoding. */
    processing: p.boolean().default(false),
    encodedVideos: p.json<EncodedVideo[]>(),
    posterKey: p.string().length(300).nullable(),
    /** Why transcoding failed, when it did (shown instead of the processing state). */
    processingError: p.string().length(500).nullable(),
  },
});
export type MediaFile = InferEntity<typeof MediaFileSchema>;

import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadRules, type UploadContext } from '#shared/upload-rules.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { ReceivedUpload } from './media.service';

const LARGEST_UPLOAD = Math.max(...Object.values(uploadRules).map((rule) => rule.maxBytes));

/** Multipart parsing with every limit set: one file, a few small fields. */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: LARGEST_UPLOAD, files: 1, fields: 10, parts: 11, fieldSize: 10_000, headerPairs: 100 },
  });
}

/**
 * Streams the request's one file to a temporary folder, stopping at the context's size limit,
 * hands it (with the form fields sent before it) to `use`, and always removes the folder.
 */
export async function receiveUpload<T>(
  request: FastifyRequest,
  context: UploadContext,
  use: (upload: ReceivedUpload, fields: Record<string, string>) => Promise<T>,
): Promise<T> {
  const rule = uploadRules[context];
  // Legacy clients sent a file picker's object or a URL; neither is a file this server can check.
  if (!request.isMultipart()) throw new AppError('upload-must-be-multipart', { fieldErrors: { file: ['upload-must-be-multipart'] } });
  const part = await request.file({ limits: { fileSize: rule.maxBytes } });
  if (!part) throw new AppError(rule.errorKey);
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field') fields[name] = String(field.value);
  }
  const folder = await mkdtemp(join(tmpdir(), 'ideahunt-upload-'));
  try {
    const path = join(folder, 'upload');
    await pipeline(part.file, createWriteStream(path));
    const { size } = await stat(path);
    return await use({ path, filename: part.filename, byteSize: size, truncated: part.file.truncated }, fields);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/errors/app-error.ts';
import { nestFormFields } from './form-fields';

/**
 * The fields of a multipart form (`curl -F username=… /login`) as the body a JSON client would
 * send. Such routes take no file: one sent anyway is refused rather than silently dropped.
 */
export async function readMultipartFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const pairs: [string, string][] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      throw new AppError('invalid-input', { fieldErrors: { [part.fieldname]: ['invalid-input'] } });
    }
    pairs.push([part.fieldname, String(part.value)]);
  }
  return nestFormFields(pairs);
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signLegacyToken } from '#server/modules/auth/legacy-token.ts';
import { createSession } from '#server/modules/auth/session.service.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { TEST_JWT_KEY, scopedEm } from './callers';

// Sample files live apart so browser tests can use them without a database connection.
export { elfOf, htmlPage, jpegOf, mp4Of, pdfOf, pngOf } from './sample-files';

/** An Authorization header for `user`, as a legacy or API client would send it. */
export async function bearerFor(user: User): Promise<string> {
  const em = scopedEm(user.organisation);
  const loaded = await em.findOneOrFail(UserSchema, { id: user.id });
  const issued = await createSession(em, loaded, 'bearer', { ip: '127.0.0.1', userAgent: 'vitest' });
  return `Bearer ${await signLegacyToken(TEST_JWT_KEY, issued.token, issued.expiresAt)}`;
}

export function multipartPayload(filename: string, content: Buffer, contentType = 'application/octet-stream') {
  const boundary = `----ideahunt${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /media/upload as a signed-in client; answers status and the parsed envelope. */
export async function uploadFile(
  app: FastifyInstance,
  options: { host: string; authorization?: string; context: string; filename: string; content: Buffer; contentType?: string },
) {
  const body = multipartPayload(options.filename, options.content, options.contentType);
  const response = await app.inject({
    method: 'POST',
    url: `/media/upload?context=${encodeURIComponent(options.context)}`,
    headers: { host: options.host, 'content-type': body.contentType, ...(options.authorization ? { authorization: options.authorization } : {}) },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() as { result?: Record<string, unknown>; error?: string } };
}

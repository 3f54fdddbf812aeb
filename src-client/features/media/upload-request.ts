import { isErrorCode } from '#shared/errors.ts';
import type { UploadContext } from '#shared/upload-rules.ts';
import type { Media } from '#client/trpc.ts';
import type { UploadFailureOutcome } from './upload-failure';

export type UploadResult = { ok: true; media: Media } | ({ ok: false } & UploadFailureOutcome);

export interface RunningUpload {
  /** Settles once: with the stored file, or with why it failed. Never rejects. */
  result: Promise<UploadResult>;
  /** Stops the transfer; the result becomes `{ ok: false, kind: 'aborted' }`. */
  abort: () => void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The `{ result }` of a successful upload as a Media. The envelope is plain JSON (not superjson),
 * so the date arrives as a string and is turned back into the Date the tRPC answers carry.
 */
export function mediaFromUploadBody(body: unknown): Media | null {
  if (!isRecord(body) || !isRecord(body.result) || typeof body.result.guid !== 'string') return null;
  const raw = body.result as unknown as Media & { createdAt: string | Date };
  return { ...raw, createdAt: new Date(raw.createdAt) };
}

function errorCodeOf(body: unknown) {
  return isRecord(body) && isErrorCode(body.error) ? body.error : null;
}

/**
 * Sends one file to POST /media/upload?context=… with XMLHttpRequest rather than fetch: only XHR
 * reports upload progress. Same origin, so the session cookie goes along and the browser sets
 * the Origin header the server's CSRF guard checks.
 */
export function startUpload(context: UploadContext, file: Blob, filename: string, onProgress: (fraction: number) => void): RunningUpload {
  const xhr = new XMLHttpRequest();
  const result = new Promise<UploadResult>((resolve) => {
    xhr.open('POST', `/media/upload?context=${encodeURIComponent(context)}`);
    xhr.responseType = 'json';
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      const media = xhr.status === 200 ? mediaFromUploadBody(body) : null;
      if (media) resolve({ ok: true, media });
      // A 200 with an unreadable body is the server's fault as much as a 500 is.
      else resolve({ ok: false, kind: 'http', status: xhr.status === 200 ? 500 : xhr.status, code: errorCodeOf(body) });
    };
    xhr.onerror = () => resolve({ ok: false, kind: 'network' });
    xhr.ontimeout = () => resolve({ ok: false, kind: 'network' });
    xhr.onabort = () => resolve({ ok: false, kind: 'aborted' });

    const form = new FormData();
    form.append('file', file, filename);
    xhr.send(form);
  });
  return { result, abort: () => xhr.abort() };
}

import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * A generated file (an export) to hand to the browser as a download rather than as JSON; large
 * exports come as a stream, written while it is sent.
 */
export class FileDownload {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly body: Buffer | Readable,
  ) {}
}

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 one. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function sendDownload(reply: FastifyReply, file: FileDownload): FastifyReply {
  return reply
    .status(200)
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.filename))
    // Exports carry people's data: never kept by shared caches.
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers over 1 KB (JSON, pages, exports) compressed on the fly with brotli or gzip, whichever the
 * client prefers. Brotli at quality 4 (the plugin's default) costs about what gzip does; the built
 * assets are compressed ahead of time at the highest levels instead (vite.config.ts), and a reply
 * that already carries a Content-Encoding, like those, is left alone. Server-sent events are
 * never compressed, so each event reaches the browser when it is sent.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ACCESSIBILITY_REPORT_PATH, SECURITY_POLICY_PATH } from '#shared/published-documents.ts';

const DOCUMENTS: Record<string, string> = {
  [SECURITY_POLICY_PATH]: 'SECURITY.md',
  [ACCESSIBILITY_REPORT_PATH]: 'docs/accessibility.md',
};

/**
 * Serves the repository's statements a buyer or a researcher asks for, as written, on every site.
 * Plain text: every browser shows it in place, where text/markdown is often downloaded.
 */
export function registerPublishedDocuments(app: FastifyInstance): void {
  for (const [path, file] of Object.entries(DOCUMENTS)) {
    // Read once: the files ship with the server's source and do not change while it runs.
    const text = readFileSync(resolve(import.meta.dirname, '../..', file), 'utf8');
    app.get(path, async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(text));
  }
}

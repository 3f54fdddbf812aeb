import { request } from 'node:http';

export interface JsonResponse {
  status: number;
  body: unknown;
}

/** A server that has not answered one request in this long is stuck, not slow. */
const TIMEOUT_MS = 120_000;

/** One GET with the given headers (Host included, which fetch would not send as given). */
export function getJson(port: number, path: string, headers: Record<string, string>): Promise<JsonResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method: 'GET', headers, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the caller reports the raw text.
        }
        resolve({ status: response.statusCode ?? 0, body });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.on('timeout', () => outgoing.destroy(new Error(`GET ${path} got no answer in ${TIMEOUT_MS / 1000}s`)));
    outgoing.end();
  });
}

/** The façade's answer for a path it has no route for (as opposed to a missing record). */
export function isRouteNotFound(response: JsonResponse): boolean {
  return response.status === 404 && typeof response.body === 'object' && response.body !== null && (response.body as { error?: unknown }).error === 'route-not-found';
}

import { REQUEST_TIMEOUT_MS } from '#shared/constants.ts';

/** Why a request was abandoned: the server did not answer in time (spec 3 §7). */
export class RequestTimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(timeoutMs: number) {
    super(`request-timeout: no answer within ${timeoutMs} ms`);
  }
}

/**
 * fetch, aborted when the whole answer (head and body) has not arrived within the spec's request
 * timeout, so a server that stalls fails the request instead of leaving a spinner for ever. The
 * caller's own signal (react-query cancelling a query) still aborts it too. The API's answers are
 * small JSON, so their body is read inside the deadline. A download (`until: 'head'`) only has to
 * start in time: a large export streams for as long as it takes once the server has answered.
 */
export async function fetchWithTimeout(
  input: RequestInfo | URL,
  init: RequestInit = {},
  timeoutMs = REQUEST_TIMEOUT_MS,
  until: 'body' | 'head' = 'body',
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RequestTimeoutError(timeoutMs)), timeoutMs);
  const outer = init.signal;
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  try {
    const response = await fetch(input, { ...init, signal: controller.signal });
    // The caller's signal keeps reaching the body read; only the deadline ends here.
    if (until === 'head') return response;
    const body = await response.arrayBuffer();
    outer?.removeEventListener('abort', forward);
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } catch (error) {
    outer?.removeEventListener('abort', forward);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

import type { Page } from 'playwright-core';

/**
 * A tRPC call made by the page itself (its site, its session cookie): a query when `kind` is
 * 'query', else a mutation. Answers the procedure's data; a refusal throws with its status.
 */
export async function callFromPage<T>(page: Page, procedure: string, input?: unknown, kind: 'query' | 'mutation' = 'mutation'): Promise<T> {
  return page.evaluate(
    async ([path, body, method]) => {
      const payload = JSON.stringify({ json: body });
      const response =
        method === 'query'
          ? await fetch(`/trpc/${path}${body === undefined ? '' : `?input=${encodeURIComponent(payload)}`}`)
          : await fetch(`/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
    },
    [procedure, input, kind] as const,
  ) as Promise<T>;
}

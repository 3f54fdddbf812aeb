import type { Page, Request } from 'playwright-core';

export interface NetworkWatch {
  /** Resolves once no request has run for `quietMs`; fails after `timeoutMs`. */
  settled(quietMs: number, timeoutMs: number): Promise<void>;
  /** How many requests have started since the watch began: a change means something loaded. */
  started(): number;
  stop(): void;
}

/**
 * Follows the page's requests, leaving event streams out: Playwright's "networkidle" never comes
 * for a signed-in page, whose realtime stream stays open.
 */
export function watchNetwork(page: Page): NetworkWatch {
  const running = new Set<Request>();
  let startedCount = 0;
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (request.resourceType() === 'eventsource') return;
    running.add(request);
    startedCount += 1;
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (running.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  return {
    async settled(quietMs, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (running.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`the network did not settle within ${timeoutMs} ms: ${[...running].map((request) => request.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    started: () => startedCount,
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

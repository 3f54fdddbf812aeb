import type { z } from 'zod';

/** How long another service gets to answer one call; the user waits on it. */
const TIMEOUT_MS = 15_000;

/**
 * Another service failed: unreachable, too slow, refused us, or answered something we cannot
 * read. `detail` is that service's own message where it gave one (a wrong token, a missing form),
 * which the spec shows the user beside ours; never our internals.
 */
export class OutsideServiceError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'OutsideServiceError';
  }
}

export interface OutsideAnswer<T> {
  data: T;
  headers: Headers;
}

/** Calls a JSON API and reads its answer with `schema`; every failure is an OutsideServiceError. */
export async function callJson<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<OutsideAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new OutsideServiceError(timedOut ? 'no answer in time' : 'could not be reached');
  }
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  if (!response.ok) throw new OutsideServiceError(messageOf(body) ?? `HTTP ${response.status}`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new OutsideServiceError('an answer in an unexpected form');
  return { data: parsed.data, headers: response.headers };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The message an API puts in its error answer, under one of the names APIs use for it. */
function messageOf(body: unknown): string | null {
  if (typeof body === 'string') return body.trim().slice(0, 300) || null;
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'description', 'error', 'resultDescription']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 300);
  }
  return null;
}

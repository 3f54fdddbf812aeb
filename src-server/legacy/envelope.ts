import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeError, type ErrorDescription } from '#server/errors/describe-error.ts';
import { reportFailure } from '#server/errors/report-failure.ts';
import { specNames, type SpecNameOptions } from './spec-names';

/** A list answer: `{ result: [...], total }` (docs/architecture.md §7). */
export class LegacyList<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
  ) {}
}

export function legacySuccessBody(result: unknown, options: SpecNameOptions = {}): Record<string, unknown> {
  if (result instanceof LegacyList) return { result: specNames(result.items, options), total: result.total };
  return { result: specNames(result ?? null, options) };
}

/** A failure whose legacy answer tells the client where to go instead (spec 2 §7 "may carry a redirect"). */
export class LegacyRedirect extends Error {
  constructor(
    readonly error: unknown,
    readonly redirect: string,
  ) {
    super('legacy redirect', { cause: error });
  }
}

/** Where a signed-out client returns after the login the answer asks for: the page it asked for, when it asked to read one. */
function postLoginOf(request: FastifyRequest, basePath: string): string | null {
  if (request.method !== 'GET') return null;
  const path = request.url.split('?')[0] ?? '';
  return path.startsWith(basePath) ? path.slice(basePath.length) || '/' : null;
}

/**
 * The legacy error envelope (spec 3 §7): `{ error }` with a non-200 status, plus `redirect`
 * (the client navigates) or `login` (the client opens the login modal) where they apply.
 */
export function legacyErrorBody(description: ErrorDescription): Record<string, unknown> {
  const body: Record<string, unknown> = { error: description.code };
  if (description.fieldErrors) body.fields = description.fieldErrors;
  if (description.details) body.details = description.details;
  if (description.redirect) body.redirect = description.redirect;
  if (description.login) body.login = true;
  return body;
}

export function sendLegacyError(request: FastifyRequest, reply: FastifyReply, thrown: unknown, basePath = ''): FastifyReply {
  const error = thrown instanceof LegacyRedirect ? thrown.error : thrown;
  const description = describeError(error);
  if (thrown instanceof LegacyRedirect) description.redirect = thrown.redirect;
  reportFailure(request.log, error, description, 'legacy request failed');
  if (description.retryAfterSeconds !== undefined) reply.header('retry-after', String(description.retryAfterSeconds));
  const body = legacyErrorBody(description);
  // The client opens its login modal and, signed in, goes back to postLogin (spec 1 §7).
  if (description.login) body.postLogin = postLoginOf(request, basePath);
  return reply.status(description.httpStatus).send(body);
}

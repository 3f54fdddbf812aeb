import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeError, type ErrorDescription } from '../errors/describe-error';
import { reportFailure } from '../errors/report-failure';

/** A list answer: `{ result: [...], total }` (docs/architecture.md §7). */
export class LegacyList<T> {
  constructor(
    readonly items: T[],
    readonly total: number,
  ) {}
}

export function legacySuccessBody(result: unknown): Record<string, unknown> {
  if (result instanceof LegacyList) return { result: result.items, total: result.total };
  return { result: result ?? null };
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

export function sendLegacyError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const description = describeError(error);
  reportFailure(request.log, error, description, 'legacy request failed');
  if (description.retryAfterSeconds !== undefined) reply.header('retry-after', String(description.retryAfterSeconds));
  return reply.status(description.httpStatus).send(legacyErrorBody(description));
}

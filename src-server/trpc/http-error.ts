import type { FastifyReply, FastifyRequest } from 'fastify';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { describeError } from '#server/errors/describe-error.ts';
import { reportFailure } from '#server/errors/report-failure.ts';
import { toAppError } from '#server/legacy/legacy-routes.ts';
import { trpcCodeByStatus } from './init';

/**
 * A failure before a call reaches tRPC (the CSRF guard, an unknown site) answered in tRPC's own
 * error format, one entry per call of a batch, so the client can read its code.
 */
export function sendTrpcHttpError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const description = describeError(toAppError(error));
  reportFailure(request.log, error, description, 'request failed before tRPC');
  const key = trpcCodeByStatus[description.httpStatus] ?? 'INTERNAL_SERVER_ERROR';
  const url = new URL(request.url, 'http://local');
  const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
  const entry = (path: string) => ({
    error: superjson.serialize({
      message: description.code,
      code: TRPC_ERROR_CODES_BY_KEY[key],
      data: {
        code: key,
        httpStatus: description.httpStatus,
        path,
        appCode: description.code,
        fieldErrors: description.fieldErrors ?? null,
        details: description.details ?? null,
        redirect: description.redirect ?? null,
        login: description.login ?? false,
      },
    }),
  });
  const body = url.searchParams.get('batch') === '1' ? paths.map(entry) : entry(paths[0] ?? '');
  if (description.retryAfterSeconds !== undefined) reply.header('retry-after', String(description.retryAfterSeconds));
  return reply.status(description.httpStatus).send(body);
}

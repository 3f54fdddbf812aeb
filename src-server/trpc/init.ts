import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { AppError } from '#server/errors/app-error.ts';
import { serializeAnswer } from './answer-serializer';
import { describeError } from '#server/errors/describe-error.ts';
import type { AppContext } from './context';

/** The one tRPC instance. Routers build only on the procedures in procedures.ts. */
export const t = initTRPC.context<AppContext>().create({
  // Answers in superjson's format, made by our own faster walk (answer-serializer.ts).
  transformer: { input: superjson, output: { serialize: serializeAnswer, deserialize: superjson.deserialize } },
  // Never send stack traces, whatever NODE_ENV says.
  isDev: false,
  // Realtime streams (server-sent events): pings keep proxies from closing a quiet stream, and a
  // client that hears nothing for longer reconnects instead of waiting on a dead connection.
  sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 40_000 } },
  errorFormatter({ shape, error }) {
    const description = describeError(error);
    return {
      code: shape.code,
      message: description.code,
      data: {
        code: shape.data.code,
        httpStatus: description.httpStatus,
        path: shape.data.path ?? null,
        appCode: description.code,
        fieldErrors: description.fieldErrors ?? null,
        details: description.details ?? null,
        redirect: description.redirect ?? null,
        login: description.login ?? false,
      },
    };
  },
});

export const trpcCodeByStatus: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  // tRPC has no code of its own for a request sent to the wrong server; the reply keeps 421.
  421: 'BAD_REQUEST',
  429: 'TOO_MANY_REQUESTS',
};

/** Gives a domain error its HTTP status; services know nothing of tRPC. */
export const errorBoundary = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: trpcCodeByStatus[cause.httpStatus] ?? 'INTERNAL_SERVER_ERROR', message: cause.code, cause });
  }
  return result;
});

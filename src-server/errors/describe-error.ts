import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { errorNeedsLogin, errorRedirect, errorStatus, isErrorCode, type ErrorCode, type FieldErrors } from '#shared/errors.ts';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from './database-unavailable';

/** What a client is told to wait while the database is away: restarts and failovers take seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What any transport needs to know about a failure, with nothing internal in it. */
export interface ErrorDescription {
  code: ErrorCode;
  httpStatus: number;
  fieldErrors?: FieldErrors;
  redirect?: string;
  login?: boolean;
  retryAfterSeconds?: number;
  details?: string[];
  /** True when the cause is unexpected and must be logged; its details never leave the server. */
  unexpected: boolean;
}

/** Turns any thrown value into the error model of docs/architecture.md §5. */
export function describeError(error: unknown): ErrorDescription {
  const cause = error instanceof TRPCError && error.cause ? error.cause : error;
  if (cause instanceof AppError) {
    const description = fromCode(cause.code, cause.fieldErrors, cause.retryAfterSeconds);
    if (cause.details) description.details = cause.details;
    if (cause.redirect) description.redirect = cause.redirect;
    return description;
  }
  if (cause instanceof ZodError) return fromZod(cause);
  if (isDatabaseUnavailable(cause)) return fromCode('database-unavailable', undefined, DATABASE_RETRY_AFTER_SECONDS);
  if (error instanceof TRPCError) return fromTrpc(error);
  return { ...fromCode('internal-error'), unexpected: true };
}

function fromCode(code: ErrorCode, fieldErrors?: FieldErrors, retryAfterSeconds?: number): ErrorDescription {
  const description: ErrorDescription = { code, httpStatus: errorStatus[code], unexpected: false };
  if (fieldErrors) description.fieldErrors = fieldErrors;
  if (retryAfterSeconds !== undefined) description.retryAfterSeconds = retryAfterSeconds;
  const redirect = errorRedirect[code];
  if (redirect) description.redirect = redirect;
  if (errorNeedsLogin.has(code)) description.login = true;
  return description;
}

/** Schema messages are the spec's keys, so a Zod failure names them per field. */
function fromZod(error: ZodError): ErrorDescription {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    const code: ErrorCode = isErrorCode(issue.message) ? issue.message : 'invalid-input';
    (fieldErrors[key] ??= []).push(code);
  }
  const first = Object.values(fieldErrors)[0]?.[0] ?? 'invalid-input';
  return fromCode(first, fieldErrors);
}

function fromTrpc(error: TRPCError): ErrorDescription {
  switch (error.code) {
    case 'NOT_FOUND':
      return fromCode('not-found');
    case 'PARSE_ERROR':
    case 'BAD_REQUEST':
      return fromCode('invalid-input');
    case 'UNAUTHORIZED':
      return fromCode('not-authenticated');
    case 'FORBIDDEN':
      return fromCode('forbidden');
    case 'PAYLOAD_TOO_LARGE':
      return fromCode('payload-too-large');
    case 'UNSUPPORTED_MEDIA_TYPE':
      return fromCode('unsupported-media-type');
    case 'TOO_MANY_REQUESTS':
      return fromCode('too-many-requests');
    case 'METHOD_NOT_SUPPORTED':
      return fromCode('route-not-found');
    default:
      return { ...fromCode('internal-error'), unexpected: true };
  }
}

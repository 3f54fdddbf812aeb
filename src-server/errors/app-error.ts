import { errorStatus, type ErrorCode, type FieldErrors } from '#shared/errors.ts';

/**
 * The one domain error. Services throw it with a code from the catalogue; the tRPC layer and
 * the legacy façade each convert it once (describe-error.ts). Never carries user-facing prose.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  /** Seconds until a rate-limited call may be tried again. */
  readonly retryAfterSeconds: number | undefined;
  /** Values the message names, e.g. the invalid addresses of INVALID_EMAIL; never internals. */
  readonly details: string[] | undefined;
  /** Where the client should go instead, when it depends on the record (the catalogue's errorRedirect is per code). */
  readonly redirect: string | undefined;
  /**
   * The write this reports on was saved; only a part the spec answers after saving was not done
   * (an invited co-author without an account). A keyed write still commits, and answers a retry
   * with this refusal rather than writing again.
   */
  readonly afterSave: boolean;

  constructor(code: ErrorCode, options: { fieldErrors?: FieldErrors; retryAfterSeconds?: number; details?: string[]; redirect?: string; afterSave?: boolean; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
    this.redirect = options.redirect;
    this.afterSave = options.afterSave ?? false;
  }

  get httpStatus(): number {
    return errorStatus[this.code];
  }
}

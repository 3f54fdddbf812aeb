import { isErrorCode, type ErrorCode, type FieldErrors } from '#shared/errors.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export interface ServerError {
  appCode: ErrorCode | null;
  fieldErrors: FieldErrors;
}

/**
 * The error code and per-field codes of a failed call (the server's errorFormatter puts them in
 * `data`). A network failure or an unknown shape gives no code: the caller shows its generic text.
 */
export function readServerError(error: unknown): ServerError {
  const data = isRecord(error) && isRecord(error.data) ? error.data : {};
  const fieldErrors: FieldErrors = {};
  if (isRecord(data.fieldErrors)) {
    for (const [path, codes] of Object.entries(data.fieldErrors)) {
      const known = Array.isArray(codes) ? codes.filter(isErrorCode) : [];
      if (known.length > 0) fieldErrors[path] = known;
    }
  }
  return { appCode: isErrorCode(data.appCode) ? data.appCode : null, fieldErrors };
}

/** A message above a form: an error code, or null for the form's own "unhandled error" text. */
export type FormError = ErrorCode | null;

export interface PlacedServerError<Field extends string> {
  fieldErrors: { field: Field; code: ErrorCode }[];
  formErrors: FormError[];
}

/**
 * Splits a server error between the form's fields and the list above the form. A code already
 * shown under a field is not repeated above it; field errors for fields the form does not have
 * go above it too. A path inside a field ("extraFields.val.x") is placed as it is: the field
 * that holds a group of values shows each one's error.
 */
export function placeServerError<Field extends string>(error: unknown, fields: readonly Field[]): PlacedServerError<Field> {
  const { appCode, fieldErrors } = readServerError(error);
  const placed: PlacedServerError<Field>['fieldErrors'] = [];
  const unplaced: ErrorCode[] = [];

  for (const [path, codes] of Object.entries(fieldErrors)) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    const [first] = codes;
    if (field && first) placed.push({ field: path as Field, code: first });
    else unplaced.push(...codes);
  }

  const shownOnFields = placed.length > 0 && (appCode === 'invalid-input' || placed.some(({ code }) => code === appCode));
  const formErrors: FormError[] = [];
  if (appCode && !shownOnFields) formErrors.push(appCode);
  formErrors.push(...unplaced);
  if (formErrors.length === 0 && placed.length === 0) formErrors.push(null);
  return { fieldErrors: placed, formErrors: [...new Set(formErrors)] };
}

/** Values a failed call's message names (e.g. a saved idea's guid and the unknown addresses), or none. */
export function readErrorDetails(error: unknown): string[] {
  const data = isRecord(error) && isRecord(error.data) ? error.data : {};
  return Array.isArray(data.details) ? data.details.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Whether a failed call never reached the server: the browser is offline, or fetch itself
 * failed (it rejects with a TypeError on a network error; an answer that is not JSON is a
 * SyntaxError instead, and reached the server).
 */
export function isUnreachedServer(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  return isRecord(error) && !isRecord(error.data) && error.cause instanceof TypeError;
}

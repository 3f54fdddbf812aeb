import type { ErrorCode } from '#shared/errors.ts';
import type { UploadRule } from '#shared/upload-rules.ts';

/** How an upload ended when it did not succeed. */
export type UploadFailureOutcome =
  /** The user pressed Cancel (the spec's code 101). */
  | { kind: 'aborted' }
  /** No answer at all: the connection dropped or the server is down. */
  | { kind: 'network' }
  /** A non-200 answer, with the `{ error }` code when the body had a known one. */
  | { kind: 'http'; status: number; code: ErrorCode | null };

/** The two headings of spec 3 §8, i18n keys under upload.heading. */
export type UploadFailureHeading = 'SERVER_ERROR' | 'FILE_UPLOAD_ERROR';

export interface UploadFailureMessage {
  heading: UploadFailureHeading;
  /** Shown as errors.<code>. */
  code: ErrorCode;
}

/**
 * Codes that say something truer than "too big or wrong format": the user is logged out, not
 * verified, not allowed, or sending too fast. The file itself may be fine.
 */
const ACCESS_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['not-authenticated', 'user-not-active', 'forbidden', 'csrf-rejected', 'too-many-requests']);

/**
 * The message for a failed upload (spec 3 §8): a 5xx is SERVER_ERROR / SERVER_COULD_NOT_SAVE_FILE;
 * any other refusal is FILE_UPLOAD_ERROR with the context's key (DOCUMENT_… or VIDEO_…);
 * a cancelled upload shows nothing (null).
 */
export function uploadFailureMessage(outcome: UploadFailureOutcome, rule: Pick<UploadRule, 'errorKey'>): UploadFailureMessage | null {
  switch (outcome.kind) {
    case 'aborted':
      return null;
    case 'network':
      // Nothing reached storage; the same words as a server failure tell the user to try again.
      return { heading: 'SERVER_ERROR', code: 'SERVER_COULD_NOT_SAVE_FILE' };
    case 'http':
      if (outcome.status >= 500) return { heading: 'SERVER_ERROR', code: 'SERVER_COULD_NOT_SAVE_FILE' };
      if (outcome.code && ACCESS_CODES.has(outcome.code)) return { heading: 'FILE_UPLOAD_ERROR', code: outcome.code };
      return { heading: 'FILE_UPLOAD_ERROR', code: rule.errorKey };
  }
}

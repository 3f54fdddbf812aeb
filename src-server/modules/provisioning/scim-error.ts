import SCIMMY from 'scimmy';
import { describeError } from '#server/errors/describe-error.ts';
import type { ErrorCode } from '#shared/errors.ts';

export const SCIM_ERROR_SCHEMA = SCIMMY.Messages.Error.id;
export const SCIM_CONTENT_TYPE = 'application/scim+json';

/** RFC 7644 §3.12's detail keywords: what a directory's client reads to decide how to recover. */
export type ScimType = 'uniqueness' | 'tooMany' | 'invalidFilter' | 'mutability' | 'invalidSyntax' | 'invalidPath' | 'noTarget' | 'invalidValue' | 'invalidVers' | 'sensitive';

/** A refusal that only SCIM has words for (a filter, a patch path); the domain's refusals stay AppErrors. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly scimType: ScimType | undefined,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'ScimError';
  }
}

/** The catalogue codes a directory should tell apart by keyword, not only by status. */
const SCIM_TYPE_OF_CODE: Partial<Record<ErrorCode, ScimType>> = {
  'email-already-registered': 'uniqueness',
  'invalid-input': 'invalidValue',
};

export interface ScimErrorBody {
  schemas: [typeof SCIM_ERROR_SCHEMA];
  status: string;
  scimType?: ScimType;
  detail: string;
}

/**
 * Any failure as RFC 7644 §3.12's error message. The detail names the catalogue code (and the
 * attribute it is about), as the REST API's `{ error }` does; scimmy's own refusals keep theirs.
 */
export function scimErrorOf(error: unknown): { body: ScimErrorBody; retryAfterSeconds?: number } {
  if (error instanceof ScimError) return { body: scimBody(error.status, error.scimType, error.detail) };
  if (error instanceof SCIMMY.Types.Error) return { body: scimBody(error.status, (error.scimType || undefined) as ScimType | undefined, error.message) };
  const description = describeError(error);
  const fields = Object.entries(description.fieldErrors ?? {}).map(([field, codes]) => `${field}: ${codes.join(', ')}`);
  const detail = fields.length > 0 ? `${description.code} (${fields.join('; ')})` : description.code;
  return { body: scimBody(description.httpStatus, SCIM_TYPE_OF_CODE[description.code], detail), ...(description.retryAfterSeconds !== undefined ? { retryAfterSeconds: description.retryAfterSeconds } : {}) };
}

function scimBody(status: number, scimType: ScimType | undefined, detail: string): ScimErrorBody {
  return { schemas: [SCIM_ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

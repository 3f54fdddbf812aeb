import { z } from 'zod';
import { AGREEMENT_TYPES } from '#shared/schemas/agreements.ts';
import { day, instant } from '#server/legacy/legacy-answers.ts';

/** The `result` of the legacy agreement routes, for the OpenAPI document: presentAgreement and presentAgreementForAdmin as JSON. */

/** presentAgreement: the version in force. */
export const legacyAgreementAnswer = z.looseObject({
  guid: z.string(),
  type: z.enum(AGREEMENT_TYPES),
  name: z.string(),
  text: z.string(),
  textHtml: z.string(),
  version: z.number().int(),
  validFrom: day.nullable(),
  publishedAt: instant,
});

/** presentAgreementForAdmin: the working copy, with its status and last published version (0 before the first). */
export const legacyAdminAgreementAnswer = z.looseObject({
  guid: z.string(),
  type: z.enum(AGREEMENT_TYPES),
  name: z.string(),
  text: z.string(),
  status: z.enum(['draft', 'published']),
  validFrom: day.nullable(),
  requireNewUserApproval: z.boolean(),
  version: z.number().int(),
  updatedAt: instant,
});

/** presentCampaignAcceptance, or null before one accepted. */
export const legacyCampaignAcceptanceAnswer = z
  .looseObject({ userGuid: z.string(), acceptedAt: instant, agreementGuid: z.string().nullable(), version: z.number().int().nullable() })
  .nullable();

export const legacyAgreementAcceptedAnswer = z.looseObject({ guid: z.string(), version: z.number().int() });

import { z } from 'zod';
import { guidInput, guidSchema } from './common';

/** Spec 2 §3: what an agreement is for; the legal links name terms and privacy ones. */
export const AGREEMENT_TYPES = ['terms-of-service', 'privacy-policy', 'campaign', 'organisation'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

/** Spec 2 §5: only these carry validFrom, status and the approval flag; the others are in force as saved. */
export const VERSIONED_AGREEMENT_TYPES: readonly AgreementType[] = ['terms-of-service', 'privacy-policy'];

export function isVersionedAgreementType(type: AgreementType): boolean {
  return VERSIONED_AGREEMENT_TYPES.includes(type);
}

export const AGREEMENT_NAME_MAX_LENGTH = 200;
export const AGREEMENT_TEXT_MAX_LENGTH = 100_000;

/** A day as YYYY-MM-DD (spec 2 §3 validFrom). */
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The day `now` is, as the YYYY-MM-DD that validFrom is compared with (UTC, as the server keeps it). */
export function agreementDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** validFrom may not lie before today (spec 2 §4: minimum today). */
export function isValidFromAllowed(validFrom: string, now: Date): boolean {
  return validFrom >= agreementDay(now);
}

const agreementFields = {
  name: z.string().trim().min(1, 'ERROR_REQUIRED').max(AGREEMENT_NAME_MAX_LENGTH, 'VALUE_TOO_LONG'),
  /** Markdown. */
  text: z.string().trim().min(1, 'ERROR_REQUIRED').max(AGREEMENT_TEXT_MAX_LENGTH, 'VALUE_TOO_LONG'),
  /** YYYY-MM-DD; left out keeps it (a draft's default is today). */
  validFrom: z
    .string()
    .trim()
    .regex(dayPattern, 'INVALID_DATE')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'INVALID_DATE')
    .optional(),
  /** Save keeps a draft; Publish (after confirmation) publishes it, and every later save publishes again (Update). */
  publish: z.boolean().default(false),
  /** Whether people who accepted an earlier version must accept this one; only a published agreement's choice counts (spec 2 §4). */
  requireNewUserApproval: z.boolean().default(true),
};

/** The create form (spec 2 §5: name, text and type required). */
export const agreementCreateInput = z.object({
  type: z.enum(AGREEMENT_TYPES, { message: 'ERROR_REQUIRED' }),
  ...agreementFields,
});
export type AgreementCreateInput = z.infer<typeof agreementCreateInput>;

/** The edit form: the type is fixed at creation (a legacy client resending the same one is fine). */
export const agreementUpdateInput = guidInput.extend({
  type: z.enum(AGREEMENT_TYPES).optional(),
  ...agreementFields,
});
export type AgreementUpdateInput = z.infer<typeof agreementUpdateInput>;

/** Accepting an agreement: the checkbox must be ticked (spec 2 §5 AGREEMENT_NOT_ACCEPTED). */
export const agreementAcceptInput = guidInput.extend({ accepted: z.boolean().default(false) });

/** Accepting a campaign's agreement as one of its members (/coach/campaigns/{slug}/agreement). */
export const campaignAgreementAcceptInput = z.object({ slug: z.string().trim().min(1).max(200), accepted: z.boolean().default(false) });

/** A campaign's agreement and a user in it (legacy GET /acceptedagreements/campaign/{slug}/user/{guid}). */
export const campaignUserAgreementInput = z.object({ slug: z.string().trim().min(1).max(200), userGuid: guidSchema });

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AGREEMENT_TYPES, type AgreementType } from '#shared/schemas/agreements.ts';
import { baseProperties, tenantFilter } from '#server/db/base-entity.ts';
import { OrganisationSchema } from './organisation.entity';
import { UserSchema } from './user.entity';

export { AGREEMENT_TYPES, type AgreementType };

/**
 * An agreement of a site (spec 2 §3, §4): its guid is what a legal link or a campaign names.
 * Name and text here are the editor's working copy; publishing copies them into a new
 * AgreementVersion, and only versions are ever shown to be accepted. Once published an
 * agreement stays published: later edits are published as further versions.
 */
export const AgreementSchema = defineEntity({
  name: 'Agreement',
  tableName: 'agreement',
  filters: tenantFilter(),
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    type: p.enum([...AGREEMENT_TYPES]),
    name: p.string().length(200),
    /** Markdown. */
    text: p.text(),
    status: p.enum(['draft', 'published']).default('draft'),
    /** The day the next published version comes into force (spec 2: YYYY-MM-DD); null is at once. */
    validFrom: p.date().nullable(),
    /** Whether publishing the next version asks people who accepted an earlier one to accept again. */
    requireNewUserApproval: p.boolean().default(true),
    /** The number of the last published version; 0 while a draft. */
    latestVersion: p.integer().default(0),
  },
});
export type Agreement = InferEntity<typeof AgreementSchema>;

/** One published text of an agreement, never changed afterwards: what people accept. */
export const AgreementVersionSchema = defineEntity({
  name: 'AgreementVersion',
  tableName: 'agreement_version',
  filters: tenantFilter(),
  uniques: [{ properties: ['agreement', 'version'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    agreement: () => p.manyToOne(AgreementSchema).deleteRule('cascade'),
    version: p.integer(),
    name: p.string().length(200),
    text: p.text(),
    validFrom: p.date().nullable(),
    /** False when the text changed too little to ask again: acceptances of earlier versions still count. */
    requiresNewApproval: p.boolean(),
    publishedAt: p.datetime(),
  },
});
export type AgreementVersion = InferEntity<typeof AgreementVersionSchema>;

/** A person's acceptance of one version of an agreement, and when (spec 3 §3: …AgreementGuid, …AcceptedAt). */
export const AgreementAcceptanceSchema = defineEntity({
  name: 'AgreementAcceptance',
  tableName: 'agreement_acceptance',
  filters: tenantFilter(),
  uniques: [{ properties: ['user', 'agreementVersion'] }],
  properties: {
    ...baseProperties(),
    organisation: () => p.manyToOne(OrganisationSchema).deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    agreement: () => p.manyToOne(AgreementSchema).deleteRule('cascade'),
    agreementVersion: () => p.manyToOne(AgreementVersionSchema).deleteRule('cascade'),
    acceptedAt: p.datetime(),
  },
});
export type AgreementAcceptance = InferEntity<typeof AgreementAcceptanceSchema>;

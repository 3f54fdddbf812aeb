import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '#server/db/base-entity.ts';
import { AgreementVersionSchema } from './agreement.entity';
import { UserSchema } from './user.entity';
import { CampaignSchema } from './campaign.entity';

export const participantStatuses = ['pending', 'approved'] as const;

/**
 * A user taking part in a campaign: approved, or pending while the campaign asks its coaches to
 * approve joiners (spec 1 §4). Declined and removed participants have no row.
 */
export const CampaignParticipantSchema = defineEntity({
  name: 'CampaignParticipant',
  tableName: 'campaign_participant',
  uniques: [{ properties: ['campaign', 'user'] }],
  indexes: [{ properties: ['user'] }],
  properties: {
    ...baseProperties(),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    status: p.enum([...participantStatuses]),
    agreementAcceptedAt: p.datetime().nullable(),
    /** The version of the campaign's agreement accepted on joining: the text the joiner saw. */
    agreementVersion: () => p.manyToOne(AgreementVersionSchema).nullable().deleteRule('set null'),
    approvedAt: p.datetime().nullable(),
  },
});
export type CampaignParticipant = InferEntity<typeof CampaignParticipantSchema>;

/** An e-mail invitation to a campaign; its id is the guid of /invitations/{guid}. */
export const CampaignInvitationSchema = defineEntity({
  name: 'CampaignInvitation',
  tableName: 'campaign_invitation',
  uniques: [{ properties: ['campaign', 'email'] }],
  properties: {
    ...baseProperties(),
    campaign: () => p.manyToOne(CampaignSchema).deleteRule('cascade'),
    /** Lower-cased, as accounts are looked up. */
    email: p.string().length(254),
    invitedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    acceptedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    acceptedAt: p.datetime().nullable(),
  },
});
export type CampaignInvitation = InferEntity<typeof CampaignInvitationSchema>;

import type { EntityManager } from '@mikro-orm/postgresql';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { CampaignParticipantSchema } from '#server/entities/participation.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { testOrm } from '../support/test-orm';

/** Makes users participants of a campaign straight in the database (approved unless told otherwise). */
export async function addParticipants(campaign: Campaign, users: User[], status: 'approved' | 'pending' = 'approved', em: EntityManager = testOrm().em.fork()): Promise<void> {
  for (const user of users) {
    em.create(CampaignParticipantSchema, {
      campaign: em.getReference(CampaignSchema, campaign.id),
      user: em.getReference(UserSchema, user.id),
      status,
      agreementAcceptedAt: null,
      approvedAt: status === 'approved' ? new Date() : null,
    });
  }
  await em.flush();
}

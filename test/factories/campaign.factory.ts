import { randomBytes } from 'node:crypto';
import { faker } from '@faker-js/faker';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AgreementSchema, type Agreement } from '#server/entities/agreement.entity.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { campaignSettingsSchema, type PrivacySetting } from '#shared/schemas/campaign.ts';
import { slugify } from '#shared/slug.ts';
import { testOrm } from '../support/test-orm';

const DAY = 24 * 60 * 60 * 1000;

export interface CampaignOverrides {
  organisation: Organisation;
  coach: User;
  name?: string;
  /** The brief, in markdown. */
  content?: string;
  /** Days from now; a running campaign by default (started yesterday, ends in two weeks). */
  startsInDays?: number;
  endsInDays?: number;
  active?: boolean;
  privacySetting?: PrivacySetting;
  requireCoachApproval?: boolean;
  requireAgreementAcceptance?: boolean;
  /** The campaign agreement joiners accept. */
  agreement?: Agreement;
}

/** A campaign straight into the database, with `coach` as its one coach. */
export async function createCampaignRow(overrides: CampaignOverrides, em: EntityManager = testOrm().em.fork()): Promise<Campaign> {
  const name = overrides.name ?? `${faker.commerce.productAdjective()} ${faker.commerce.product()} ideas`;
  const campaign = em.create(CampaignSchema, {
    organisation: em.getReference(OrganisationSchema, overrides.organisation.id),
    slug: `${slugify(name)}-${randomBytes(3).toString('hex')}`,
    name,
    content: overrides.content ?? faker.lorem.paragraph(),
    startDate: new Date(Date.now() + (overrides.startsInDays ?? -1) * DAY),
    endDate: new Date(Date.now() + (overrides.endsInDays ?? 14) * DAY),
    active: overrides.active ?? true,
    privacySetting: overrides.privacySetting ?? 'public',
    requireCoachApproval: overrides.requireCoachApproval ?? false,
    requireAgreementAcceptance: overrides.requireAgreementAcceptance ?? false,
    agreement: overrides.agreement ? em.getReference(AgreementSchema, overrides.agreement.id) : null,
    settings: campaignSettingsSchema.parse({}),
    rewards: [],
    inviteSecret: randomBytes(24).toString('base64url'),
    createdBy: em.getReference(UserSchema, overrides.coach.id),
    photo: null,
  });
  campaign.coaches.add(em.getReference(UserSchema, overrides.coach.id));
  await em.flush();
  return campaign;
}

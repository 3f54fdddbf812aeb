import { faker } from '@faker-js/faker';
import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import { type IdeaStatus } from '#shared/constants.ts';
import { POINTS, type PointCause } from '#shared/points.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { FeedbackSchema, IdeaAuthorSchema, IdeaSchema, type Feedback, type Idea, type IdeaExtraFieldValues } from '#server/entities/idea.entity.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { PointAwardSchema } from '#server/entities/point-award.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { testOrm } from '../support/test-orm';

export interface IdeaOverrides {
  campaign: Campaign;
  author: User;
  name?: string;
  /** The idea's text, in markdown. */
  content?: string;
  status?: IdeaStatus;
  extraFields?: IdeaExtraFieldValues;
  createdAt?: Date;
  /** Also credit the idea-new points, as posting an idea does. */
  withPoints?: boolean;
}

/** An idea straight into the database, with `author` as its accepted creator. */
export async function createIdeaRow(overrides: IdeaOverrides, em: EntityManager = testOrm().em.fork()): Promise<Idea> {
  const campaign = em.getReference(CampaignSchema, overrides.campaign.id);
  const author = em.getReference(UserSchema, overrides.author.id);
  const createdAt = overrides.createdAt ?? new Date();
  const idea = em.create(IdeaSchema, {
    id: uuidv7(),
    organisation: em.getReference(OrganisationSchema, overrides.campaign.organisation.id),
    campaign,
    name: overrides.name ?? faker.company.catchPhrase(),
    content: overrides.content ?? faker.lorem.paragraph(),
    status: overrides.status ?? 'PUBLISHED',
    extraFields: overrides.extraFields ?? {},
    createdBy: author,
    createdAt,
  });
  em.create(IdeaAuthorSchema, { idea, user: author, status: 'accepted', createdAt });
  if (overrides.withPoints) em.create(PointAwardSchema, { campaign, user: author, cause: 'idea-new', causeKey: `idea-new:${idea.id}`, points: POINTS['idea-new'] });
  await em.flush();
  return idea;
}

/** Feedback on an idea, counted on the idea as giving feedback does. */
export async function createFeedbackRow(overrides: { idea: Idea; author: User; rating?: number; createdAt?: Date }, em: EntityManager = testOrm().em.fork()): Promise<Feedback> {
  const idea = await em.findOneOrFail(IdeaSchema, { id: overrides.idea.id }, { filters: false });
  const feedback = em.create(FeedbackSchema, {
    organisation: idea.organisation,
    idea,
    author: em.getReference(UserSchema, overrides.author.id),
    comment: faker.lorem.sentence(),
    rating: overrides.rating ?? 4,
    createdAt: overrides.createdAt ?? new Date(),
  });
  idea.feedbackCount += 1;
  idea.ratingSum += feedback.rating ?? 0;
  idea.ratingCount += feedback.rating === null ? 0 : 1;
  await em.flush();
  return feedback;
}

/** One ledger row, as the action behind `cause` would write it. */
export async function awardPointsRow(overrides: { campaign: Campaign; user: User; cause: PointCause; key?: string }, em: EntityManager = testOrm().em.fork()): Promise<void> {
  em.create(PointAwardSchema, {
    campaign: em.getReference(CampaignSchema, overrides.campaign.id),
    user: em.getReference(UserSchema, overrides.user.id),
    cause: overrides.cause,
    causeKey: `${overrides.cause}:${overrides.key ?? uuidv7()}`,
    points: POINTS[overrides.cause],
  });
  await em.flush();
}

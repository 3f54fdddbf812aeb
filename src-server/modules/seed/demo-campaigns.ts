import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { campaignSettingsSchema, type PrivacySetting } from '#shared/schemas/campaign.ts';
import { slugify } from '#shared/slug.ts';
import { CampaignDocumentSchema, CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { CampaignParticipantSchema } from '#server/entities/participation.entity.ts';
import { notifyCampaignJoined } from '#server/modules/notification/notification.service.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { demoPdf, demoPhoto } from './demo-files';
import { writeNotificationsDated } from './dated-notifications';
import { seedContext, upload, type SeedDeps } from './demo-media';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface DemoCampaign {
  name: string;
  content: string;
  startsInDays: number;
  endsInDays: number;
  active?: boolean;
  privacySetting?: PrivacySetting;
  requireCoachApproval?: boolean;
  /** Joining asks to accept the campaign's terms (the join dialog's checkbox). */
  requireAgreementAcceptance?: boolean;
  featured?: boolean;
  /** Shown as a card on the landing page for visitors. */
  showOnLandingPage?: boolean;
  photo?: [string, string, string];
  rewards?: { title: string; description: string }[];
  documents?: { name: string; lines: string[] }[];
  /** Demo people by e-mail: joined (approved) or waiting for approval. */
  joined?: string[];
  pending?: string[];
}

/** The English demo site's campaigns. */
export const englishCampaigns: DemoCampaign[] = [
  {
    name: 'Greener commutes',
    content:
      'How could we get to work with a smaller footprint?\n\nShare ideas for bikes, trains, car pools, remote days or anything else that cuts the emissions of our daily commute. The best ideas get a pilot next spring.',
    startsInDays: -6,
    endsInDays: 18,
    showOnLandingPage: true,
    photo: ['#1f7a5a', '#8fd3a8', '#ffd166'],
    rewards: [
      { title: 'A pilot for the winning idea', description: 'The team behind it gets time and budget to try it for three months.' },
      { title: 'Lunch with the management team', description: 'For the three most appreciated contributors.' },
    ],
    documents: [
      { name: 'Commuting survey 2026', lines: ['62% of us commute by car.', 'Average distance: 23 km.', 'Most wanted: secure bike parking.'] },
      { name: 'Campaign rules', lines: ['Anyone in the organisation may take part.', 'Ideas are judged on impact and feasibility.'] },
    ],
    joined: ['anna@example.com', 'erik@example.com'],
  },
  {
    name: 'Office of the future',
    content: 'What should our office look like in five years?\n\nQuiet rooms, shared desks, greenery, better coffee: tell us what would make you want to come in.',
    startsInDays: -3,
    endsInDays: 24,
    featured: true,
    showOnLandingPage: true,
    photo: ['#2b4c8c', '#89a7e0', '#f28f3b'],
    rewards: [{ title: 'Design workshop seat', description: 'Join the architects when the new floor is planned.' }],
    joined: ['erik@example.com'],
  },
  {
    name: 'Coffee corner 2.0',
    content: 'The coffee corner is where ideas meet. Help us rebuild it.\n\nThis campaign asks its coach to approve new participants.',
    startsInDays: -2,
    endsInDays: 12,
    requireCoachApproval: true,
    photo: ['#6b3e26', '#c9a27e', '#f4e1c1'],
    pending: ['anna@example.com'],
  },
  {
    name: 'Winter wellbeing',
    content: 'Dark months ahead: what helps you stay well? Opens next week.\n\nJoining asks you to accept the campaign terms: ideas are shared with the wellbeing team.',
    startsInDays: 7,
    endsInDays: 35,
    requireAgreementAcceptance: true,
    photo: ['#203a5c', '#9bb7d4', '#ffffff'],
  },
  {
    name: 'Customer ideas 2026',
    content: 'Ideas from the front line: what do our customers keep asking for?',
    startsInDays: -60,
    endsInDays: -5,
    photo: ['#5c2a6b', '#d59be0', '#ffcf56'],
    joined: ['anna@example.com', 'erik@example.com'],
  },
  {
    name: 'Board secret project',
    content: 'A private campaign for the board and those it invites.',
    startsInDays: -1,
    endsInDays: 20,
    privacySetting: 'private',
    photo: ['#333333', '#777777', '#c0c0c0'],
  },
  {
    name: 'Spring kickoff',
    content: 'A draft: the coach is still writing the brief.',
    startsInDays: 30,
    endsInDays: 58,
    active: false,
  },
];

/**
 * A demo site's campaigns (issue 4: one in every dashboard section), with photos, rewards and
 * documents, and the demo participants in some of them. Answers them by slug.
 */
export async function seedDemoCampaigns(
  em: EntityManager,
  options: { org: Organisation; coach: User; people: Map<string, User>; deps: SeedDeps; campaigns: DemoCampaign[] },
): Promise<Map<string, Campaign>> {
  const ctx = seedContext(em, options.org, options.coach, options.deps);
  const now = Date.now();
  const created = new Map<string, Campaign>();
  for (const demo of options.campaigns) {
    const photo = demo.photo ? await upload(ctx, 'campaignPhoto', `${slugify(demo.name)}.jpg`, await demoPhoto([demo.photo[0], demo.photo[1]], demo.photo[2])) : null;
    const campaign: Campaign = em.create(CampaignSchema, {
      organisation: options.org,
      slug: slugify(demo.name),
      name: demo.name,
      content: demo.content,
      startDate: new Date(now + demo.startsInDays * DAY),
      endDate: new Date(now + demo.endsInDays * DAY),
      active: demo.active ?? true,
      privacySetting: demo.privacySetting ?? 'public',
      requireCoachApproval: demo.requireCoachApproval ?? false,
      requireAgreementAcceptance: demo.requireAgreementAcceptance ?? false,
      featured: demo.featured ?? false,
      showOnLandingPage: demo.showOnLandingPage ?? false,
      settings: campaignSettingsSchema.parse({}),
      rewards: demo.rewards ?? [],
      inviteSecret: randomBytes(24).toString('base64url'),
      createdBy: options.coach,
      photo,
      contributorCount: demo.joined?.length ?? 0,
      ideaCount: 0,
      feedbackCount: 0,
    });
    campaign.coaches.add(options.coach);
    for (const [position, document] of (demo.documents ?? []).entries()) {
      const media = await upload(ctx, 'campaignDocument', `${slugify(document.name)}.pdf`, demoPdf(document.name, document.lines));
      em.create(CampaignDocumentSchema, { campaign, media, name: document.name, position });
    }
    const joiners = [...(demo.joined ?? []).map((email) => [email, 'approved'] as const), ...(demo.pending ?? []).map((email) => [email, 'pending'] as const)];
    // People joined some hours apart from the campaign's start (or from yesterday, for one that
    // has not started), never later than a few minutes ago.
    const firstJoin = Math.min(campaign.startDate.getTime(), now - DAY);
    const joinedAt = (position: number) => new Date(Math.min(firstJoin + (position + 1) * 5 * HOUR, now - 10 * MINUTE));
    for (const [position, [email, status]] of joiners.entries()) {
      const user = options.people.get(email);
      const at = joinedAt(position);
      if (user) em.create(CampaignParticipantSchema, { campaign, user, status, agreementAcceptedAt: null, approvedAt: status === 'approved' ? at : null, createdAt: at, updatedAt: at });
    }
    await em.flush();
    // The coach hears of each joiner, as when people join through the product, dated when they joined.
    for (const [position, [email, status]] of joiners.entries()) {
      const user = options.people.get(email);
      if (user) await writeNotificationsDated(em, joinedAt(position), () => notifyCampaignJoined(em, user, campaign, status));
    }
    created.set(campaign.slug, campaign);
  }
  return created;
}

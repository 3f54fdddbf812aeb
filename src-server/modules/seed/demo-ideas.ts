import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import { POINTS, type IdeaStatus, type PointCause } from '../../../src-shared/constants';
import { campaignSettingsSchema } from '../../../src-shared/schemas/campaign';
import { tagSlug } from '../tag/tag.service';
import { TagSchema, type Tag } from '../tag/tag.entity';
import type { Campaign } from '../campaign/campaign.entity';
import { FeedbackSchema, IdeaAuthorSchema, IdeaSchema, type Idea } from '../idea/idea.entity';
import type { Organisation } from '../organisation/organisation.entity';
import { PointAwardSchema } from '../points/point-award.entity';
import type { User } from '../user/user.entity';

const HOUR = 60 * 60 * 1000;

interface DemoIdea {
  name: string;
  content: string;
  author: string;
  /** Hours after the campaign started. */
  at: number;
  status?: IdeaStatus;
  fields?: Record<string, string>;
  /** Feedback: who, rating 1–5, what they wrote, hours after the idea. */
  feedback?: [string, number, string, number][];
}

interface DemoCampaignIdeas {
  slug: string;
  tags: string[];
  fields?: { fieldid: string; label: string; options: string }[];
  ideas: DemoIdea[];
}

const ANNA = 'anna@example.com';
const ERIK = 'erik@example.com';
const COACH = 'coach@example.com';

const demo: DemoCampaignIdeas[] = [
  {
    slug: 'greener-commutes',
    tags: ['Sustainability', 'Commuting'],
    fields: [
      { fieldid: 'val.demo-department', label: 'Department', options: 'Sales, Support, Engineering, Operations' },
      { fieldid: 'val.demo-effort', label: 'Effort to try it', options: 'Small, Medium, Large' },
    ],
    ideas: [
      {
        name: 'Secure bike parking in the garage',
        content: 'Half of the garage level -1 is empty most days. A locked bike room with chargers for e-bikes would make cycling an option for many more of us.',
        author: ANNA,
        at: 5,
        fields: { 'val.demo-department': 'Operations', 'val.demo-effort': 'Medium' },
        feedback: [
          [ERIK, 5, 'Yes! I would cycle twice a week if my bike were safe.', 3],
          [COACH, 4, 'Facilities says the space is free from March. What would it cost?', 20],
        ],
      },
      {
        name: 'Car pool matching in the intranet',
        content: 'Let people who live near each other find each other: a simple map of home areas (opt in) and a chat.',
        author: ERIK,
        at: 30,
        fields: { 'val.demo-department': 'Engineering', 'val.demo-effort': 'Small' },
        feedback: [[ANNA, 4, 'Good, but keep home addresses vague — postcode areas only.', 5]],
      },
      {
        name: 'One remote day a week for everyone',
        content: 'The greenest commute is the one that does not happen. One shared remote day would also free up desks.',
        author: ANNA,
        at: 70,
        fields: { 'val.demo-department': 'Sales', 'val.demo-effort': 'Small' },
      },
      {
        name: 'Train ticket subsidy instead of parking',
        content: 'Offer the value of a parking space as a monthly train pass for those who give up their space.',
        author: ERIK,
        at: 100,
        fields: { 'val.demo-department': 'Support' },
        feedback: [[ANNA, 3, 'Would the trains fit our hours? The late shift ends after the last fast train.', 10]],
      },
    ],
  },
  {
    slug: 'office-of-the-future',
    tags: ['Workplace'],
    ideas: [
      {
        name: 'Quiet library room',
        content: 'A room where phones and talking are off limits, with good chairs and lamps.',
        author: ERIK,
        at: 10,
        feedback: [[COACH, 5, 'Several people asked for exactly this in the survey.', 4]],
      },
      { name: 'Plants on every floor', content: 'Living walls at the stairs: better air and a calmer office.', author: ERIK, at: 40 },
    ],
  },
  {
    slug: 'customer-ideas-2026',
    tags: ['Customers', 'Sustainability'],
    ideas: [
      {
        name: 'Self-service order tracking',
        content: 'Customers call us mostly to ask where their order is. A tracking page would answer that at any hour.',
        author: ANNA,
        at: 48,
        status: 'WINNER',
        feedback: [[ERIK, 5, 'Would cut our phone queue in half.', 6]],
      },
      { name: 'Repair instead of replace', content: 'Offer a repair service for products out of warranty, and tell customers about it.', author: ANNA, at: 200, status: 'WINNER' },
      { name: 'Chat support in Swedish and English', content: 'Many of our customers abroad would rather write than call.', author: ERIK, at: 400, status: 'candidate' },
    ],
  },
  { slug: 'winter-wellbeing', tags: ['Wellbeing', 'Workplace'], ideas: [] },
];

/**
 * Ideas, feedback and points in the demo campaigns, written as the product would write them
 * (counters on ideas and campaigns, one ledger row per cause), so contributors, statistics,
 * winners and tags show real content on first start.
 */
export async function seedDemoIdeas(em: EntityManager, options: { org: Organisation; campaigns: Map<string, Campaign>; people: Map<string, User> }): Promise<void> {
  const tags = new Map<string, Tag>();
  const tag = (name: string) => {
    const existing = tags.get(name);
    if (existing) return existing;
    const created = em.create(TagSchema, { organisation: options.org, name, slug: tagSlug(name) });
    tags.set(name, created);
    return created;
  };
  const award = (campaign: Campaign, user: User, cause: PointCause, key: string, at: Date) =>
    em.create(PointAwardSchema, { campaign, user, cause, causeKey: `${cause}:${key}`, points: POINTS[cause], createdAt: at });

  const feedbackGiven = new Set<string>();
  for (const entry of demo) {
    const campaign = options.campaigns.get(entry.slug);
    if (!campaign) continue;
    for (const name of entry.tags) campaign.tags.add(tag(name));
    if (entry.fields) {
      campaign.settings = campaignSettingsSchema.parse({
        ...campaign.settings,
        ideaExtraFields: { custom: entry.fields.map((field) => ({ ...field, formType: 'select-dropdown' })) },
      });
    }
    for (const demoIdea of entry.ideas) {
      const author = options.people.get(demoIdea.author);
      if (!author) continue;
      const createdAt = new Date(Math.min(Date.now() - HOUR, campaign.startDate.getTime() + demoIdea.at * HOUR));
      const idea: Idea = em.create(IdeaSchema, {
        id: uuidv7(),
        organisation: options.org,
        campaign,
        name: demoIdea.name,
        content: demoIdea.content,
        status: demoIdea.status ?? 'PUBLISHED',
        extraFields: demoIdea.fields ?? {},
        createdBy: author,
        createdAt,
        // Set here: database defaults are not on the entity until it is reloaded.
        upvoteCount: 0,
        feedbackCount: 0,
        commentCount: 0,
        ratingSum: 0,
        ratingCount: 0,
      });
      em.create(IdeaAuthorSchema, { idea, user: author, status: 'accepted', createdAt });
      award(campaign, author, 'idea-new', idea.id, createdAt);
      campaign.ideaCount += 1;
      for (const [email, rating, comment, after] of demoIdea.feedback ?? []) {
        const giver = options.people.get(email);
        if (!giver) continue;
        const at = new Date(Math.min(Date.now() - 30 * 60 * 1000, createdAt.getTime() + after * HOUR));
        const feedback = em.create(FeedbackSchema, { id: uuidv7(), organisation: options.org, idea, author: giver, comment, rating, createdAt: at });
        idea.feedbackCount += 1;
        idea.ratingSum += rating;
        idea.ratingCount += 1;
        campaign.feedbackCount += 1;
        award(campaign, giver, 'feedback-new', feedback.id, at);
        if (!feedbackGiven.has(`${campaign.id}:${giver.id}`)) {
          feedbackGiven.add(`${campaign.id}:${giver.id}`);
          award(campaign, giver, 'feedback-first', `${campaign.id}:${giver.id}`, at);
        }
      }
    }
  }
  await em.flush();
}

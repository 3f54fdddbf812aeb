import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { IdeaStatus } from '#shared/constants.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { slugify } from '#shared/slug.ts';
import { tagSlug } from '#server/modules/tag/tag.service.ts';
import { TagSchema, type Tag } from '#server/entities/tag.entity.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { CommentSchema, FeedbackSchema, IdeaAttachmentSchema, IdeaAuthorSchema, IdeaSchema, UpvoteSchema, type Idea } from '#server/entities/idea.entity.ts';
import type { MediaFile } from '#server/entities/media.entity.ts';
import { notifyCoAuthorJoined, notifyFeedbackGiven, notifyFeedbackUsed, notifyIdeaCreated } from '#server/modules/notification/notification.service.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { awardPoints, firstFeedbackKey, type PointAwardRequest } from '#server/modules/points/points.service.ts';
import type { User } from '#server/entities/user.entity.ts';
import { demoIdeaPicture } from './demo-files';
import { writeNotificationsDated } from './dated-notifications';
import { seedContext, upload, type SeedDeps } from './demo-media';

const HOUR = 60 * 60 * 1000;

/** A thread: the comment, then its replies; `after` is hours after the idea was posted. */
export interface DemoComment {
  by: string;
  body: string;
  after: number;
  replies?: { by: string; body: string; after: number }[];
}

export interface DemoFeedback {
  by: string;
  rating: number;
  comment: string;
  /** Hours after the idea. */
  after: number;
  /** The author marked it as helpful when revising the idea (feedbackUsed). */
  used?: boolean;
}

export interface DemoIdea {
  name: string;
  content: string;
  author: string;
  /** Hours after the campaign started. */
  at: number;
  status?: IdeaStatus;
  fields?: Record<string, string>;
  tags?: string[];
  /** A thumbnail showing the idea's name, and images with these captions, in these colours. */
  pictures?: { colours: [string, string]; accent: string; images: string[] };
  /** Invited co-authors; a pending one sees the accept/decline banner on the idea page. */
  coAuthors?: { email: string; status: 'accepted' | 'pending' }[];
  upvoters?: string[];
  feedback?: DemoFeedback[];
  comments?: DemoComment[];
}

export interface DemoCampaignIdeas {
  slug: string;
  tags: string[];
  fields?: { fieldid: string; label: string; options: string }[];
  ideas: DemoIdea[];
}

/** The idea's thumbnail (showing its name), then its images, uploaded as the author. */
async function uploadPictures(
  em: EntityManager,
  options: { org: Organisation; deps: SeedDeps },
  author: User,
  name: string,
  pictures: NonNullable<DemoIdea['pictures']>,
): Promise<MediaFile[]> {
  const { colours, accent, images } = pictures;
  const ctx = seedContext(em, options.org, author, options.deps);
  const base = slugify(name);
  const stored = [await upload(ctx, 'ideaThumbnail', `${base}.jpg`, await demoIdeaPicture(name, colours, accent, { width: 800, height: 800, variant: 0 }))];
  for (const [position, caption] of images.entries()) {
    const picture = await demoIdeaPicture(caption, [colours[1], colours[0]], accent, { width: 1000, height: 625, variant: position + 1 });
    stored.push(await upload(ctx, 'ideaImage', `${base}-${position + 1}.jpg`, picture));
  }
  return stored;
}

/**
 * Ideas with pictures, tags, co-authors, upvotes, feedback, comment threads, points and
 * notifications in the demo campaigns, written as the product writes them: counters on ideas and
 * campaigns match the rows, points go through the ledger with the cause keys the services use
 * (idea.service, feedback.service), and notifications through notification.service, so
 * highscores, statistics, winners, the bell and the idea page show real content.
 */
export async function seedDemoIdeas(
  em: EntityManager,
  options: { org: Organisation; campaigns: Map<string, Campaign>; people: Map<string, User>; deps: SeedDeps; ideas: DemoCampaignIdeas[] },
): Promise<void> {
  const now = Date.now();
  const past = (at: number, notAfter = HOUR) => new Date(Math.min(now - notAfter, at));
  const person = (email: string) => {
    const user = options.people.get(email);
    if (!user) throw new Error(`demo data names ${email}, who is not a demo account of this site`);
    return user;
  };
  const tags = new Map<string, Tag>();
  const tag = (name: string) => {
    const existing = tags.get(name);
    if (existing) return existing;
    const created = em.create(TagSchema, { organisation: options.org, name, slug: tagSlug(name) });
    tags.set(name, created);
    return created;
  };
  const awards: PointAwardRequest[] = [];
  // The notifications the product writes for these actions, once the rows they name exist.
  // Each with the time of what caused it (a thunk: a revision's time is known only later).
  const notifications: { at: () => Date; write: () => Promise<void> }[] = [];
  // Written after their parents are stored: a reply flushed with its parent gets its parent id
  // by a second statement, which would stamp it as edited (updatedAt) today.
  const replies: (() => void)[] = [];

  for (const entry of options.ideas) {
    const campaign = options.campaigns.get(entry.slug);
    if (!campaign) throw new Error(`demo ideas name the campaign ${entry.slug}, which the demo does not create`);
    for (const name of entry.tags) campaign.tags.add(tag(name));
    if (entry.fields) {
      campaign.settings = campaignSettingsSchema.parse({
        ...campaign.settings,
        ideaExtraFields: { custom: entry.fields.map((field) => ({ ...field, formType: 'select-dropdown' })) },
      });
    }
    for (const demoIdea of entry.ideas) {
      const author = person(demoIdea.author);
      const createdAt = past(campaign.startDate.getTime() + demoIdea.at * HOUR);
      const later = (hours: number) => past(createdAt.getTime() + hours * HOUR, 10 * 60 * 1000);
      // Uploaded before the idea's rows exist: storing an upload flushes, and a row flushed now
      // and changed later would get a fresh updatedAt.
      const pictures = demoIdea.pictures ? await uploadPictures(em, options, author, demoIdea.name, demoIdea.pictures) : [];
      const idea: Idea = em.create(IdeaSchema, {
        id: uuidv7(),
        organisation: options.org,
        campaign,
        name: demoIdea.name,
        content: demoIdea.content,
        status: demoIdea.status ?? 'PUBLISHED',
        extraFields: demoIdea.fields ?? {},
        // What the list's free-text filter searches: the public select-dropdown values.
        searchExtra: Object.values(demoIdea.fields ?? {}).join(' '),
        createdBy: author,
        createdAt,
        updatedAt: createdAt,
        // Set here: database defaults are not on the entity until it is reloaded.
        upvoteCount: 0,
        feedbackCount: 0,
        commentCount: 0,
        ratingSum: 0,
        ratingCount: 0,
      });
      for (const name of demoIdea.tags ?? []) idea.tags.add(tag(name));
      // Ids are time-ordered: the creator's row is made first so it sorts before the invitees'.
      const authorRows = [em.create(IdeaAuthorSchema, { id: uuidv7(), idea, user: author, status: 'accepted', createdAt })];
      for (const coAuthor of demoIdea.coAuthors ?? []) {
        authorRows.push(em.create(IdeaAuthorSchema, { id: uuidv7(), idea, user: person(coAuthor.email), status: coAuthor.status, createdAt: later(1) }));
      }
      notifications.push({ at: () => createdAt, write: () => notifyIdeaCreated(em, author, idea, campaign) });
      for (const row of authorRows.filter((candidate) => candidate.user !== author && candidate.status === 'accepted')) {
        notifications.push({ at: () => row.createdAt, write: () => notifyCoAuthorJoined(em, row.user, idea, campaign, authorRows) });
      }
      awards.push({ campaignId: campaign.id, userId: author.id, cause: 'idea-new', key: idea.id });
      campaign.ideaCount += 1;

      for (const [index, picture] of pictures.entries()) {
        em.create(IdeaAttachmentSchema, { idea, media: picture, kind: index === 0 ? 'thumbnail' : 'image', name: '', position: Math.max(0, index - 1) });
      }

      for (const email of demoIdea.upvoters ?? []) {
        em.create(UpvoteSchema, { idea, user: person(email), createdAt: later(2) });
        idea.upvoteCount += 1;
      }

      let revised = false;
      for (const given of demoIdea.feedback ?? []) {
        const giver = person(given.by);
        const at = later(given.after);
        const feedback = em.create(FeedbackSchema, {
          id: uuidv7(),
          organisation: options.org,
          idea,
          author: giver,
          comment: given.comment,
          rating: given.rating,
          used: given.used ?? false,
          createdAt: at,
          updatedAt: at,
        });
        idea.feedbackCount += 1;
        idea.ratingSum += given.rating;
        idea.ratingCount += 1;
        campaign.feedbackCount += 1;
        awards.push({ campaignId: campaign.id, userId: giver.id, cause: 'feedback-new', key: feedback.id });
        awards.push({ campaignId: campaign.id, userId: giver.id, cause: 'feedback-first', key: firstFeedbackKey(campaign.id, giver.id) });
        notifications.push({ at: () => at, write: () => notifyFeedbackGiven(em, giver, idea, campaign) });
        if (given.used) {
          awards.push({ campaignId: campaign.id, userId: giver.id, cause: 'feedback-used', key: feedback.id });
          notifications.push({ at: () => idea.updatedAt, write: () => notifyFeedbackUsed(em, author, idea, campaign, [feedback]) });
          revised = true;
        }
      }
      // Marking feedback as used happens in the author's revision of the idea, which pays idea-revised.
      if (revised) {
        awards.push({ campaignId: campaign.id, userId: author.id, cause: 'idea-revised', key: `${idea.id}:${author.id}` });
        idea.updatedAt = past(createdAt.getTime() + 30 * HOUR, 10 * 60 * 1000);
      }

      for (const thread of demoIdea.comments ?? []) {
        const at = later(thread.after);
        const parent = em.create(CommentSchema, { organisation: options.org, idea, author: person(thread.by), parent: null, body: thread.body, createdAt: at, updatedAt: at });
        idea.commentCount += 1;
        for (const reply of thread.replies ?? []) {
          const replyAt = later(reply.after);
          replies.push(() => em.create(CommentSchema, { organisation: options.org, idea, author: person(reply.by), parent, body: reply.body, createdAt: replyAt, updatedAt: replyAt }));
          idea.commentCount += 1;
        }
      }
    }
  }
  await em.flush();
  for (const reply of replies) reply();
  await em.flush();
  for (const { at, write } of notifications) await writeNotificationsDated(em, at(), write);
  // Through the ledger's own writer: a cause repeated above (feedback-first) pays once, as in the product.
  await em.transactional(async (tx) => {
    for (const award of awards) await awardPoints(tx, award);
  });
}

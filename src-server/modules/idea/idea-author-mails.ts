import type { AuthedContext } from '#server/trpc/context.ts';
import { campaignMailOptions } from '#server/modules/campaign/campaign.presenter.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { queueNoticeMails } from '#server/modules/notification/notice-mails.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { IdeaAuthorSchema, type Idea } from '#server/entities/idea.entity.ts';

/** What happened on an idea, the e-mail option that lets its authors hear of it by mail (spec 3 §3 options.emails), and the mail. */
const mailFor = {
  feedback: 'idea-feedback',
  comment: 'idea-comment',
} as const;

/**
 * Mails the idea's accepted authors about new feedback or a new comment, each as their
 * preferences for the kind say (the old e-mail options are their defaults) and only while their
 * account is active; the one who acted hears nothing.
 * Called after the action has committed, so the mail job finds its row.
 */
export async function mailIdeaAuthors(ctx: AuthedContext, what: keyof typeof mailFor, idea: Pick<Idea, 'id' | 'name'>, campaign: Campaign): Promise<void> {
  const authors = await ctx.em.find(IdeaAuthorSchema, { idea: idea.id, status: 'accepted' }, { populate: ['user'] });
  const recipients = authors.map((author) => author.user).filter((user) => user.id !== ctx.viewer.id && user.status === 'active');
  if (recipients.length === 0) return;
  const params = { ideaName: idea.name, campaignName: campaign.name, actorName: fullName(ctx.viewer) };
  // Feedback has its feed entry (notifyFeedbackGiven), which keeps it for the digest; a comment has none.
  const forDigest = what === 'comment' ? { event: 'comment/created', data: { ideaGuid: idea.id, ideaName: idea.name, campaignSlug: campaign.slug, campaignName: campaign.name, actorGuid: ctx.viewer.id, actorName: params.actorName } } : undefined;
  await queueNoticeMails(
    ctx,
    what === 'comment' ? 'comments' : 'feedback',
    recipients.map((user) => ({ userId: user.id, email: user.email, params, path: `/ideas/${idea.id}` })),
    mailFor[what],
    { ...campaignMailOptions(campaign), ...(forDigest ? { forDigest } : {}) },
  );
}

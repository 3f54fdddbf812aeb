import type { AuthedContext } from '#server/trpc/context.ts';
import { campaignMailOptions } from '#server/modules/campaign/campaign.presenter.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { fullName } from '#server/modules/user/user.presenter.ts';
import { IdeaAuthorSchema, type Idea } from '#server/entities/idea.entity.ts';

/** What happened on an idea, the e-mail option that lets its authors hear of it by mail (spec 3 §3 options.emails), and the mail. */
const mailFor = {
  feedback: 'idea-feedback',
  comment: 'idea-comment',
} as const;

/**
 * Mails the idea's accepted authors about new feedback or a new comment, each only if their
 * e-mail option for it is on and their account is active; the one who acted hears nothing.
 * Called after the action has committed, so the mail job finds its row.
 */
export async function mailIdeaAuthors(ctx: AuthedContext, what: keyof typeof mailFor, idea: Pick<Idea, 'id' | 'name'>, campaign: Campaign): Promise<void> {
  const authors = await ctx.em.find(IdeaAuthorSchema, { idea: idea.id, status: 'accepted' }, { populate: ['user'] });
  const recipients = authors.map((author) => author.user).filter((user) => user.id !== ctx.viewer.id && user.status === 'active' && user.emailOptions[what]);
  if (recipients.length === 0) return;
  await queueMails(
    ctx,
    mailFor[what],
    recipients.map((user) => ({ to: user.email, params: { ideaName: idea.name, campaignName: campaign.name, actorName: fullName(ctx.viewer) }, path: `/ideas/${idea.id}` })),
    campaignMailOptions(campaign),
  );
}

import type { AuthedContext } from '../../trpc/context';
import { campaignMailOptions } from '../campaign/campaign.presenter';
import type { Campaign } from '../campaign/campaign.entity';
import { queueMails } from '../mail/mail.service';
import { fullName } from '../user/user.presenter';
import { IdeaAuthorSchema, type Idea } from './idea.entity';

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

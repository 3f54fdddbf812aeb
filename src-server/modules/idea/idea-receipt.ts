import { settingsWithDefaults } from '../../../src-shared/schemas/organisation';
import type { AuthedContext } from '../../trpc/context';
import type { Campaign } from '../campaign/campaign.entity';
import { queueMails } from '../mail/mail.service';
import type { Idea } from './idea.entity';

/** The site's mailToIdeaCreator: whoever just added the idea gets a receipt with a link to it. */
export async function mailIdeaReceipt(ctx: AuthedContext, idea: Idea, campaign: Campaign): Promise<void> {
  if (!settingsWithDefaults(ctx.site.settings).mailToIdeaCreator) return;
  await queueMails(ctx, 'idea-receipt', [{ to: ctx.viewer.email, params: { firstName: ctx.viewer.firstName, ideaName: idea.name, campaignName: campaign.name }, path: `/ideas/${idea.id}` }], campaign.useCustomMailHeader ? { mailHeader: campaign.mailHeader } : {});
}

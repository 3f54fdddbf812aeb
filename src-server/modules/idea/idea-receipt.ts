import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import type { Idea } from '#server/entities/idea.entity.ts';

/** The site's mailToIdeaCreator: whoever just added the idea gets a receipt with a link to it. */
export async function mailIdeaReceipt(ctx: AuthedContext, idea: Idea, campaign: Campaign): Promise<void> {
  if (!settingsWithDefaults(ctx.site.settings).mailToIdeaCreator) return;
  await queueMails(ctx, 'idea-receipt', [{ to: ctx.viewer.email, params: { firstName: ctx.viewer.firstName, ideaName: idea.name, campaignName: campaign.name }, path: `/ideas/${idea.id}` }], campaign.useCustomMailHeader ? { mailHeader: campaign.mailHeader } : {});
}

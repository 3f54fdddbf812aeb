import { z } from 'zod';
import {
  campaignCreateInput,
  campaignJoinInput,
  campaignSlugInput,
  campaignUpdateInput,
} from '#shared/schemas/campaign.ts';
import { markdownHtml } from '#server/markdown/markdown.service.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { activeProcedure, authedProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { mustAcceptCampaignAgreement, participationOf } from './campaign-agreement.service';
import { dashboard, viewCampaignBrief, type DashboardEntry } from './campaign-view.service';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import { presentCampaign, presentCampaignCard, presentCampaignView } from './campaign.presenter';
import { campaignForCoach, coachedCampaigns, createCampaign, documentsOf, submitCampaign, updateCampaign } from './campaign.service';
import { findInvitation, joinCampaign, visitorJoinRefusal } from './participation.service';
import { winnersOf } from './winners.service';
import { onceForKey } from '#server/modules/idempotency/idempotency.service.ts';

/** A campaign for its wizard, with the brief rendered as the review step shows it (issue 20 item 11). */
async function presentOne(ctx: AuthedContext, campaign: Campaign) {
  return { ...presentCampaign(campaign, ctx.viewer, await documentsOf(ctx.em, [campaign])), contentHtml: await markdownHtml(ctx, campaign.content) };
}

/** Campaigns as their coaches create and run them (spec 2 §2 wizard). */
export const campaignRouter = router({
  create: activeProcedure.input(campaignCreateInput).mutation(({ ctx, input }) => onceForKey(ctx, 'campaign.create', input, async (ctx) => presentOne(ctx, await createCampaign(ctx, input)))),
  update: activeProcedure.input(campaignUpdateInput).mutation(async ({ ctx, input }) => presentOne(ctx, await updateCampaign(ctx, input))),
  submit: activeProcedure.input(campaignSlugInput).mutation(async ({ ctx, input }) => presentOne(ctx, await submitCampaign(ctx, input.slug))),
  /** A campaign with everything its wizard edits, for its coaches. */
  forEdit: authedProcedure.input(campaignSlugInput).query(async ({ ctx, input }) => presentOne(ctx, await campaignForCoach(ctx, input.slug))),
  /** A campaign's brief for whoever may see it, with the viewer's place in it. */
  bySlug: publicProcedure.input(campaignSlugInput).query(async ({ ctx, input }) => {
    const view = await viewCampaignBrief(ctx, input.slug);
    const winners = (await winnersOf(ctx.em, [view.campaign])).get(view.campaign.id) ?? [];
    const participant = view.campaign.requireAgreementAcceptance && view.membership ? await participationOf(ctx, view.campaign) : null;
    return {
      ...presentCampaignView(view, ctx.viewer, await documentsOf(ctx.em, [view.campaign]), winners),
      isAgreementAccepted: !view.campaign.requireAgreementAcceptance || participant?.agreementAcceptedAt != null,
      /** A member who joined without accepting the campaign's agreement is asked to first (/coach/campaigns/{slug}/agreement). */
      mustAcceptAgreement: mustAcceptCampaignAgreement(ctx.viewer, view.campaign, participant),
    };
  }),
  /** The dashboard's sections (spec 1 §2). */
  dashboard: authedProcedure.query(async ({ ctx }) => {
    const sections = await dashboard(ctx);
    const cards = (entries: DashboardEntry[]) => entries.map((entry) => presentCampaignCard(entry));
    return {
      mine: cards(sections.mine),
      finished: cards(sections.finished),
      featured: cards(sections.featured),
      upcoming: cards(sections.upcoming),
      drafts: cards(sections.drafts),
      archive: cards(sections.archive),
      open: cards(sections.open),
    };
  }),
  /** An invitation landing (spec 1 §4): which campaign, and whether the invitation was used. */
  invitation: publicProcedure
    .input(z.object({ kind: z.enum(['email', 'link']), key: z.string().trim().min(1).max(200) }))
    .query(async ({ ctx, input }) => {
      const { campaign, accepted } = await findInvitation(ctx, input.kind, input.key);
      return { type: input.kind, accepted, campaign: { slug: campaign.slug, name: campaign.name, requireCoachApproval: campaign.requireCoachApproval } };
    }),
  /** Joins the campaign: approved, or pending when its coaches approve joiners. */
  join: publicProcedure.input(campaignJoinInput).mutation(async ({ ctx, input }) => {
    if (!ctx.viewer) throw await visitorJoinRefusal(ctx, input.slug);
    return { status: (await joinCampaign({ ...ctx, viewer: ctx.viewer }, input)).status };
  }),
  /** The viewer's coached campaigns by phase: drafts, upcoming, active, finished. */
  coached: authedProcedure.query(async ({ ctx }) => {
    const groups = await coachedCampaigns(ctx);
    const documents = await documentsOf(ctx.em, Object.values(groups).flat());
    const present = (campaigns: Campaign[]) =>
      campaigns.map((campaign) => presentCampaign(campaign, ctx.viewer, documents.filter((document) => document.campaign.id === campaign.id)));
    return { drafts: present(groups.draft), upcoming: present(groups.upcoming), active: present(groups.active), done: present(groups.finished) };
  }),
});

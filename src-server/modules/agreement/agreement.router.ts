import { z } from 'zod';
import { agreementAcceptInput, agreementCreateInput, agreementUpdateInput, campaignAgreementAcceptInput, campaignUserAgreementInput } from '#shared/schemas/agreements.ts';
import { campaignSlugInput } from '#shared/schemas/campaign.ts';
import { guidInput } from '#shared/schemas/common.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { AppError } from '#server/errors/app-error.ts';
import { markdownHtml } from '#server/markdown/markdown.service.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { authedProcedure, orgAdminProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { acceptCampaignAgreement, acceptedCampaignAgreement, campaignAgreementPage } from '#server/modules/campaign/campaign-agreement.service.ts';
import { acceptAgreement, legalAgreement } from './agreement-acceptance.service';
import { agreementForAdmin, createAgreement, deleteAgreement, listAgreements, updateAgreement } from './agreement-admin.service';
import { presentAgreement, presentAgreementForAdmin, presentCampaignAcceptance, presentRequiredAgreement } from './agreement.presenter';
import { agreementsInForce, findPublishedAgreement, publishedAgreements, signupAgreements, type PublishedAgreement } from './agreement.service';
import { onceForKey } from '#server/modules/idempotency/idempotency.service.ts';

async function present(ctx: AppContext, published: PublishedAgreement) {
  return presentAgreement(published, await markdownHtml(ctx, published.version.text));
}

/** The admin screens (spec 2 §2 /organisation/admin/agreements): org admins and super admins. */
const adminRouter = router({
  list: orgAdminProcedure.query(async ({ ctx }) => (await listAgreements(ctx)).map(presentAgreementForAdmin)),
  byGuid: orgAdminProcedure.input(guidInput).query(async ({ ctx, input }) => presentAgreementForAdmin(await agreementForAdmin(ctx, input.guid))),
  create: orgAdminProcedure.input(agreementCreateInput).mutation(({ ctx, input }) => onceForKey(ctx, 'agreement.admin.create', input, async (ctx) => presentAgreementForAdmin(await createAgreement(ctx, input)))),
  update: orgAdminProcedure.input(agreementUpdateInput).mutation(async ({ ctx, input }) => presentAgreementForAdmin(await updateAgreement(ctx, input))),
  delete: orgAdminProcedure.input(guidInput).mutation(async ({ ctx, input }) => {
    await deleteAgreement(ctx, input.guid);
    return { deleted: true };
  }),
});

export const agreementRouter = router({
  admin: adminRouter,
  /** A published agreement of this site, in the version in force (spec 3 §2: /agreement/{guid}); drafts are not found. */
  byGuid: publicProcedure.input(guidInput).query(async ({ ctx, input }) => {
    const published = await findPublishedAgreement(ctx.em, input.guid);
    if (!published) throw new AppError('not-found');
    return present(ctx, published);
  }),
  /** The site's agreements in force (legacy GET /agreements/organisation/{guid}). */
  published: publicProcedure.query(async ({ ctx }) => Promise.all((await publishedAgreements(ctx.em)).map((published) => present(ctx, published)))),
  /** The agreement the site's terms or privacy link names, in force, or null (legacy …/agreements/termsofservice and /privacypolicy). */
  legal: publicProcedure.input(z.object({ type: z.enum(['terms-of-service', 'privacy-policy']) })).query(async ({ ctx, input }) => {
    const settings = settingsWithDefaults(ctx.site.settings);
    const published = await legalAgreement(ctx.em, input.type === 'terms-of-service' ? settings.termsOfServiceLink : settings.privacyPolicyLink, input.type);
    return published ? present(ctx, published) : null;
  }),
  /** The agreements the signup form must have accepted (spec 3 §5), as auth.signup will require them. */
  forSignup: publicProcedure.query(async ({ ctx }) => {
    const agreements = await signupAgreements(ctx, settingsWithDefaults(ctx.site.settings));
    return { termsOfService: presentRequiredAgreement(agreements.termsOfService), privacyPolicy: presentRequiredAgreement(agreements.privacyPolicy) };
  }),
  /** Accepts the version in force (the terms and privacy acceptance of spec 2 §4). */
  accept: publicProcedure.input(agreementAcceptInput).mutation(async ({ ctx, input }) => {
    const published = await acceptAgreement(ctx, input.guid, input.accepted);
    return { guid: published.agreement.id, version: published.version.version };
  }),
  /** /coach/campaigns/{slug}/agreement: the campaign's agreement and the viewer's place with it. */
  forCampaign: publicProcedure.input(campaignSlugInput).query(async ({ ctx, input }) => {
    const { view, agreement, participant } = await campaignAgreementPage(ctx, input.slug);
    return {
      campaign: { slug: view.campaign.slug, name: view.campaign.name, requireAgreementAcceptance: view.campaign.requireAgreementAcceptance },
      agreement: agreement ? await present(ctx, agreement) : null,
      membership: view.membership,
      canJoin: view.canJoin,
      accepted: participant?.agreementAcceptedAt != null,
    };
  }),
  /** The campaign agreements in force a coach may name in the wizard. */
  campaignChoices: authedProcedure.query(async ({ ctx }) => (await agreementsInForce(ctx.em, 'campaign')).map((agreement) => ({ guid: agreement.id, name: agreement.name }))),
  /** A member accepts the campaign's agreement they joined without. */
  acceptForCampaign: publicProcedure.input(campaignAgreementAcceptInput).mutation(async ({ ctx, input }) => {
    const participant = await acceptCampaignAgreement(ctx, input.slug, input.accepted);
    return { acceptedAt: participant.agreementAcceptedAt };
  }),
  /** A user's acceptance of a campaign's agreement, for themselves or the campaign's coaches; null when none. */
  acceptedForCampaign: authedProcedure.input(campaignUserAgreementInput).query(async ({ ctx, input }) =>
    presentCampaignAcceptance(await acceptedCampaignAgreement(ctx, input.slug, input.userGuid)),
  ),
});

import { z } from 'zod';
import { agreementAcceptInput, agreementCreateInput, agreementUpdateInput } from '#shared/schemas/agreements.ts';
import { guidInput } from '#shared/schemas/common.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { AppError } from '#server/errors/app-error.ts';
import { authedProcedure, orgAdminProcedure, publicProcedure, router } from '#server/trpc/procedures.ts';
import { acceptAgreement, legalAgreement } from './agreement-acceptance.service';
import { agreementForAdmin, createAgreement, deleteAgreement, listAgreements, updateAgreement } from './agreement-admin.service';
import { presentAgreementForAdmin, presentRenderedAgreement, presentRequiredAgreement } from './agreement.presenter';
import { agreementsInForce, findPublishedAgreement, publishedAgreements, signupAgreements } from './agreement.service';
import { onceForKey } from '#server/modules/idempotency/idempotency.service.ts';

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
    return presentRenderedAgreement(ctx, published);
  }),
  /** The site's agreements in force (legacy GET /agreements/organisation/{guid}). */
  published: publicProcedure.query(async ({ ctx }) => Promise.all((await publishedAgreements(ctx.em)).map((published) => presentRenderedAgreement(ctx, published)))),
  /** The agreement the site's terms or privacy link names, in force, or null (legacy …/agreements/termsofservice and /privacypolicy). */
  legal: publicProcedure.input(z.object({ type: z.enum(['terms-of-service', 'privacy-policy']) })).query(async ({ ctx, input }) => {
    const settings = settingsWithDefaults(ctx.site.settings);
    const published = await legalAgreement(ctx.em, input.type === 'terms-of-service' ? settings.termsOfServiceLink : settings.privacyPolicyLink, input.type);
    return published ? presentRenderedAgreement(ctx, published) : null;
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
  /** The campaign agreements in force a coach may name in the wizard. */
  campaignChoices: authedProcedure.query(async ({ ctx }) => (await agreementsInForce(ctx.em, 'campaign')).map((agreement) => ({ guid: agreement.id, name: agreement.name }))),
});

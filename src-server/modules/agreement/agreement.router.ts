import { guidInput } from '../../../src-shared/schemas/common';
import { settingsWithDefaults } from '../../../src-shared/schemas/organisation';
import { AppError } from '../../errors/app-error';
import { markdownHtml } from '../../markdown/markdown.service';
import { publicProcedure, router } from '../../trpc/procedures';
import { presentAgreement, presentRequiredAgreement } from './agreement.presenter';
import { findPublishedAgreement, signupAgreements } from './agreement.service';

export const agreementRouter = router({
  /** A published agreement of this site, in the version in force (spec 3 §2: /agreement/{guid}); drafts are not found. */
  byGuid: publicProcedure.input(guidInput).query(async ({ ctx, input }) => {
    const published = await findPublishedAgreement(ctx.em, input.guid);
    if (!published) throw new AppError('not-found');
    return presentAgreement(published, await markdownHtml(ctx, published.version.text));
  }),
  /** The agreements the signup form must have accepted (spec 3 §5), as auth.signup will require them. */
  forSignup: publicProcedure.query(async ({ ctx }) => {
    const agreements = await signupAgreements(ctx, settingsWithDefaults(ctx.site.settings));
    return { termsOfService: presentRequiredAgreement(agreements.termsOfService), privacyPolicy: presentRequiredAgreement(agreements.privacyPolicy) };
  }),
});

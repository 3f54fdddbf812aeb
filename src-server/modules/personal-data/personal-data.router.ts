import { guidInput } from '#shared/schemas/common.ts';
import { authedProcedure, orgAdminProcedure, router } from '#server/trpc/procedures.ts';
import { presentExport } from './personal-data.presenter';
import { latestExport, latestExportFor, requestExportFor, requestOwnExport } from './personal-data.service';

/** Copies of a person's data (issue 36): their own from the profile, anyone's on the site for an admin. */
export const personalDataRouter = router({
  /** The viewer's newest copy of their own data, or null. */
  own: authedProcedure.query(async ({ ctx }) => presentExport(ctx.deps.jwtKey, await latestExport(ctx, ctx.viewer.id))),
  request: authedProcedure.mutation(async ({ ctx }) => presentExport(ctx.deps.jwtKey, await requestOwnExport(ctx))),
  /** The admin's newest copy of one person's data, or null. */
  latestFor: orgAdminProcedure.input(guidInput).query(async ({ ctx, input }) => presentExport(ctx.deps.jwtKey, await latestExportFor(ctx, input.guid))),
  requestFor: orgAdminProcedure.input(guidInput).mutation(async ({ ctx, input }) => presentExport(ctx.deps.jwtKey, await requestExportFor(ctx, input.guid))),
});

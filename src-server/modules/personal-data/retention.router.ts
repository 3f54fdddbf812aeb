import { retentionInput } from '#shared/schemas/retention.ts';
import { orgAdminProcedure, router } from '#server/trpc/procedures.ts';
import { retentionSettings, updateRetention } from './retention.service';

/** How long the site keeps what it no longer needs (issue 36): a section of the settings screen. */
export const retentionRouter = router({
  get: orgAdminProcedure.query(({ ctx }) => retentionSettings(ctx)),
  update: orgAdminProcedure.input(retentionInput).mutation(({ ctx, input }) => updateRetention(ctx, input)),
});

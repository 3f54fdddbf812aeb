import { apiTokenCreateInput, apiTokenRevokeInput } from '#shared/schemas/api-tokens.ts';
import { orgAdminProcedure, router } from '#server/trpc/procedures.ts';
import { presentApiToken } from './api-token.presenter';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token.service';

/** The site's API tokens (issue 35): its admins make, list and revoke them. */
export const apiTokenRouter = router({
  list: orgAdminProcedure.query(async ({ ctx }) => (await listApiTokens(ctx)).map((token) => presentApiToken(token))),
  create: orgAdminProcedure.input(apiTokenCreateInput).mutation(async ({ ctx, input }) => {
    const { token, secret } = await createApiToken(ctx, input);
    return { token: presentApiToken(token), secret };
  }),
  revoke: orgAdminProcedure.input(apiTokenRevokeInput).mutation(async ({ ctx, input }) => presentApiToken(await revokeApiToken(ctx, input.guid))),
});

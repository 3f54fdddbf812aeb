import { publicProcedure, router } from '../../trpc/procedures';
import { presentPublicOrganisation } from './organisation.presenter';

export const organisationRouter = router({
  /** The site this request is for, with its public settings (the shell waits for this). */
  current: publicProcedure.query(({ ctx }) => presentPublicOrganisation(ctx.site)),
});

import { publicProcedure, router } from '../../trpc/procedures';
import { siteShell } from '../site-content/site-shell.service';
import { presentPublicOrganisation } from './organisation.presenter';

export const organisationRouter = router({
  /** The site this request is for, with its public settings (the shell waits for this). */
  current: publicProcedure.query(async ({ ctx }) => ({ ...presentPublicOrganisation(ctx.site), ...(await siteShell(ctx)) })),
});

import { siteStatisticsInput } from '#shared/schemas/site-statistics.ts';
import { orgAdminProcedure, router, superAdminProcedure } from '#server/trpc/procedures.ts';
import { allSitesStatistics, organisationStatistics } from './site-statistics.service';

/** Site statistics (spec 2 §2, §3): one organisation's for its admins, every site's for super admins. */
export const siteStatisticsRouter = router({
  organisation: orgAdminProcedure.input(siteStatisticsInput).query(({ ctx, input }) => organisationStatistics(ctx, input)),
  allSites: superAdminProcedure.input(siteStatisticsInput).query(({ ctx, input }) => allSitesStatistics(ctx, input)),
});

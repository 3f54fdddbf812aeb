import { siteStatisticsInput } from '../../../src-shared/schemas/site-statistics';
import { orgAdminProcedure, router, superAdminProcedure } from '../../trpc/procedures';
import { allSitesStatistics, organisationStatistics } from './site-statistics.service';

/** Site statistics (spec 2 §2, §3): one organisation's for its admins, every site's for super admins. */
export const siteStatisticsRouter = router({
  organisation: orgAdminProcedure.input(siteStatisticsInput).query(({ ctx, input }) => organisationStatistics(ctx, input)),
  allSites: superAdminProcedure.input(siteStatisticsInput).query(({ ctx, input }) => allSitesStatistics(ctx, input)),
});

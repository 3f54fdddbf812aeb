import { z } from 'zod';
import { statisticsPeriodQuery } from '#shared/schemas/site-statistics.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { getOrganisationStatsAnswer } from './site-statistics-legacy-answers';

/** GET /organisation/stats?startdate&enddate (spec 2 §7): the site's statistics, as the procedure answers them. */
export function siteStatisticsLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/organisation/stats', ({ caller, query }) => caller.statistics.organisation(statisticsPeriodQuery(query)), {
    doc: { response: getOrganisationStatsAnswer, summary: "The site's statistics over a period (org admins)", query: z.object({ startdate: z.string().optional(), enddate: z.string().optional() }) },
  });
}

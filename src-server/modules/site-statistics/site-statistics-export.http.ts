import type { FastifyInstance } from 'fastify';
import { siteStatisticsInput, statisticsPeriodQuery } from '#shared/schemas/site-statistics.ts';
import { sendDownload } from '#server/http/file-download.ts';
import { contextFromRequest } from '#server/http/request-context.ts';
import { requireViewer, type AppDeps } from '#server/trpc/context.ts';
import { bearerTransport } from '#server/modules/auth/session-transport.ts';
import { allSitesStatisticsWorkbook, organisationStatisticsWorkbook } from './site-statistics-export.service';

type StatisticsRequest = { Querystring: Record<string, string | undefined> };

/** The statistics screens' spreadsheets, under the exports prefix; the browser fetches them with its session cookie. */
export async function registerSiteStatisticsExportRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  // A ZodError names the spec's keys per field, like a procedure's would (describeError).
  const contextOf = (request: Parameters<typeof contextFromRequest>[0]) => requireViewer(contextFromRequest(request, deps, bearerTransport(deps.jwtKey)));
  scope.get<StatisticsRequest>('/organisation/statistics.xlsx', async (request, reply) => {
    const input = siteStatisticsInput.parse(statisticsPeriodQuery(request.query));
    return sendDownload(reply, await organisationStatisticsWorkbook(contextOf(request), input));
  });
  scope.get<StatisticsRequest>('/admin/statistics.xlsx', async (request, reply) => {
    const input = siteStatisticsInput.parse(statisticsPeriodQuery(request.query));
    return sendDownload(reply, await allSitesStatisticsWorkbook(contextOf(request), input));
  });
}

import type { FastifyInstance } from 'fastify';
import { sendDownload } from '#server/http/file-download.ts';
import { contextFromRequest } from '#server/http/request-context.ts';
import { bearerTransport } from '#server/modules/auth/session-transport.ts';
import { campaignStatisticsInput, statisticsQuery } from '#shared/schemas/campaign-insights.ts';
import { requireViewer, type AppDeps } from '#server/trpc/context.ts';
import { statisticsWorkbook } from './campaign-export.service';

/** Where spreadsheet exports are served; the browser fetches them with its session cookie. */
export const EXPORTS_PATH = '/exports';

export async function registerCampaignExportRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  scope.get<{ Params: { guid: string }; Querystring: Record<string, string | undefined> }>('/campaigns/:guid/statistics.xlsx', async (request, reply) => {
    // A ZodError names the spec's keys per field, like a procedure's would (describeError).
    const input = campaignStatisticsInput.parse(statisticsQuery(request.params.guid, request.query));
    // Sessions are never issued here; the transport is only there to satisfy the context.
    const ctx = requireViewer(contextFromRequest(request, deps, bearerTransport(deps.jwtKey)));
    return sendDownload(reply, await statisticsWorkbook(ctx, input));
  });
}

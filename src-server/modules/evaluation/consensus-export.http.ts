import type { FastifyInstance } from 'fastify';
import { consensusExportInput, consensusExportQuery } from '#shared/schemas/consensus.ts';
import { sendDownload } from '#server/http/file-download.ts';
import { contextFromRequest } from '#server/http/request-context.ts';
import { bearerTransport } from '#server/modules/auth/session-transport.ts';
import { requireViewer, type AppDeps } from '#server/trpc/context.ts';
import { exportConsensus } from './consensus-export';

/** A stage's consensus table as csv or xlsx, under the exports prefix; the browser fetches it with its session cookie. */
export async function registerConsensusExportRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  scope.get<{ Params: { stageGuid: string }; Querystring: Record<string, string | undefined> }>('/stages/:stageGuid/consensus', async (request, reply) => {
    // A ZodError names the spec's keys per field, like a procedure's would (describeError).
    const input = consensusExportInput.parse(consensusExportQuery(request.params.stageGuid, request.query));
    // Sessions are never issued here; the transport is only there to satisfy the context.
    const ctx = requireViewer(contextFromRequest(request, deps, bearerTransport(deps.jwtKey)));
    return sendDownload(reply, await exportConsensus(ctx, input));
  });
}

import type { FastifyInstance } from 'fastify';
import { FileDownload, sendDownload } from '#server/http/file-download.ts';
import { contextFromRequest } from '#server/http/request-context.ts';
import { AppError } from '#server/errors/app-error.ts';
import { bearerTransport } from '#server/modules/auth/session-transport.ts';
import { requireViewer, type AppDeps } from '#server/trpc/context.ts';
import type { LinkTicket } from './personal-data-link';
import { exportForDownload } from './personal-data.service';

/** GET /exports/personal-data/{id}?expires&signature: the signed link, for the signed-in person who asked. */
export async function registerPersonalDataRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  scope.get<{ Params: { id: string }; Querystring: LinkTicket }>('/personal-data/:id', async (request, reply) => {
    // Sessions are never issued here; the transport is only there to satisfy the context.
    const ctx = requireViewer(contextFromRequest(request, deps, bearerTransport(deps.jwtKey)));
    const { row, storageKey } = await exportForDownload(ctx, request.params.id, request.query);
    const stored = await deps.storage.get(storageKey);
    if (!stored) throw new AppError('not-found');
    return sendDownload(reply, new FileDownload(`personal-data-${row.createdAt.toISOString().slice(0, 10)}.zip`, 'application/zip', stored.body));
  });
}

import { ADMIN_IDEAS_PAGE_SIZE, ideaExportInput, type AdminIdeaListInput } from '#shared/schemas/idea-admin.ts';
import { LegacyList } from '#server/legacy/envelope.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { requireViewer } from '#server/trpc/context.ts';
import { exportIdeas } from './idea-admin-export.service';
import { authorIdeas } from './author-ideas-answer';
import { z } from 'zod';
import { legacyAdminIdeaListEntryAnswer } from './idea-admin-legacy-answers';

/** A comma-joined or repeated list parameter (?status=a,b or ?status=a&status=b); absent stays absent. */
function listParameter(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const values = Array.isArray(value) ? value.map(String) : [String(value)];
  return values
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The admin list's filters as the legacy client sends them (spec 2 §7): status and tags
 * comma-joined, authors (one user guid), filter (free text), and the campaign. The schema
 * validates each; the shape is only named here.
 */
function legacyFilters(query: Record<string, string | undefined>) {
  return {
    statuses: listParameter(query.status),
    tags: listParameter(query.tags),
    authorGuid: query.authors || undefined,
    search: query.filter || undefined,
    campaignGuid: query.campaignGuid || query.campaign || undefined,
    sort: query.sortBy || undefined,
  } as Record<string, unknown>;
}

/**
 * The admin ideas list and its export (spec 2 §7): GET /api/ideas (count=10, offset; the page
 * size is fixed; `{ result: [...], total }`) and GET /export/ideas (format, count=all, readable=true and the same filters),
 * which the legacy client opens in a window; our admin screen links to it with the session cookie.
 */
export function ideaAdminLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/api/ideas', async (call) => {
    const { caller, query } = call;
    // With authorsGuid (and no campaign) the participant client asks for recent ideas and the
    // profile for a person's ideas on this same path (spec 1 §7, spec 3 §7).
    if (query.authorsGuid && !query.campaignGuid && !query.campaign) return authorIdeas(call, listParameter(query.authorsGuid) ?? []);
    const offset = Number(query.offset ?? 0);
    const page = Number.isInteger(offset) && offset > 0 ? Math.floor(offset / ADMIN_IDEAS_PAGE_SIZE) + 1 : 1;
    const list = await caller.idea.admin.list({ ...legacyFilters(query), page } as AdminIdeaListInput);
    return new LegacyList(list.items, list.total);
  }, { doc: { response: legacyAdminIdeaListEntryAnswer, summary: "The admin ideas list (or, with authorsGuid, a person's ideas: recent ones of the viewer, or as their profile lists them)", query: z.object({ status: z.string().optional(), tags: z.string().optional(), authors: z.string().optional(), authorsGuid: z.string().optional(), filter: z.string().optional(), campaignGuid: z.string().optional(), sortBy: z.string().optional(), count: z.string().optional(), offset: z.string().optional() }), answers: 'list' } });
  table.route('GET', '/export/ideas', ({ ctx, query }) => {
    const viewerCtx = requireViewer(ctx);
    // A ZodError names the spec's keys per field, as a procedure's would.
    return exportIdeas(viewerCtx, ideaExportInput.parse({ ...legacyFilters(query), format: query.format || undefined }));
  }, { doc: { summary: "Export the ideas (opened in a window)", query: z.object({ format: z.enum(['csv', 'xls', 'windowscsv']).optional(), status: z.string().optional(), tags: z.string().optional(), filter: z.string().optional(), downloadLink: z.literal('true').optional(), download: z.string().optional() }), answers: 'file' }, download: true });
}

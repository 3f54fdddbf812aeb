import { hasOrgAdminRights } from '#shared/permissions.ts';
import { userExportInput, type UserListInput, type UserUpdateInput } from '#shared/schemas/people.ts';
import { parseExtraFieldFilter, USERS_PAGE_SIZE, type ExtraFieldFilter } from '#shared/user-filters.ts';
import { AppError } from '#server/errors/app-error.ts';
import { LegacyList } from '#server/legacy/envelope.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { requireViewer } from '#server/trpc/context.ts';
import { exportUsers } from './user-export.service';
import { z } from 'zod';
import { userUpdateInput } from '#shared/schemas/people.ts';
import { deleteApiUsersByGuidAnswer, getApiUsersAnswer, getOrganisationsByGuidLabelsAnswer, getRolesAnswer, getUsersOrganisationByGuidAnswer, postAdminUserByGuidUpdatestatusAnswer, postLabelsAnswer } from './people-legacy-answers';

/** A comma-joined or repeated list parameter; absent stays absent. */
function listParameter(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const values = Array.isArray(value) ? value.map(String) : [String(value)];
  return values.flatMap((entry) => entry.split(',')).map((entry) => entry.trim()).filter(Boolean);
}

/**
 * Extra-field filters as a legacy client may send them: `extras` as a JSON map of field to value
 * (spec 3 §7), or `extraFields` entries of field and value joined by the unit separator (§9).
 * Anything unreadable goes to the schema as it is, which refuses it.
 */
function extraFieldFilters(query: Record<string, unknown>): unknown {
  if (typeof query.extras === 'string' && query.extras) {
    try {
      const map: unknown = JSON.parse(query.extras);
      if (map && typeof map === 'object' && !Array.isArray(map)) return Object.entries(map).map(([field, value]) => ({ field, value: String(value) }));
    } catch {
      return query.extras;
    }
    return query.extras;
  }
  if (query.extraFields === undefined) return undefined;
  const entries = Array.isArray(query.extraFields) ? query.extraFields.map(String) : [String(query.extraFields)];
  return entries.map((entry): ExtraFieldFilter | string => parseExtraFieldFilter(entry) ?? entry);
}

function legacyFilters(query: Record<string, unknown>) {
  return {
    status: query.status || undefined,
    search: query.filter || undefined,
    labels: listParameter(query.labels),
    extraFields: extraFieldFilters(query),
  } as Record<string, unknown>;
}

/** Labels as a list of names or { name }, or the text "[]" for none (spec 3 §7 PUT /api/users/{guid}). */
function legacyLabels(labels: unknown): unknown {
  if (labels === '[]') return [];
  return Array.isArray(labels) ? labels.map((label: unknown) => (label && typeof label === 'object' && 'name' in label ? label.name : label)) : labels;
}

/** extraFields arrive as an object, or as a JSON string as the signup payload sends them. */
function legacyExtraFields(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The site the path names must be this one: another site's guid finds nothing here. */
function requireThisSite(siteId: string, guid: string | undefined): void {
  if (guid !== siteId) throw new AppError('not-found');
}

/**
 * User administration, labels and roles on the legacy paths (spec 3 §7 User administration, spec
 * 2 §7 labels): thin mappings onto the `people` procedures, with the same checks.
 */
export function peopleLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/api/users', async ({ caller, query }) => {
    const offset = Number(query.offset ?? 0);
    const page = Number.isInteger(offset) && offset > 0 ? Math.floor(offset / USERS_PAGE_SIZE) + 1 : 1;
    const list = await caller.people.list({ ...legacyFilters(query), page } as UserListInput);
    return new LegacyList(list.items, list.total);
  }, { doc: { response: getApiUsersAnswer, summary: "The site's people (admins)", query: z.object({ status: z.string().optional(), filter: z.string().optional(), labels: z.string().optional(), extras: z.string().optional(), offset: z.string().optional() }), answers: 'list' } });
  table.route('GET', '/api/users/:guid', ({ caller, params }) => caller.people.byGuid({ guid: params.guid ?? '' }), { doc: { response: getApiUsersAnswer, summary: "A user (admins)" } });
  table.route('PUT', '/api/users/:guid', ({ caller, params, body }) =>
    caller.people.update({
      guid: params.guid ?? '',
      firstName: body.firstName,
      lastName: body.lastName,
      description: body.description,
      orgRole: body.orgRole,
      labels: legacyLabels(body.labels),
      extraFields: legacyExtraFields(body.extraFields),
      active: body.status === 'active' ? true : undefined,
    } as UserUpdateInput), { doc: { response: getApiUsersAnswer, summary: "Save a user (admins)", body: userUpdateInput.omit({ guid: true }) } }
  );
  table.route('DELETE', '/api/users/:guid', ({ caller, params }) => caller.people.delete({ guid: params.guid ?? '' }), { doc: { response: deleteApiUsersByGuidAnswer, summary: "Delete a user (admins)" } });
  table.route('POST', '/admin/user/:guid/updatestatus', ({ caller, params, body }) => caller.people.setStatus({ guid: params.guid ?? '', status: body.status } as { guid: string; status: 'blocked' | 'active' }), { doc: { response: postAdminUserByGuidUpdatestatusAnswer, summary: "Block or unblock a user", body: z.object({ status: z.enum(['blocked', 'active']) }) } });
  table.route('GET', '/users/organisation/:guid', ({ caller, ctx, params, query }) => {
    requireThisSite(ctx.site.id, params.guid);
    return caller.people.search({ query: query.filter ?? query.query ?? query.search ?? '' });
  }, { doc: { response: getUsersOrganisationByGuidAnswer, summary: "Search this site's people", query: z.object({ filter: z.string().optional() }) } });
  table.route('GET', '/export/users', async ({ ctx, query }) => {
    const viewerCtx = requireViewer(ctx);
    if (!hasOrgAdminRights(viewerCtx.viewerFacts)) throw new AppError('forbidden');
    // A ZodError names the spec's keys per field, as a procedure's would.
    return exportUsers(viewerCtx, userExportInput.parse({ ...legacyFilters(query), format: query.format || undefined }));
  }, { doc: { summary: "Export the site's people (opened in a window)", query: z.object({ format: z.enum(['csv', 'xls', 'windowscsv']).optional(), downloadLink: z.literal('true').optional(), download: z.string().optional() }), answers: 'file' }, download: true });
  table.route('POST', '/labels', ({ caller, body }) => caller.people.label.create({ name: body.name } as { name: string }), { doc: { response: postLabelsAnswer, summary: "Create a label", body: z.object({ name: z.string() }) } });
  table.route('POST', '/labels/:guid', ({ caller, params, body }) => caller.people.label.rename({ guid: params.guid ?? '', name: body.name } as { guid: string; name: string }), { doc: { response: postLabelsAnswer, summary: "Rename a label", body: z.object({ name: z.string() }) } });
  table.route('DELETE', '/labels/:guid', ({ caller, params }) => caller.people.label.delete({ guid: params.guid ?? '' }), { doc: { response: deleteApiUsersByGuidAnswer, summary: "Delete a label" } });
  table.route('GET', '/organisations/:guid/labels', ({ caller, ctx, params }) => {
    requireThisSite(ctx.site.id, params.guid);
    return caller.people.label.list();
  }, { doc: { response: getOrganisationsByGuidLabelsAnswer, summary: "This site's labels" } });
  table.route('GET', '/roles', ({ caller }) => caller.people.roles(), { doc: { response: getRolesAnswer, summary: "The organisation's roles" } });
}

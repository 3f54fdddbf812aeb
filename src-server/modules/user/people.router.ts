import { guidInput } from '#shared/schemas/common.ts';
import { USERS_PAGE_SIZE } from '#shared/user-filters.ts';
import { labelNameSchema, removalDecisionInput, userListInput, userSearchInput, userStatusInput, userUpdateInput } from '#shared/schemas/people.ts';
import { z } from 'zod';
import { authedProcedure, orgAdminProcedure, publicProcedure, router, superAdminProcedure } from '#server/trpc/procedures.ts';
import { createLabel, deleteLabel, listLabels, presentLabel, renameLabel } from '#server/modules/organisation/label.service.ts';
import { presentUserEntity, presentUserRow } from './user-admin.presenter';
import { decideRemoval, deleteUserAsAdmin, listUsers, loadUserForAdmin, setUserStatus, updateUserAsAdmin, visibleStatuses } from './user-admin.service';
import { searchOrganisationUsers } from './user-search.service';
import { onceForKey } from '#server/modules/idempotency/idempotency.service.ts';

const labelRouter = router({
  /** The site's labels, by name: public, as they show beside names on ideas, feedback and comments. */
  list: publicProcedure.query(async ({ ctx }) => (await listLabels(ctx)).map(presentLabel)),
  create: orgAdminProcedure.input(z.object({ name: labelNameSchema })).mutation(({ ctx, input }) => onceForKey(ctx, 'people.label.create', input, async (ctx) => presentLabel(await createLabel(ctx, input.name)))),
  rename: orgAdminProcedure.input(guidInput.extend({ name: labelNameSchema })).mutation(async ({ ctx, input }) => presentLabel(await renameLabel(ctx, input.guid, input.name))),
  delete: orgAdminProcedure.input(guidInput).mutation(async ({ ctx, input }) => {
    await deleteLabel(ctx, input.guid);
    return { guid: input.guid };
  }),
});

/**
 * People administration (spec 3 §2–§9 users, spec 2 §7 labels, roles, users of the organisation):
 * the admin users list and edit, deletion, removal requests, blocking, labels and the coach picker.
 */
export const peopleRouter = router({
  /** /organisation/admin/users: one tab's page of 10, with every tab's count under the same filters. */
  list: orgAdminProcedure.input(userListInput).query(async ({ ctx, input }) => {
    const page = await listUsers(ctx, input);
    const statuses = visibleStatuses(ctx);
    return {
      items: page.rows.map((row) => presentUserRow(row, ctx.viewerFacts)),
      status: page.status,
      page: input.page,
      pageSize: USERS_PAGE_SIZE,
      total: page.counts[page.status] ?? 0,
      counts: Object.fromEntries(statuses.map((status) => [status, page.counts[status] ?? 0])),
      statuses,
    };
  }),
  byGuid: orgAdminProcedure.input(guidInput).query(async ({ ctx, input }) => presentUserEntity(await loadUserForAdmin(ctx, input.guid), ctx.viewerFacts)),
  update: orgAdminProcedure.input(userUpdateInput).mutation(async ({ ctx, input }) => presentUserEntity(await updateUserAsAdmin(ctx, input), ctx.viewerFacts)),
  delete: orgAdminProcedure.input(guidInput).mutation(async ({ ctx, input }) => {
    await deleteUserAsAdmin(ctx, input.guid);
    return { guid: input.guid };
  }),
  /** Accepts (deletes) or denies (active, guest) a removal request. */
  decideRemoval: orgAdminProcedure.input(removalDecisionInput).mutation(async ({ ctx, input }) => {
    const person = await decideRemoval(ctx, input.guid, input.accept);
    return person ? presentUserEntity(person, ctx.viewerFacts) : null;
  }),
  /** Block or unblock, from the public profile: super admins (and never themselves). */
  setStatus: superAdminProcedure.input(userStatusInput).mutation(async ({ ctx, input }) => {
    const person = await setUserStatus(ctx, input.guid, input.status);
    return { guid: person.id, status: person.status };
  }),
  /** The organisation's roles (GET /roles), from which orgRole is chosen. */
  roles: publicProcedure.query(({ ctx }) => ctx.site.roles.map((role) => ({ slug: role.slug, name: role.name }))),
  /** The coach picker: the site's users by name or address, for coaches and admins. */
  search: authedProcedure.input(userSearchInput).query(({ ctx, input }) => searchOrganisationUsers(ctx, input.query)),
  label: labelRouter,
});

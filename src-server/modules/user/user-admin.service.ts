import { GUEST_ROLE, type UserStatus } from '#shared/constants.ts';
import type { FormValue } from '#shared/field-engine.ts';
import { checkRegistrationFields } from '#shared/registration-fields.ts';
import { isGuid } from '#shared/schemas/common.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import type { UserFilters, UserListInput, UserUpdateInput } from '#shared/schemas/people.ts';
import { lockForListSave } from '#server/db/pivot-rows.ts';
import { AppError } from '#server/errors/app-error.ts';
import { publishEvent } from '#server/realtime/realtime-events.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { invalidateUserSessions } from './user-sessions';
import { LabelSchema } from '#server/entities/organisation.entity.ts';
import { canBlockUser, canDeleteUser, canManageUser, canSeeBlockedUsers } from './user-admin.policy';
import { findUserPage, type UserListPage } from './user-admin.repository';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { recordAudit, type AuditTarget } from '#server/modules/audit/audit.service.ts';

/** The tab a viewer may see: a blocked filter from anyone but a super admin reads as active (spec 3 §5). */
export function effectiveFilters<T extends UserFilters>(ctx: AppContext, filters: T): T {
  return filters.status === 'blocked' && !canSeeBlockedUsers(ctx.viewerFacts) ? { ...filters, status: 'active' } : filters;
}

/** The list's tabs in the order shown: the default first, the super admins' own last. */
const TAB_ORDER: readonly UserStatus[] = ['active', 'inactive', 'pendingDelete', 'blocked'];

/** The statuses whose tabs this viewer has. */
export function visibleStatuses(ctx: AppContext): UserStatus[] {
  return TAB_ORDER.filter((status) => status !== 'blocked' || canSeeBlockedUsers(ctx.viewerFacts));
}

/** /organisation/admin/users: a page of one tab under the filters, and every tab's count. */
export async function listUsers(ctx: AuthedContext, input: UserListInput & UserFilters & { page: number }): Promise<UserListPage & { status: UserStatus }> {
  const filters = effectiveFilters(ctx, input);
  const page = await findUserPage(ctx.em, ctx.site.id, filters, visibleStatuses(ctx));
  return { ...page, status: filters.status };
}

/** A user of this site for an admin, with labels; another site's and malformed guids are not found. */
export async function loadUserForAdmin(ctx: AuthedContext, guid: string): Promise<User> {
  const person = isGuid(guid) ? await ctx.em.findOne(UserSchema, { id: guid }, { populate: ['labels'] }) : null;
  if (!person) throw new AppError('people-user-not-found');
  return person;
}

/** A user of this site the viewer may act on under `may`, or not-found / forbidden. */
export async function managedUser(ctx: AuthedContext, guid: string, may: (viewer: AppContext['viewerFacts'], person: User) => boolean): Promise<User> {
  const person = await loadUserForAdmin(ctx, guid);
  if (!may(ctx.viewerFacts, person)) throw new AppError('forbidden');
  return person;
}

/**
 * An admin's edit (spec 3 §7 PUT /api/users/{guid}). Everything is checked before anything is
 * written: the role must be one of the site's, every label one the site has.
 */
export async function updateUserAsAdmin(ctx: AuthedContext, input: UserUpdateInput): Promise<User> {
  const person = await managedUser(ctx, input.guid, canManageUser);
  if (input.orgRole !== undefined && !ctx.site.roles.some((role) => role.slug === input.orgRole)) {
    throw new AppError('people-unknown-role', { fieldErrors: { orgRole: ['people-unknown-role'] } });
  }
  const extraFields = input.extraFields === undefined ? undefined : checkedExtraFields(ctx, input.extraFields, person.extraFields);
  const labels = input.labels === undefined ? undefined : await siteLabels(ctx, input.labels);
  await ctx.em.transactional(async (em) => {
    if (labels) await lockForListSave(em, person.labels);
    const before = { orgRole: person.orgRole, status: person.status, firstName: person.firstName, lastName: person.lastName, description: person.description };
    if (input.firstName !== undefined) person.firstName = input.firstName;
    if (input.lastName !== undefined) person.lastName = input.lastName;
    if (input.description !== undefined) person.description = input.description;
    if (input.orgRole !== undefined) person.orgRole = input.orgRole;
    if (extraFields) person.extraFields = extraFields;
    if (labels) person.labels.set(labels);
    // The verified toggle (spec 3 §4) verifies; a legacy client denies a removal request the same
    // way, with orgRole guest beside it. Unblocking is not an edit: it is the super admins' (setUserStatus).
    if (input.active && (person.status === 'inactive' || person.status === 'pendingDelete')) person.status = 'active';
    const changed = (Object.keys(before) as (keyof typeof before)[]).filter((key) => before[key] !== person[key]);
    // The person's open tabs hear it when the save commits (spec 3 §4: an active push reloads the page).
    if (before.status !== 'active' && person.status === 'active') await publishEvent(em, { kind: 'user-status', organisationId: ctx.site.id, userId: person.id, status: 'active' });
    recordAudit(ctx, 'user-updated', targetOf(person), {
      changed: [...changed, ...(extraFields ? ['extraFields'] : []), ...(labels ? ['labels'] : [])],
      ...(changed.includes('orgRole') ? { orgRole: { from: before.orgRole, to: person.orgRole } } : {}),
      ...(changed.includes('status') ? { status: { from: before.status, to: person.status } } : {}),
    }, { em });
    await em.flush();
  });
  return person;
}

/**
 * The registration fields' values as the field engine takes them (required ones filled, choices
 * among the options), with the person's generated ids kept or made, or their errors.
 */
function checkedExtraFields(ctx: AuthedContext, input: Record<string, FormValue>, stored: Record<string, unknown>): Record<string, FormValue> {
  const { values, fieldErrors } = checkRegistrationFields(settingsWithDefaults(ctx.site.settings), input, stored);
  const [first] = Object.values(fieldErrors).flat();
  if (first) throw new AppError(first, { fieldErrors });
  return values;
}

async function siteLabels(ctx: AuthedContext, names: string[]) {
  const wanted = [...new Set(names)];
  const labels = wanted.length > 0 ? await ctx.em.find(LabelSchema, { name: { $in: wanted } }) : [];
  if (labels.length !== wanted.length) throw new AppError('invalid-input', { fieldErrors: { labels: ['invalid-input'] } });
  return labels;
}

/**
 * Deletes an account for good (spec 3 §6 delete user, §4 accepting a removal request). What the
 * person wrote stays: ideas keep their other authors, feedback and comments stay and read
 * "Former user". What was theirs alone goes: points, upvotes (the ideas' counts drop with them, in
 * the same transaction), participations (the campaigns' contributor counts drop likewise), notifications, sessions (which end in every process:
 * the session rows' delete trigger says so).
 */
export async function deleteUserAsAdmin(ctx: AuthedContext, guid: string): Promise<void> {
  const person = await managedUser(ctx, guid, canDeleteUser);
  await removeAccount(ctx, person, 'user-deleted');
}

/** A person as the audit log names them: their guid, and their name and address as they were. */
export function targetOf(person: User): AuditTarget {
  return { id: person.id, name: `${person.firstName} ${person.lastName} <${person.email}>` };
}

/** Removes the account and records who did, in one transaction. */
async function removeAccount(ctx: AuthedContext, person: User, action: 'user-deleted' | 'removal-accepted'): Promise<void> {
  const userId = person.id;
  const target = targetOf(person);
  await ctx.em.transactional(async (em) => {
    const connection = em.getConnection();
    const tx = em.getTransactionContext();
    await connection.execute('update idea set upvote_count = upvote_count - 1 where id in (select idea_id from upvote where user_id = ?)', [userId], 'run', tx);
    // The campaigns they contributed to count one contributor fewer: the participation goes with the account.
    await connection.execute(
      "update campaign set contributor_count = greatest(contributor_count - 1, 0) where id in (select campaign_id from campaign_participant where user_id = ? and status = 'approved')",
      [userId],
      'run',
      tx,
    );
    await invalidateUserSessions(em, userId, ctx.deps.sessions);
    await connection.execute('delete from app_user where id = ? and organisation_id = ?', [userId, ctx.site.id], 'run', tx);
    recordAudit(ctx, action, target, {}, { em });
  });
  ctx.em.clear();
}

/**
 * Blocks or unblocks (spec 3 §4; POST /admin/user/{guid}/updatestatus). Blocking ends every
 * session and Bearer token of the person at once in every process, and their open tabs hear why
 * first: the status event goes out before the sessions' own "ended" ones, in the same transaction.
 * Unblocking makes the account active.
 */
export async function setUserStatus(ctx: AuthedContext, guid: string, status: 'blocked' | 'active'): Promise<User> {
  return applyUserStatus(ctx, await managedUser(ctx, guid, canBlockUser), status);
}

/**
 * Blocks or unblocks for the site's directory (SCIM `active`, issue 35): the site's admin handed
 * the directory who may be on the site by giving it a provisioning token, so its admin may block
 * whom they may delete (never a super admin, nor themselves), as the same block, which ends the
 * person's sessions at once.
 */
export async function setUserStatusFromDirectory(ctx: AuthedContext, guid: string, status: 'blocked' | 'active'): Promise<User> {
  return applyUserStatus(ctx, await managedUser(ctx, guid, canDeleteUser), status);
}

async function applyUserStatus(ctx: AuthedContext, person: User, status: 'blocked' | 'active'): Promise<User> {
  await ctx.em.transactional(async (em) => {
    await em.nativeUpdate(UserSchema, { id: person.id }, { status });
    await publishEvent(em, { kind: 'user-status', organisationId: ctx.site.id, userId: person.id, status });
    if (status === 'blocked') await invalidateUserSessions(em, person.id, ctx.deps.sessions);
    recordAudit(ctx, status === 'blocked' ? 'user-blocked' : 'user-unblocked', targetOf(person), {}, { em });
  });
  person.status = status;
  return person;
}

/** A removal request answered (spec 3 §4): accepting deletes the account, denying makes it an active guest. */
export async function decideRemoval(ctx: AuthedContext, guid: string, accept: boolean): Promise<User | null> {
  const person = await managedUser(ctx, guid, canDeleteUser);
  if (person.status !== 'pendingDelete') throw new AppError('people-not-pending-deletion');
  if (accept) {
    await removeAccount(ctx, person, 'removal-accepted');
    return null;
  }
  person.status = 'active';
  person.orgRole = GUEST_ROLE;
  recordAudit(ctx, 'removal-denied', targetOf(person));
  await ctx.em.flush();
  return person;
}

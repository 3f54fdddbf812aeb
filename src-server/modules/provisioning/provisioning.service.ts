import SCIMMY from 'scimmy';
import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import { isSuperAdmin } from '#shared/permissions.ts';
import { scimUserFields, type ScimListQuery, type ScimUserFields } from '#shared/schemas/provisioning.ts';
import { refusingDuplicates } from '#server/db/unique-violation.ts';
import { AppError } from '#server/errors/app-error.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { recordAudit } from '#server/modules/audit/audit.service.ts';
import { canDeleteUser, canManageUser } from '#server/modules/user/user-admin.policy.ts';
import { deleteUserAsAdmin, managedUser, setUserStatusFromDirectory, targetOf } from '#server/modules/user/user-admin.service.ts';
import { buildUser, findUserByEmail, normalizeEmail } from '#server/modules/user/user.service.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { ScimError } from './scim-error';

/**
 * SCIM 2.0 users (RFC 7643, 7644; issue 35): a directory (an identity provider) creates, changes,
 * blocks and deletes the site's accounts with an API token of the `provisioning` scope, acting as
 * the token's admin. scimmy holds what comes in to the SCIM User schema and parses filters and
 * patches; what an account may be, who may change whom, the block that ends sessions and the
 * deletion that leaves contributions to "Former user" are the people admin's own rules.
 */

const USER_SCHEMA_ID = SCIMMY.Schemas.User.definition.id;

/** Our fields' names in a User resource, for refusals a directory's admin can act on. */
const SCIM_ATTRIBUTE_OF: Record<keyof ScimUserFields, string> = { email: 'userName', firstName: 'name.givenName', lastName: 'name.familyName', active: 'active' };

const emailTaken = () => new AppError('email-already-registered');

/** An account as a SCIM User resource, `location` being the absolute address of /Users. */
export function scimUserOf(person: User, location: string): SCIMMY.Schemas.User {
  return new SCIMMY.Schemas.User(
    {
      id: person.id,
      userName: person.email,
      name: { givenName: person.firstName, familyName: person.lastName, formatted: `${person.firstName} ${person.lastName}`.trim() },
      displayName: `${person.firstName} ${person.lastName}`.trim() || person.email,
      active: person.status !== 'blocked',
      emails: [{ value: person.email, primary: true }],
      meta: { created: person.createdAt, lastModified: person.updatedAt },
    },
    'out',
    location,
  );
}

/**
 * What an incoming User resource sets: first held to the SCIM User schema (types, required
 * userName), then to our own rules for an address and a name. Attributes we keep nothing of
 * (password, phone numbers, extensions) are dropped, as RFC 7644 §3.3 lets a server do.
 */
export function readScimUser(body: unknown): ScimUserFields {
  const schemas = body && typeof body === 'object' ? (body as { schemas?: unknown }).schemas : undefined;
  if (!Array.isArray(schemas) || !schemas.includes(USER_SCHEMA_ID)) throw new ScimError(400, 'invalidSyntax', `schemas must list ${USER_SCHEMA_ID}`);
  let resource: SCIMMY.Schemas.User;
  try {
    resource = new SCIMMY.Schemas.User(body, 'in');
  } catch (error) {
    // scimmy says which attribute broke which rule of the schema.
    throw new ScimError(400, 'invalidValue', error instanceof Error ? error.message : String(error));
  }
  const parsed = scimUserFields.safeParse({ email: resource.userName, firstName: resource.name?.givenName ?? '', lastName: resource.name?.familyName ?? '', active: resource.active ?? true });
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues.map((issue) => `${SCIM_ATTRIBUTE_OF[issue.path[0] as keyof ScimUserFields]}: ${issue.message}`).join('; ');
  throw new ScimError(400, 'invalidValue', detail);
}

/** Makes an account as the directory describes it: active (the directory vouches for the address) or blocked, with no password. */
export async function createScimUser(ctx: AuthedContext, body: unknown): Promise<User> {
  const fields = readScimUser(body);
  if (await findUserByEmail(ctx.em, fields.email)) throw emailTaken();
  // The same user sent twice at the same moment: the unique index decides.
  return refusingDuplicates(
    () =>
      ctx.em.transactional(async (em) => {
        const person = buildUser(em, ctx.org, { email: fields.email, firstName: fields.firstName, lastName: fields.lastName, passwordHash: null, status: fields.active ? 'active' : 'blocked' });
        // Flushed first: the audit entry names the account by the id the flush gives it.
        await em.flush();
        recordAudit(ctx, 'user-provisioned', targetOf(person), { active: fields.active }, { em });
        return person;
      }),
    emailTaken,
  );
}

/** An account of this site its admin may manage; another site's, a malformed id or none is not found. */
export function readScimUserAccount(ctx: AuthedContext, id: string): Promise<User> {
  return managedUser(ctx, id, canManageUser);
}

/**
 * A page of the accounts the token's admin may manage, oldest first, or the one whose userName
 * is asked for: the filter a directory sends before creating (`userName eq "…"`), compared as
 * addresses are, regardless of case. Other filters are refused rather than answered wrongly.
 */
export async function listScimUsers(ctx: AuthedContext, query: ScimListQuery): Promise<{ items: User[]; total: number }> {
  const email = query.filter === undefined ? undefined : userNameOfFilter(query.filter);
  const where = {
    // Super admins' stand-ins are the platform's, not the site's directory's.
    homeAccount: null,
    ...(isSuperAdmin(ctx.viewerFacts) ? {} : { $not: { roles: { $contains: [SUPER_ADMIN_ROLE] } } }),
    ...(email === undefined ? {} : { emailNormalized: normalizeEmail(email) }),
  };
  if (query.count === 0) return { items: [], total: await ctx.em.count(UserSchema, where) };
  const [items, total] = await ctx.em.findAndCount(UserSchema, where, { orderBy: { createdAt: 'asc', id: 'asc' }, offset: query.startIndex - 1, limit: query.count });
  return { items, total };
}

function userNameOfFilter(filter: string): string {
  const [only, ...more] = new SCIMMY.Types.Filter(filter) as unknown as Record<string, unknown>[];
  const entries = Object.entries(only ?? {});
  const [attribute, comparison] = entries[0] ?? [];
  if (more.length === 0 && entries.length === 1 && attribute?.toLowerCase() === 'username' && Array.isArray(comparison) && comparison[0] === 'eq' && typeof comparison[1] === 'string') {
    return comparison[1];
  }
  throw new ScimError(400, 'invalidFilter', 'Only the filter userName eq "…" is supported');
}

/** PUT: the account becomes what the resource says, each change recorded as the people admin's are. */
export async function replaceScimUser(ctx: AuthedContext, id: string, body: unknown): Promise<User> {
  const fields = readScimUser(body);
  return applyScimUser(ctx, await readScimUserAccount(ctx, id), fields);
}

/**
 * PATCH: scimmy applies the operations to the account as a resource, which is then held to the
 * schema and applied as a replacement would be. Operations that change nothing answer the account.
 */
export async function patchScimUser(ctx: AuthedContext, id: string, body: unknown, location: string): Promise<User> {
  const person = await readScimUserAccount(ctx, id);
  const patch = new SCIMMY.Messages.PatchOp(body as ConstructorParameters<typeof SCIMMY.Messages.PatchOp>[0]);
  const patched = await patch.apply(scimUserOf(person, location));
  if (patched === undefined) return person;
  // As plain JSON, as a directory would have sent it: the patched resource is an outbound one.
  return applyScimUser(ctx, person, readScimUser(JSON.parse(JSON.stringify(patched))));
}

async function applyScimUser(ctx: AuthedContext, person: User, fields: ScimUserFields): Promise<User> {
  const blocking = fields.active === (person.status !== 'blocked') ? null : fields.active ? 'active' : 'blocked';
  // Refused before anything is written: a change of names must not land without its block.
  if (blocking && !canDeleteUser(ctx.viewerFacts, person)) throw new AppError('forbidden');
  const changed: string[] = [];
  if (fields.firstName !== person.firstName) changed.push('firstName');
  if (fields.lastName !== person.lastName) changed.push('lastName');
  if (fields.email !== person.email) changed.push('email');
  if (normalizeEmail(fields.email) !== person.emailNormalized && (await findUserByEmail(ctx.em, fields.email))) throw emailTaken();
  if (changed.length > 0) {
    person.firstName = fields.firstName;
    person.lastName = fields.lastName;
    person.email = fields.email;
    person.emailNormalized = normalizeEmail(fields.email);
    recordAudit(ctx, 'user-updated', targetOf(person), { changed });
    await refusingDuplicates(() => ctx.em.flush(), emailTaken);
  }
  // The people admin's block: the person's sessions end at once, in every process.
  if (blocking) await setUserStatusFromDirectory(ctx, person.id, blocking);
  return person;
}

/** DELETE: the people admin's deletion; what the person wrote stays, by "Former user". */
export async function deleteScimUser(ctx: AuthedContext, id: string): Promise<void> {
  await deleteUserAsAdmin(ctx, id);
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import { onDuplicate } from '#server/db/unique-violation.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { buildUser, normalizeEmail } from '#server/modules/user/user.service.ts';
import { verifyAgainstNothing, verifyPassword } from './password';
import { assertMaySignIn } from './sign-in-status';

/** The same address as super admin on more sites than this is no set-up anyone has: past it, no password is tried. */
const MAX_HOME_CANDIDATES = 5;

/** A password sign-in that matched: this site's account, and the home account it stands in for, if it does. */
export interface PasswordAccount {
  user: User;
  home: User | null;
}

/**
 * The account an e-mail and password sign in to on this site (docs/architecture.md §4), or null.
 * Accounts are per site: an address this site knows is its own account, whatever other sites
 * hold. Only where this site has no such address does a super admin of another site sign in,
 * with that site's password, as a stand-in account on this site that points at the home account
 * (made here on the first sign-in; the caller's flush stores it), so that what they do here is
 * this site's rows. A stand-in checks the home account's password each time.
 */
export async function passwordAccount(ctx: AppContext, email: string, password: string): Promise<PasswordAccount | null> {
  // Unfiltered, with the site named instead: the tenant filter would also drop the reference to
  // a home account on another site, and the stand-in would look like an account without a password.
  const local = await ctx.em.findOne(
    UserSchema,
    { organisation: ctx.site.id, emailNormalized: normalizeEmail(email) },
    { filters: false, populate: ['passwordHash', 'labels'] },
  );
  if (local) {
    const home = local.homeAccount ? await ctx.em.findOne(UserSchema, { id: local.homeAccount.id }, { filters: false, populate: ['passwordHash'] }) : null;
    const hash = local.homeAccount ? home?.passwordHash : local.passwordHash;
    if (!hash) return verifyAgainstNothing(password).then(() => null);
    if (!(await verifyPassword(hash, password))) return null;
    // A demoted home account's stand-ins sign in nowhere.
    if (home && !home.roles.includes(SUPER_ADMIN_ROLE)) return null;
    return { user: local, home };
  }
  const candidates = await superAdminsElsewhere(ctx, email, MAX_HOME_CANDIDATES);
  if (candidates.length === 0) return verifyAgainstNothing(password).then(() => null);
  for (const home of candidates) {
    if (!home.passwordHash || !(await verifyPassword(home.passwordHash, password))) continue;
    assertMaySignIn(home.status);
    return { user: await storedStandIn(ctx, home), home };
  }
  return null;
}

/**
 * A first password sign-in's new stand-in, stored at once by a manager of its own: the same
 * super admin signing in from two tabs at the same moment then makes one stand-in (the site's
 * unique address decides) and both sign in to it, where storing it with the session would fail
 * the later tab on the unique index.
 */
async function storedStandIn(ctx: AppContext, home: User): Promise<User> {
  const em = ctx.em.fork();
  standIn(em, em.getReference(OrganisationSchema, ctx.site.id), em.getReference(UserSchema, home.id), home);
  await onDuplicate(() => em.flush(), async () => undefined);
  return ctx.em.findOneOrFail(UserSchema, { organisation: ctx.site.id, emailNormalized: home.emailNormalized }, { filters: false, populate: ['labels'] });
}

/**
 * The stand-in an address a provider has verified signs in as on this site, when the site has no
 * account for it but a super admin of another site has the address (the oldest, if several do):
 * a super admin is one on every site, whichever way they sign in. Null for anyone else, who gets
 * an ordinary account. The caller stores it.
 */
export async function verifiedStandIn(ctx: AppContext, email: string): Promise<User | null> {
  const [home] = await superAdminsElsewhere(ctx, email, 1);
  if (!home) return null;
  assertMaySignIn(home.status);
  return standIn(ctx.em, ctx.org, home, home);
}

/** Whether a super admin of another site has the address: the site's own provider then creates nothing for it. */
export async function isSuperAdminElsewhere(ctx: AppContext, email: string): Promise<boolean> {
  return (await superAdminsElsewhere(ctx, email, 1)).length > 0;
}

/**
 * The home accounts a stand-in on this site may point at, oldest first: super admins of other
 * sites with the address, never a stand-in themselves. Unfiltered, as the tenant filter hides
 * every other site.
 */
function superAdminsElsewhere(ctx: AppContext, email: string, limit: number): Promise<User[]> {
  return ctx.em.find(
    UserSchema,
    { emailNormalized: normalizeEmail(email), roles: { $contains: [SUPER_ADMIN_ROLE] }, homeAccount: null, organisation: { $ne: ctx.site.id } },
    { filters: false, populate: ['passwordHash'], orderBy: { createdAt: 'asc', id: 'asc' }, limit },
  );
}

/** A new stand-in on the site for a super admin of another: no password of its own, the home account's name. */
function standIn(em: EntityManager, site: Organisation, homeRef: User, home: User): User {
  const user = buildUser(em, site, { email: home.email, firstName: home.firstName, lastName: home.lastName, passwordHash: null, status: 'active', roles: [SUPER_ADMIN_ROLE] });
  user.homeAccount = homeRef;
  return user;
}

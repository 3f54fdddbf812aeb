import type { EntityManager } from '@mikro-orm/postgresql';
import { isGuid } from '#shared/schemas/common.ts';
import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import type { AppContext } from '#server/trpc/context.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { AgreementAcceptanceSchema, AgreementSchema, AgreementVersionSchema, type Agreement, type AgreementType, type AgreementVersion } from '#server/entities/agreement.entity.ts';

/** An agreement with the version of it in force now: what a reader sees and what accepting it records. */
export interface PublishedAgreement {
  agreement: Agreement;
  version: AgreementVersion;
}

/** A new draft agreement of the organisation; the caller flushes. */
export function buildAgreement(em: EntityManager, input: { organisation: Organisation; type: AgreementType; name: string; text: string; validFrom?: string | null }): Agreement {
  return em.create(AgreementSchema, {
    organisation: input.organisation,
    type: input.type,
    name: input.name,
    text: input.text,
    validFrom: input.validFrom ?? null,
    // Set here too: the columns' defaults only apply once the row is inserted.
    status: 'draft',
    requireNewUserApproval: true,
    latestVersion: 0,
  });
}

/**
 * Publishes the working copy as the agreement's next version (spec 2 §4). The first version is
 * always to be accepted; later ones ask again only when the agreement says so. The caller flushes.
 */
export function publishAgreement(em: EntityManager, agreement: Agreement, now = new Date()): AgreementVersion {
  agreement.latestVersion += 1;
  agreement.status = 'published';
  return em.create(AgreementVersionSchema, {
    organisation: agreement.organisation,
    agreement,
    version: agreement.latestVersion,
    name: agreement.name,
    text: agreement.text,
    validFrom: agreement.validFrom,
    requiresNewApproval: agreement.latestVersion === 1 || agreement.requireNewUserApproval,
    publishedAt: now,
  });
}

/** Today as the YYYY-MM-DD that validFrom is compared with. */
function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The published agreement with this guid on the request's site, in the version in force now
 * (the latest whose validFrom has come), or null: unknown, another site's, a draft, or of
 * another type than asked for.
 */
export async function findPublishedAgreement(em: EntityManager, guid: string, type?: AgreementType, now = new Date()): Promise<PublishedAgreement | null> {
  if (!isGuid(guid)) return null;
  const agreement = await em.findOne(AgreementSchema, { id: guid, status: 'published', ...(type ? { type } : {}) });
  if (!agreement) return null;
  const version = await em.findOne(
    AgreementVersionSchema,
    { agreement, $or: [{ validFrom: null }, { validFrom: { $lte: today(now) } }] },
    { orderBy: { version: 'desc' } },
  );
  return version ? { agreement, version } : null;
}

/** The site's agreements of a type that have a version in force now: what a legal link may name. */
export async function agreementsInForce(em: EntityManager, type: AgreementType, now = new Date()): Promise<Agreement[]> {
  const published = await em.find(AgreementSchema, { type, status: 'published' }, { orderBy: { name: 'asc', id: 'asc' } });
  const inForce = await Promise.all(published.map((agreement) => findPublishedAgreement(em, agreement.id, type, now)));
  return inForce.filter((found): found is PublishedAgreement => found !== null).map((found) => found.agreement);
}

/** The agreements a signup on this site must accept, by legal link. */
export interface SignupAgreements {
  termsOfService: PublishedAgreement | null;
  privacyPolicy: PublishedAgreement | null;
}

/**
 * The legal links of type agreement (spec 3 §3, §5) and the published agreements they name.
 * A link that names none (left empty, a draft, a deleted or foreign agreement) asks nothing of
 * a signup: there is no text to accept, and refusing every signup until an admin notices
 * would lock the site. The settings screen warns the admin ("no valid agreement found",
 * spec 3 §8); the log says so meanwhile.
 */
export async function signupAgreements(ctx: AppContext, settings: Pick<OrganisationSettings, 'termsOfServiceLink' | 'privacyPolicyLink'>): Promise<SignupAgreements> {
  const required = async (link: OrganisationSettings['termsOfServiceLink'], type: AgreementType) => {
    if (link.type !== 'agreement') return null;
    const found = await findPublishedAgreement(ctx.em, link.value.trim(), type);
    if (!found) ctx.deps.logger.warn({ site: ctx.site.id, type, guid: link.value }, 'legal link names no published agreement; signup does not ask for it');
    return found;
  };
  return {
    termsOfService: await required(settings.termsOfServiceLink, 'terms-of-service'),
    privacyPolicy: await required(settings.privacyPolicyLink, 'privacy-policy'),
  };
}

/** Records that these users accepted this version of an agreement at `acceptedAt`; the caller flushes. */
export function recordAcceptances(em: EntityManager, users: User[], { agreement, version }: PublishedAgreement, acceptedAt: Date): void {
  for (const user of users) {
    em.create(AgreementAcceptanceSchema, { organisation: agreement.organisation, user, agreement, agreementVersion: version, acceptedAt });
  }
}

/** Every agreement of the site with a version in force now, by type and name. */
export async function publishedAgreements(em: EntityManager, now = new Date()): Promise<PublishedAgreement[]> {
  const published = await em.find(AgreementSchema, { status: 'published' }, { orderBy: { type: 'asc', name: 'asc', id: 'asc' } });
  const inForce = await Promise.all(published.map((agreement) => findPublishedAgreement(em, agreement.id, agreement.type, now)));
  return inForce.filter((found): found is PublishedAgreement => found !== null);
}

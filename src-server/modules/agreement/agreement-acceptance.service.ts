import { isSuperAdmin } from '#shared/permissions.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { settingsWithDefaults, type OrganisationSettings } from '#shared/schemas/organisation.ts';
import { onDuplicate } from '#server/db/unique-violation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext } from '#server/trpc/context.ts';
import type { User } from '#server/entities/user.entity.ts';
import { AgreementAcceptanceSchema, AgreementVersionSchema, type AgreementType } from '#server/entities/agreement.entity.ts';
import { findPublishedAgreement, type PublishedAgreement } from './agreement.service';

/**
 * Whether the user's acceptances cover the version in force: they accepted it, or a later one,
 * or any version since the last one that asked everyone again (requireNewUserApproval).
 */
export async function hasAcceptedInForce(em: EntityManager, user: User, { agreement, version }: PublishedAgreement): Promise<boolean> {
  const lastAsking = await em.findOne(
    AgreementVersionSchema,
    { agreement, requiresNewApproval: true, version: { $lte: version.version } },
    { orderBy: { version: 'desc' }, fields: ['version'] },
  );
  const since = lastAsking?.version ?? 1;
  return (await em.count(AgreementAcceptanceSchema, { user, agreement, agreementVersion: { version: { $gte: since } } })) > 0;
}

/** Records the user's acceptance of the version in force, once; the caller flushes. */
export async function recordAcceptance(em: EntityManager, user: User, { agreement, version }: PublishedAgreement, acceptedAt: Date): Promise<void> {
  const existing = await em.findOne(AgreementAcceptanceSchema, { user, agreementVersion: version });
  if (!existing) em.create(AgreementAcceptanceSchema, { organisation: agreement.organisation, user, agreement, agreementVersion: version, acceptedAt });
}

type LegalLink = OrganisationSettings['termsOfServiceLink'];

/** The agreement in force a legal link of type agreement names, or null (another link type, or nothing valid). */
export async function legalAgreement(em: EntityManager, link: LegalLink, type: AgreementType): Promise<PublishedAgreement | null> {
  return link.type === 'agreement' ? findPublishedAgreement(em, link.value.trim(), type) : null;
}

/**
 * The viewer's standing with the site's terms of service and privacy policy (spec 3 §3 User:
 * termsOfServiceForOrg, termsOfServiceAccepted, privacyPolicyForOrg, privacyPolicyAccepted).
 * Nothing to accept counts as accepted, so the client only asks when there is a text to show. A
 * super admin runs every site rather than joining it (on most as a stand-in), so is never asked.
 */
export async function viewerAgreementStanding(em: EntityManager, storedSettings: Readonly<Record<string, unknown>>, user: User) {
  const settings = settingsWithDefaults(storedSettings);
  const operator = isSuperAdmin(user);
  const standing = async (link: LegalLink, type: AgreementType) => {
    const published = await legalAgreement(em, link, type);
    return { guid: published?.agreement.id ?? null, accepted: !published || operator || (await hasAcceptedInForce(em, user, published)) };
  };
  const terms = await standing(settings.termsOfServiceLink, 'terms-of-service');
  const privacy = await standing(settings.privacyPolicyLink, 'privacy-policy');
  return { termsOfServiceForOrg: terms.guid, termsOfServiceAccepted: terms.accepted, privacyPolicyForOrg: privacy.guid, privacyPolicyAccepted: privacy.accepted };
}
export type ViewerAgreementStanding = Awaited<ReturnType<typeof viewerAgreementStanding>>;

/**
 * Accepting an agreement in force (spec 2 §5): only signed in (YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT)
 * and with the box ticked (AGREEMENT_NOT_ACCEPTED). The version accepted is the one shown now.
 */
export async function acceptAgreement(ctx: AppContext, guid: string, accepted: boolean, now = new Date()): Promise<PublishedAgreement> {
  if (!ctx.viewer) throw new AppError('YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT');
  if (!accepted) throw new AppError('AGREEMENT_NOT_ACCEPTED', { fieldErrors: { accepted: ['AGREEMENT_NOT_ACCEPTED'] } });
  const published = await findPublishedAgreement(ctx.em, guid, undefined, now);
  if (!published) throw new AppError('not-found');
  await recordAcceptance(ctx.em, ctx.viewer, published, now);
  // An identical accept at the same moment recorded it first: that is all this one asked for.
  await onDuplicate(() => ctx.em.flush(), async () => undefined);
  return published;
}

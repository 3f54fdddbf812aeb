import type { EntityManager } from '@mikro-orm/postgresql';
import { agreementDay, isValidFromAllowed, isVersionedAgreementType, type AgreementCreateInput, type AgreementUpdateInput } from '#shared/schemas/agreements.ts';
import type { AuditAction } from '#shared/audit-actions.ts';
import { isGuid } from '#shared/schemas/common.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AppContext, AuthedContext } from '#server/trpc/context.ts';
import { recordAudit, type AuditTarget } from '#server/modules/audit/audit.service.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { AgreementSchema, type Agreement } from '#server/entities/agreement.entity.ts';
import { buildAgreement, publishAgreement } from './agreement.service';

/** Every agreement of the site, drafts included, for the admin list (grouped by type on screen). */
export async function listAgreements(ctx: AppContext): Promise<Agreement[]> {
  return ctx.em.find(AgreementSchema, {}, { orderBy: { type: 'asc', name: 'asc', id: 'asc' } });
}

/** An agreement of this site with its working copy, or not-found. */
export async function agreementForAdmin(ctx: AppContext, guid: string): Promise<Agreement> {
  const agreement = isGuid(guid) ? await ctx.em.findOne(AgreementSchema, { id: guid }) : null;
  if (!agreement) throw new AppError('not-found');
  return agreement;
}

function assertValidFrom(validFrom: string, now: Date): void {
  if (!isValidFromAllowed(validFrom, now)) throw new AppError('VALID_FROM_IN_THE_PAST', { fieldErrors: { validFrom: ['VALID_FROM_IN_THE_PAST'] } });
}

/**
 * A new agreement (spec 2 §4): terms and privacy policies are drafts until published, valid from
 * today unless told a later day; campaign and organisation agreements carry no status (spec 2
 * §5) and are in force as saved.
 */
export async function createAgreement(ctx: AuthedContext, input: AgreementCreateInput, now = new Date()): Promise<Agreement> {
  const versioned = isVersionedAgreementType(input.type);
  const validFrom = versioned ? (input.validFrom ?? agreementDay(now)) : null;
  if (validFrom) assertValidFrom(validFrom, now);
  // One transaction for the agreement and its entry, which names its guid, made at the first flush.
  return ctx.em.transactional(async (em) => {
    const agreement = buildAgreement(em, { organisation: em.getReference(OrganisationSchema, ctx.site.id), type: input.type, name: input.name, text: input.text, validFrom });
    if (!versioned || input.publish) publishAgreement(em, agreement, now);
    await em.flush();
    recordAudit(ctx, 'agreement-created', targetOf(agreement), { type: agreement.type, status: agreement.status, version: agreement.latestVersion }, { em });
    return agreement;
  });
}

/** An agreement as the audit log names it: its guid, and its name as it was. */
function targetOf(agreement: Agreement): AuditTarget {
  return { id: agreement.id, name: agreement.name };
}

/**
 * The agreement, held until the transaction ends and read afresh once held: saves of one
 * agreement take turns, so each publishes the version after the one the save before it left.
 * Each had counted from the number it read, and saves from several tabs at once met the
 * (agreement, version) key as 500s. NO KEY UPDATE is the lock the save's update takes anyway;
 * it lets acceptances of the agreement go on meanwhile.
 */
async function lockAgreement(ctx: AuthedContext, em: EntityManager, guid: string): Promise<Agreement> {
  if (!isGuid(guid)) throw new AppError('not-found');
  await em.execute('select 1 from agreement where id = ? and organisation_id = ? for no key update', [guid, ctx.site.id]);
  const agreement = await em.findOne(AgreementSchema, { id: guid }, { refresh: true });
  if (!agreement) throw new AppError('not-found');
  return agreement;
}

/**
 * Saves an agreement (spec 2 §4): a published one cannot become a draft again and keeps its
 * validFrom; a draft's validFrom may not lie before today (minimum today), so none is published
 * as valid from a day already past; each published change is a new version, so earlier acceptances keep the text they
 * were given. requireNewUserApproval is the admin's choice only once published; before, the
 * first version always asks everyone.
 */
export async function updateAgreement(ctx: AuthedContext, input: AgreementUpdateInput, now = new Date()): Promise<Agreement> {
  return ctx.em.transactional(async (em) => {
    const agreement = await lockAgreement(ctx, em, input.guid);
    if (input.type && input.type !== agreement.type) throw new AppError('AGREEMENT_TYPE_LOCKED', { fieldErrors: { type: ['AGREEMENT_TYPE_LOCKED'] } });
    const versioned = isVersionedAgreementType(agreement.type);
    const published = agreement.status === 'published';
    if (versioned && published && !input.publish) throw new AppError('AGREEMENT_ALREADY_PUBLISHED');
    if (versioned && published && input.validFrom !== undefined && input.validFrom !== agreement.validFrom) {
      throw new AppError('VALID_FROM_LOCKED', { fieldErrors: { validFrom: ['VALID_FROM_LOCKED'] } });
    }
    if (versioned && !published) {
      // A draft's day is judged on every save, kept or changed, as the form judges it: a draft
      // left since a day now past is neither saved nor published until given today or later.
      const validFrom = input.validFrom ?? agreement.validFrom;
      if (validFrom) assertValidFrom(validFrom, now);
      agreement.validFrom = validFrom;
    }
    const before = { name: agreement.name, text: agreement.text, validFrom: agreement.validFrom, requireNewUserApproval: agreement.requireNewUserApproval };
    const changed = agreement.name !== input.name || agreement.text !== input.text;
    agreement.name = input.name;
    agreement.text = input.text;
    agreement.requireNewUserApproval = versioned && published ? input.requireNewUserApproval : true;
    const publishes = (!versioned || input.publish) && (!published || changed);
    if (publishes) publishAgreement(em, agreement, now);
    const changedFields = (Object.keys(before) as (keyof typeof before)[]).filter((key) => before[key] !== agreement[key]);
    recordAudit(
      ctx,
      auditActionOfSave(versioned, published, publishes),
      targetOf(agreement),
      { type: agreement.type, changed: changedFields, ...(publishes ? { version: agreement.latestVersion } : {}) },
      { em },
    );
    await em.flush();
    return agreement;
  });
}

/** Terms and privacy policies are drafted, then published as versions; the other kinds are in force as saved, so a save is an update. */
function auditActionOfSave(versioned: boolean, wasPublished: boolean, publishes: boolean): AuditAction {
  if (!versioned) return 'agreement-updated';
  if (publishes) return 'agreement-published';
  return wasPublished ? 'agreement-updated' : 'agreement-draft-saved';
}

/** Deletes an agreement; legal links and campaigns naming it then ask for nothing until pointed at another. */
export async function deleteAgreement(ctx: AuthedContext, guid: string): Promise<void> {
  const agreement = await agreementForAdmin(ctx, guid);
  recordAudit(ctx, 'agreement-deleted', targetOf(agreement), { type: agreement.type, status: agreement.status });
  await ctx.em.remove(agreement).flush();
}

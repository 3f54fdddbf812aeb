import { agreementDay, isValidFromAllowed, isVersionedAgreementType, type AgreementCreateInput, type AgreementUpdateInput } from '../../../src-shared/schemas/agreements';
import { isGuid } from '../../../src-shared/schemas/common';
import { AppError } from '../../errors/app-error';
import type { AppContext } from '../../trpc/context';
import { AgreementSchema, type Agreement } from './agreement.entity';
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
export async function createAgreement(ctx: AppContext, input: AgreementCreateInput, now = new Date()): Promise<Agreement> {
  const versioned = isVersionedAgreementType(input.type);
  const validFrom = versioned ? (input.validFrom ?? agreementDay(now)) : null;
  if (validFrom) assertValidFrom(validFrom, now);
  const agreement = buildAgreement(ctx.em, { organisation: ctx.org, type: input.type, name: input.name, text: input.text, validFrom });
  if (!versioned || input.publish) publishAgreement(ctx.em, agreement, now);
  await ctx.em.flush();
  return agreement;
}

/**
 * Saves an agreement (spec 2 §4): a published one cannot become a draft again and keeps its
 * validFrom; each published change is a new version, so earlier acceptances keep the text they
 * were given. requireNewUserApproval is the admin's choice only once published; before, the
 * first version always asks everyone.
 */
export async function updateAgreement(ctx: AppContext, input: AgreementUpdateInput, now = new Date()): Promise<Agreement> {
  const agreement = await agreementForAdmin(ctx, input.guid);
  if (input.type && input.type !== agreement.type) throw new AppError('AGREEMENT_TYPE_LOCKED', { fieldErrors: { type: ['AGREEMENT_TYPE_LOCKED'] } });
  const versioned = isVersionedAgreementType(agreement.type);
  const published = agreement.status === 'published';
  if (versioned && published && !input.publish) throw new AppError('AGREEMENT_ALREADY_PUBLISHED');
  if (versioned && input.validFrom !== undefined && input.validFrom !== agreement.validFrom) {
    if (published) throw new AppError('VALID_FROM_LOCKED', { fieldErrors: { validFrom: ['VALID_FROM_LOCKED'] } });
    assertValidFrom(input.validFrom, now);
    agreement.validFrom = input.validFrom;
  }
  const changed = agreement.name !== input.name || agreement.text !== input.text;
  agreement.name = input.name;
  agreement.text = input.text;
  agreement.requireNewUserApproval = versioned && published ? input.requireNewUserApproval : true;
  if ((!versioned || input.publish) && (!published || changed)) publishAgreement(ctx.em, agreement, now);
  await ctx.em.flush();
  return agreement;
}

/** Deletes an agreement; legal links and campaigns naming it then ask for nothing until pointed at another. */
export async function deleteAgreement(ctx: AppContext, guid: string): Promise<void> {
  const agreement = await agreementForAdmin(ctx, guid);
  await ctx.em.remove(agreement).flush();
}

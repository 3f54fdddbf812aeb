import type { EntityManager } from '@mikro-orm/postgresql';
import { AgreementSchema, type Agreement, type AgreementType } from '../../src-server/modules/agreement/agreement.entity';
import { buildAgreement, publishAgreement } from '../../src-server/modules/agreement/agreement.service';
import { OrganisationSchema, type Organisation } from '../../src-server/modules/organisation/organisation.entity';
import { testOrm } from '../support/test-orm';

export interface AgreementOverrides {
  type?: AgreementType;
  name?: string;
  text?: string;
  /** Published as version 1 unless false (then a draft). */
  published?: boolean;
}

/** An agreement of `organisation`: published terms of service unless told otherwise. */
export async function createAgreement(organisation: Organisation, overrides: AgreementOverrides = {}, em: EntityManager = testOrm().em.fork()): Promise<Agreement> {
  const agreement = buildAgreement(em, {
    organisation: em.getReference(OrganisationSchema, organisation.id),
    type: overrides.type ?? 'terms-of-service',
    name: overrides.name ?? 'Terms of service',
    text: overrides.text ?? 'Be kind.\n\n**Share** ideas, not secrets.',
  });
  if (overrides.published !== false) publishAgreement(em, agreement);
  await em.flush();
  return agreement;
}

/** Publishes the agreement's next version with a new text (and valid from a day, if given). */
export async function publishNewVersion(agreement: Agreement, text: string, validFrom: string | null = null, em: EntityManager = testOrm().em.fork()): Promise<void> {
  const managed = await em.findOneOrFail(AgreementSchema, { id: agreement.id }, { filters: false });
  managed.text = text;
  managed.validFrom = validFrom;
  publishAgreement(em, managed);
  await em.flush();
}

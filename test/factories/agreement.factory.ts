import type { EntityManager } from '@mikro-orm/postgresql';
import { AgreementSchema, type Agreement, type AgreementType } from '#server/entities/agreement.entity.ts';
import { buildAgreement, publishAgreement } from '#server/modules/agreement/agreement.service.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import { testOrm } from '../support/test-orm';
import { createOrganisation } from './organisation.factory';

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

/** The legal-link settings naming these values as agreements; a link left out keeps its default. */
export function agreementLinks(links: { terms?: string; privacy?: string }): Partial<OrganisationSettings> {
  return {
    ...(links.terms !== undefined ? { termsOfServiceLink: { type: 'agreement', value: links.terms } } : {}),
    ...(links.privacy !== undefined ? { privacyPolicyLink: { type: 'agreement', value: links.privacy } } : {}),
  };
}

/** Points a site's legal links at agreements made after the site, keeping its other settings. */
export async function linkAgreements(org: Organisation, links: { terms?: string; privacy?: string }): Promise<void> {
  await testOrm().em.fork().getConnection().execute('update organisation set settings = settings || ?::jsonb where id = ?', [JSON.stringify(agreementLinks(links)), org.id]);
}

/** A new site whose terms of service and privacy policy are published agreements, linked from its settings. */
export async function createSiteWithAgreements(): Promise<{ site: Organisation; terms: string; privacy: string }> {
  const site = await createOrganisation();
  const terms = (await createAgreement(site, { type: 'terms-of-service', name: 'Terms' })).id;
  const privacy = (await createAgreement(site, { type: 'privacy-policy', name: 'Privacy' })).id;
  await linkAgreements(site, { terms, privacy });
  return { site, terms, privacy };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldErrors } from '../../../src-shared/errors';
import type { SiteSettingsValues } from '../../../src-shared/schemas/site-settings';

type LegalLinks = Pick<SiteSettingsValues, 'termsOfServiceLink' | 'privacyPolicyLink'>;

/**
 * Legal links of type agreement that name no published agreement of this site (spec 3 §8 "no
 * valid agreement found"). Agreements are not stored yet on this branch, so no such link can
 * name a valid one.
 */
export async function invalidAgreementLinks(_em: EntityManager, links: LegalLinks): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const key of ['termsOfServiceLink', 'privacyPolicyLink'] as const) {
    if (links[key].type === 'agreement') errors[`${key}.value`] = ['NO_VALID_AGREEMENT_FOUND'];
  }
  return errors;
}

/** An agreement a legal link may name. */
export interface AgreementChoice {
  guid: string;
  name: string;
}

/** The published agreements the settings screen offers for each legal link (none until agreements are stored). */
export async function agreementChoices(_em: EntityManager): Promise<{ termsOfService: AgreementChoice[]; privacyPolicy: AgreementChoice[] }> {
  return { termsOfService: [], privacyPolicy: [] };
}

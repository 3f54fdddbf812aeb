import type { EntityManager } from '@mikro-orm/postgresql';
import type { FieldErrors } from '#shared/errors.ts';
import type { SiteSettingsValues } from '#shared/schemas/site-settings.ts';
import { agreementsInForce, findPublishedAgreement } from '#server/modules/agreement/agreement.service.ts';

type LegalLinks = Pick<SiteSettingsValues, 'termsOfServiceLink' | 'privacyPolicyLink'>;

const LINK_TYPES = { termsOfServiceLink: 'terms-of-service', privacyPolicyLink: 'privacy-policy' } as const;

/**
 * Legal links of type agreement that name no agreement of this site in force now, of the link's
 * own type (spec 3 §8 "no valid agreement found"): a draft, a deleted or another site's
 * agreement, or none at all. The em is tenant-scoped.
 */
export async function invalidAgreementLinks(em: EntityManager, links: LegalLinks): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const key of Object.keys(LINK_TYPES) as (keyof LegalLinks)[]) {
    const link = links[key];
    if (link.type === 'agreement' && !(await findPublishedAgreement(em, link.value, LINK_TYPES[key]))) errors[`${key}.value`] = ['NO_VALID_AGREEMENT_FOUND'];
  }
  return errors;
}

/** An agreement a legal link may name. */
export interface AgreementChoice {
  guid: string;
  name: string;
}

/** The agreements in force the settings screen offers for each legal link. */
export async function agreementChoices(em: EntityManager): Promise<{ termsOfService: AgreementChoice[]; privacyPolicy: AgreementChoice[] }> {
  const choices = async (type: (typeof LINK_TYPES)[keyof typeof LINK_TYPES]) => (await agreementsInForce(em, type)).map((agreement) => ({ guid: agreement.id, name: agreement.name }));
  return { termsOfService: await choices('terms-of-service'), privacyPolicy: await choices('privacy-policy') };
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { buildAgreement, publishAgreement, recordAcceptances } from '#server/modules/agreement/agreement.service.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';

/**
 * Publishes a demo site's terms of service and points its terms link at them, so that signing
 * up there asks for their acceptance. The members seeded with the site have accepted them, as
 * members who signed up would have: the acceptance check for existing users must let them be.
 */
export async function seedDemoTerms(em: EntityManager, org: Organisation, terms: { name: string; text: string }, members: User[]): Promise<void> {
  const agreement = buildAgreement(em, { organisation: org, type: 'terms-of-service', name: terms.name, text: terms.text });
  const version = publishAgreement(em, agreement);
  await em.flush();
  recordAcceptances(em, members, { agreement, version }, new Date());
  org.settings = { ...org.settings, termsOfServiceLink: { type: 'agreement', value: agreement.id } };
  await em.flush();
}

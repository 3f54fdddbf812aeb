import { faker } from '@faker-js/faker';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '#server/modules/auth/password.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { testOrm } from '../support/test-orm';
import { createOrganisation } from './organisation.factory';

/** Every factory user signs in with this password unless told otherwise. */
export const FACTORY_PASSWORD = 'factory-password-1';

let factoryHash: Promise<string> | undefined;

export interface UserOverrides {
  organisation?: Organisation;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  status?: User['status'];
  orgRole?: string;
  isOrgAdmin?: boolean;
  roles?: string[];
  extraFields?: Record<string, unknown>;
}

/** An active member of `organisation` (a new organisation when none is given). */
export async function createUser(overrides: UserOverrides = {}, em: EntityManager = testOrm().em.fork()): Promise<User> {
  const organisation = overrides.organisation ?? (await createOrganisation({}, em));
  const passwordHash = overrides.password
    ? await hashPassword(overrides.password)
    : await (factoryHash ??= hashPassword(FACTORY_PASSWORD));
  const firstName = overrides.firstName ?? faker.person.firstName();
  const lastName = overrides.lastName ?? faker.person.lastName();
  // A reference in this fork: the organisation may come from another EntityManager.
  const user = buildUser(em, em.getReference(OrganisationSchema, organisation.id), {
    email: overrides.email ?? faker.internet.email({ firstName, lastName, provider: `${faker.string.alphanumeric(8).toLowerCase()}.example.com` }),
    firstName,
    lastName,
    passwordHash,
    status: overrides.status ?? 'active',
    orgRole: overrides.orgRole,
    isOrgAdmin: overrides.isOrgAdmin,
    roles: overrides.roles,
    extraFields: overrides.extraFields,
  });
  await em.flush();
  return user;
}

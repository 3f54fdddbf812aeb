import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';

/**
 * The named people every authorization test speaks of. All belong to
 * `org` except `outsider`, who belongs to `otherOrg`. "Logged out" is callerFor(null, org).
 */
export interface Personas {
  org: Organisation;
  otherOrg: Organisation;
  superAdmin: User;
  orgAdmin: User;
  coach: User;
  participant: User;
  /** Signed up, not yet verified (status inactive). */
  inactiveUser: User;
  /** A user of another organisation. */
  outsider: User;
}

export async function createPersonas(): Promise<Personas> {
  const [org, otherOrg] = await Promise.all([createOrganisation(), createOrganisation()]);
  const [superAdmin, orgAdmin, coach, participant, inactiveUser, outsider] = await Promise.all([
    createUser({ organisation: org, roles: [SUPER_ADMIN_ROLE], firstName: 'Super', lastName: 'Admin' }),
    createUser({ organisation: org, isOrgAdmin: true, firstName: 'Org', lastName: 'Admin' }),
    createUser({ organisation: org, firstName: 'Campaign', lastName: 'Coach' }),
    createUser({ organisation: org, firstName: 'Pat', lastName: 'Participant' }),
    createUser({ organisation: org, status: 'inactive', firstName: 'Ina', lastName: 'Inactive' }),
    createUser({ organisation: otherOrg, isOrgAdmin: true, firstName: 'Otto', lastName: 'Outsider' }),
  ]);
  return { org, otherOrg, superAdmin, orgAdmin, coach, participant, inactiveUser, outsider };
}

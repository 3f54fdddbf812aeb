import { p } from '@mikro-orm/core';
import { v7 as uuidv7 } from 'uuid';

/**
 * Columns every entity has. Spread into each defineEntity's properties (rather than an
 * abstract parent) so the inferred entity types include them.
 */
export function baseProperties() {
  return {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  };
}

/** The MikroORM filter name and condition that scope tenant-owned rows to one organisation. */
export const TENANT_FILTER = 'tenant';
export interface TenantFilterArgs {
  organisationId: string;
}

export function tenantFilter() {
  return {
    [TENANT_FILTER]: {
      name: TENANT_FILTER,
      cond: (args: TenantFilterArgs) => ({ organisation: args.organisationId }),
      default: true,
    },
  };
}

import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122052444 } from './Migration20261122052444';
import { Migration20261122054136 } from './Migration20261122054136';
import { Migration20261122061942 } from './Migration20261122061942';
import { Migration20261122062329 } from './Migration20261122062329';
import { Migration20261122073149 } from './Migration20261122073149';
import { Migration20261122083622 } from './Migration20261122083622';
import { Migration20261122085016 } from './Migration20261122085016';
import { Migration20261122094800 } from './Migration20261122094800';
import { Migration20261122105244 } from './Migration20261122105244';
import { Migration20261122130202 } from './Migration20261122130202';
import { Migration20261124100000 } from './Migration20261124100000';
import { Migration20261124110000 } from './Migration20261124110000';
import { Migration20261125040000 } from './Migration20261125040000';
import { Migration20261126011414 } from './Migration20261126011414';
import { Migration20261126022940 } from './Migration20261126022940';
import { Migration20261126032727 } from './Migration20261126032727';
import { Migration20261126033155 } from './Migration20261126033155';
import { Migration20261126065023 } from './Migration20261126065023';
import { Migration20261126065408 } from './Migration20261126065408';
import { Migration20261126075604 } from './Migration20261126075604';
import { Migration20261126131610 } from './Migration20261126131610';
import { Migration20261126133000 } from './Migration20261126133000';
import { Migration20261128120000 } from './Migration20261128120000';
import { Migration20261128130000 } from './Migration20261128130000';
import { Migration20261129060000 } from './Migration20261129060000';
import { Migration20261129080000 } from './Migration20261129080000';
import { Migration20261129081000 } from './Migration20261129081000';
import { Migration20261129082000 } from './Migration20261129082000';
import { Migration20261129082500 } from './Migration20261129082500';
import { Migration20261129083000 } from './Migration20261129083000';
import { Migration20261129084000 } from './Migration20261129084000';
import { Migration20261129085000 } from './Migration20261129085000';
import { Migration20261129090000 } from './Migration20261129090000';
import { Migration20261129120000 } from './Migration20261129120000';
import { Migration20261129130000 } from './Migration20261129130000';

/**
 * Every migration in order. Registered explicitly so they load the same way under tsx,
 * Vitest and a build (MikroORM's folder discovery assumes ts-node). Landed migrations are never edited.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122052444', class: Migration20261122052444 },
  { name: 'Migration20261122054136', class: Migration20261122054136 },
  { name: 'Migration20261122061942', class: Migration20261122061942 },
  { name: 'Migration20261122062329', class: Migration20261122062329 },
  { name: 'Migration20261122073149', class: Migration20261122073149 },
  { name: 'Migration20261122083622', class: Migration20261122083622 },
  { name: 'Migration20261122085016', class: Migration20261122085016 },
  { name: 'Migration20261122094800', class: Migration20261122094800 },
  { name: 'Migration20261122105244', class: Migration20261122105244 },
  { name: 'Migration20261122130202', class: Migration20261122130202 },
  { name: 'Migration20261124100000', class: Migration20261124100000 },
  { name: 'Migration20261124110000', class: Migration20261124110000 },
  { name: 'Migration20261125040000', class: Migration20261125040000 },
  { name: 'Migration20261126011414', class: Migration20261126011414 },
  { name: 'Migration20261126022940', class: Migration20261126022940 },
  { name: 'Migration20261126032727', class: Migration20261126032727 },
  { name: 'Migration20261126033155', class: Migration20261126033155 },
  { name: 'Migration20261126065023', class: Migration20261126065023 },
  { name: 'Migration20261126065408', class: Migration20261126065408 },
  { name: 'Migration20261126075604', class: Migration20261126075604 },
  { name: 'Migration20261126131610', class: Migration20261126131610 },
  { name: 'Migration20261126133000', class: Migration20261126133000 },
  { name: 'Migration20261128120000', class: Migration20261128120000 },
  { name: 'Migration20261128130000', class: Migration20261128130000 },
  { name: 'Migration20261129060000', class: Migration20261129060000 },
  { name: 'Migration20261129080000', class: Migration20261129080000 },
  { name: 'Migration20261129081000', class: Migration20261129081000 },
  { name: 'Migration20261129082000', class: Migration20261129082000 },
  { name: 'Migration20261129082500', class: Migration20261129082500 },
  { name: 'Migration20261129083000', class: Migration20261129083000 },
  { name: 'Migration20261129084000', class: Migration20261129084000 },
  { name: 'Migration20261129085000', class: Migration20261129085000 },
  { name: 'Migration20261129090000', class: Migration20261129090000 },
  { name: 'Migration20261129120000', class: Migration20261129120000 },
  { name: 'Migration20261129130000', class: Migration20261129130000 },
];

import { wrap, type Collection, type EntityDictionary, type EntitySchema, type Primary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A row a raw statement loaded (to_jsonb of the table's row), mapped into the EntityManager as a
 * find would leave it: an entity the request already holds is handed back as it is, with any
 * change not yet flushed, instead of being overwritten by the row (which em.map alone does).
 */
export function mapLoaded<T extends { id: string }>(em: EntityManager, schema: EntitySchema<T>, row: Record<string, unknown>): T {
  const held = em.getUnitOfWork().getById<T>(schema.meta.className, row.id as Primary<T>);
  if (held && wrap(held).isInitialized()) return held;
  return em.map(schema, row as EntityDictionary<T>);
}

/** Fills a loaded entity's collection from loaded rows, unless the request already holds it loaded (and perhaps changed). */
export function hydrateLoaded<T extends object>(collection: Collection<T>, items: T[]): void {
  if (!collection.isInitialized()) collection.hydrate(items);
}

import { wrap, type Collection } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Many-to-many changes where a repeat means the same thing ("add this tag" twice). MikroORM's
 * flush inserts a collection's pivot rows plainly, so two identical requests at the same moment
 * both insert one pair and the later fails on the pivot's primary key, a 500 (issue 22). These
 * write the pivot with ON CONFLICT DO NOTHING at once, then read the collection back, so it
 * holds what the database now holds, a racing request's rows included.
 */

interface Keyed {
  id: string;
}

function pivotOf<T extends Keyed>(collection: Collection<T>) {
  const prop = collection.property;
  // The inverse side's join columns name the other table: writing from it would swap them.
  if (!prop.owner) throw new Error(`${prop.name} is the inverse side of its many-to-many; change it from the owning side`);
  return { table: prop.pivotTable, ownerColumn: prop.joinColumns[0]!, itemColumn: prop.inverseJoinColumns[0]!, ownerId: wrap(collection.owner, true).getPrimaryKey() };
}

/** Ordered by id, so racing writers lock the pivot's rows in one order and cannot deadlock. */
function idsOf(items: Keyed[]): string[] {
  return [...new Set(items.map((item) => item.id))].sort();
}

async function insertPairs(em: EntityManager, table: string, columns: [string, string], ownerId: unknown, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await em.execute(
    `insert into ${table} (${columns.join(', ')}) values ${itemIds.map(() => '(?, ?)').join(', ')} on conflict do nothing`,
    itemIds.flatMap((id) => [ownerId, id]),
  );
}

/** Holds the collection's owner row until the transaction ends: writers of one owner's list take turns. */
async function lockOwner<T extends Keyed>(em: EntityManager, collection: Collection<T>): Promise<void> {
  const owner = wrap(collection.owner, true);
  await em.execute(`select 1 from ${owner.__meta.tableName} where id = ? for no key update`, [owner.getPrimaryKey()]);
}

/**
 * Before a save that replaces a whole list (`collection.set`) as part of a bigger change, inside
 * its transaction and before the owner's other fields change: locks the owner and reads the list
 * afresh. Two such saves then take turns, and the later one's flush works from the rows the
 * earlier committed; from what it had read before, it would insert pairs that are already there
 * and fail on the pivot key (issue 22).
 */
export async function lockForListSave<T extends Keyed>(em: EntityManager, collection: Collection<T>): Promise<void> {
  await lockOwner(em, collection);
  // Read through the transaction's manager: a lock waiter holds a pooled connection, so a read
  // on another one could wait on the pool behind the very saves queued on this lock. (The owner
  // is an untyped object to a collection, so the hint's type cannot name the property.)
  await em.populate(collection.owner, [collection.property.name as never], { refresh: true });
}

/** Adds the items to a loaded collection; ones already there (or added by a racing request) stay once. */
export async function addToCollection<T extends Keyed>(em: EntityManager, collection: Collection<T>, items: T[]): Promise<void> {
  const { table, ownerColumn, itemColumn, ownerId } = pivotOf(collection);
  await insertPairs(em, table, [ownerColumn, itemColumn], ownerId, idsOf(items));
  await collection.init();
}

/**
 * Adds one item unless the collection holds `max` others already; false when it was full. The
 * owner's row is locked while counting, so different items added at the same moment are counted
 * one after the other and cannot pass the cap together (each would have counted the rows before).
 */
export async function addToCollectionWithin<T extends Keyed>(em: EntityManager, collection: Collection<T>, item: T, max: number): Promise<boolean> {
  const { table, ownerColumn, itemColumn, ownerId } = pivotOf(collection);
  const added = await em.transactional(async (tx) => {
    await lockOwner(tx, collection);
    const [row] = await tx.execute<{ others: number }[]>(`select count(*)::int as others from ${table} where ${ownerColumn} = ? and ${itemColumn} <> ?`, [ownerId, item.id]);
    if ((row?.others ?? 0) >= max) return false;
    await insertPairs(tx, table, [ownerColumn, itemColumn], ownerId, [item.id]);
    return true;
  });
  await collection.init();
  return added;
}

/** Makes the collection exactly these items, in one transaction: the others' rows go, the missing ones come. */
export async function setCollection<T extends Keyed>(em: EntityManager, collection: Collection<T>, items: T[]): Promise<void> {
  const { table, ownerColumn, itemColumn, ownerId } = pivotOf(collection);
  const keep = idsOf(items);
  await em.transactional(async (tx) => {
    const others = keep.length > 0 ? ` and ${itemColumn} not in (${keep.map(() => '?').join(', ')})` : '';
    await tx.execute(`delete from ${table} where ${ownerColumn} = ?${others}`, [ownerId, ...keep]);
    await insertPairs(tx, table, [ownerColumn, itemColumn], ownerId, keep);
  });
  await collection.init();
}

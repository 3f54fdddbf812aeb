import type { EntityManager } from '@mikro-orm/postgresql';

/** One column of an export's order, with the PostgreSQL type its cursor value is read back as. */
export interface KeysetKey {
  sql: string;
  type: 'int' | 'text' | 'timestamptz' | 'uuid';
}

/** A total order (its last key unique) with one direction for every key, so a row comparison continues it. */
export interface KeysetOrder {
  keys: readonly KeysetKey[];
  direction: 'asc' | 'desc';
}

export interface KeysetQuery {
  select: string;
  from: string;
  where: string;
  params: readonly unknown[];
}

/**
 * An export's rows a batch at a time, each batch one statement that continues after the last
 * row of the one before (`(keys) > (last row's keys)`) by an index of the order. Memory holds
 * one batch whatever the total, the first rows go out at once, and no statement skips rows
 * (an offset re-reads them all). Ideas added while it runs appear if they sort after the cursor.
 */
export async function* keysetBatches<Row extends object>(em: EntityManager, query: KeysetQuery, order: KeysetOrder, batchSize: number): AsyncGenerator<Row[]> {
  const keys = order.keys.map((key) => key.sql).join(', ');
  // Cursor values travel as PostgreSQL's own text: a JavaScript Date would drop a timestamp's microseconds.
  const cursorColumns = order.keys.map((key, index) => `(${key.sql})::text as keyset_${index}`).join(', ');
  const orderBy = order.keys.map((key) => `${key.sql} ${order.direction}`).join(', ');
  const after = `(${keys}) ${order.direction === 'asc' ? '>' : '<'} (${order.keys.map((key) => `?::${key.type}`).join(', ')})`;
  let cursor: string[] | null = null;
  for (;;) {
    const rows: (Row & Record<string, unknown>)[] = await em
      .getConnection()
      .execute(`select ${query.select}, ${cursorColumns} from ${query.from} where ${query.where}${cursor ? ` and ${after}` : ''} order by ${orderBy} limit ?`, [
        ...query.params,
        ...(cursor ?? []),
        batchSize,
      ]);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = order.keys.map((_, index) => String(last[`keyset_${index}`]));
  }
}

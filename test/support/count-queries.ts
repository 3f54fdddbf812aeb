import type { MikroORM } from '@mikro-orm/postgresql';

export interface QueryCount<T> {
  result: T;
  count: number;
  statements: string[];
}

/**
 * Runs `work` and counts the SQL statements it sends, so a test can pin a procedure's query
 * budget and an N+1 regression fails loudly.
 */
export async function countQueries<T>(orm: MikroORM, work: () => Promise<T>): Promise<QueryCount<T>> {
  const knex = orm.em.getConnection().getKnex();
  const statements: string[] = [];
  const listener = (query: { sql: string }) => statements.push(query.sql);
  knex.on('query', listener);
  try {
    const result = await work();
    return { result, count: statements.length, statements };
  } finally {
    knex.removeListener('query', listener);
  }
}

import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from 'knex';

/** Each statement text's name, so the text is hashed once per process. Texts are the code's own, a bounded set. */
const names = new Map<string, string>();

function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `s${createHash('sha1').update(sql).digest('base64url')}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * A raw statement of the hot read paths (`?` placeholders, scalar values), run as a named
 * prepared statement: each pooled connection parses and plans a text once and reuses it, where a
 * plain query is parsed and planned on every request — a third of a list statement's time in
 * PostgreSQL (npm run bench). Only for texts the code builds from a bounded set of shapes; values
 * always go as parameters. Runs in the EntityManager's transaction, if it has one.
 */
export async function executePrepared<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  let query = em
    .getConnection()
    .getKnex()
    .raw(sql, params as Knex.RawBinding[])
    .options({ name: statementName(sql) });
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (transaction) query = query.transacting(transaction);
  const result: { rows: T[] } = await query;
  return result.rows;
}

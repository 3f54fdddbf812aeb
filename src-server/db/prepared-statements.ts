import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Knex } from 'knex';
import type pg from 'pg';

/** A statement text as node-postgres takes it: `$n` placeholders, and the name it is prepared under. */
interface NativeStatement {
  name: string;
  text: string;
}

/** Each text's native form and name, worked out once per process. Texts are the code's own, a bounded set. */
const natives = new Map<string, NativeStatement>();

function nativeStatement(knex: Knex, sql: string, params: readonly unknown[]): NativeStatement {
  let native = natives.get(sql);
  if (!native) {
    // knex turns `?` into `$n` (and `\?` into `?`) as its raw statements do; an array value would
    // change the text (knex spreads it into several placeholders), which a cached text cannot follow.
    if (params.some(Array.isArray)) throw new Error('executePrepared takes scalar values only');
    native = { name: `s${createHash('sha1').update(sql).digest('base64url')}`, text: knex.raw(sql, params as Knex.RawBinding[]).toSQL().toNative().sql };
    natives.set(sql, native);
  }
  return native;
}

/**
 * A raw statement of the hot read paths (`?` placeholders, scalar values), run as a named
 * prepared statement: each pooled connection parses and plans a text once and reuses it, where a
 * plain query is parsed and planned on every request — a third of a list statement's time in
 * PostgreSQL (npm run bench). Only for texts the code builds from a bounded set of shapes; values
 * always go as parameters. Runs in the EntityManager's transaction, if it has one.
 *
 * Outside a transaction it goes straight to a pooled connection of knex's pool: knex's query
 * pipeline (builder, text formatting, runner) cost about a third of the statement's CPU in this
 * process. Query listeners (countQueries, the bench) still hear it, as knex's own `query` event.
 */
export async function executePrepared<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  const knex = em.getConnection().getKnex();
  const { name, text } = nativeStatement(knex, sql, params);
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (transaction) {
    const result: { rows: T[] } = await knex.raw(sql, params as Knex.RawBinding[]).options({ name }).transacting(transaction);
    return result.rows;
  }
  const client = knex.client as Knex.Client;
  const connection = (await client.acquireConnection()) as pg.Client;
  try {
    client.emit('query', { method: 'raw', sql: text, bindings: params, options: { name } });
    const result = await connection.query<T & pg.QueryResultRow>({ name, text, values: params as unknown[] });
    return result.rows;
  } finally {
    await client.releaseConnection(connection);
  }
}

import { createHash } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Logger } from 'pino';

export interface ListQuery {
  slug: string;
  sort?: string;
  search?: string;
  page: number;
}

/** A statement as our request sent it: its text, its values, and whether as a named prepared statement. */
export interface CapturedStatement {
  sql: string;
  params: unknown[];
  prepared: boolean;
}

export interface BareStatements {
  /**
   * What our list request runs before the list itself (site from the Host, session and viewer,
   * campaign and membership), as our request sent it for the bench viewer.
   */
  listPreamble: CapturedStatement[];
  /** The list statement for a query, from the same builder the service uses. */
  listStatement(query: ListQuery): CapturedStatement;
  /** Every statement of our idea view for the bench idea and viewer, as our request sent them. */
  viewStatements: CapturedStatement[];
}

/** Runs a statement as ours ran it; a prepared one is named by its text, as ours are. */
function run(pool: pg.Pool, statement: CapturedStatement) {
  const name = statement.prepared ? `b${createHash('sha1').update(statement.sql).digest('base64url')}` : undefined;
  return pool.query({ text: statement.sql, values: statement.params, name });
}

/**
 * The practical limit: a bare Fastify route on a node-postgres pool of the same size, running the
 * same SQL text as our request does, one statement after another and each sent the same way
 * (prepared or not), answering the rows as JSON. No ORM, no tRPC, no validation, no presenters.
 */
export async function buildBareApp(pool: pg.Pool, statements: BareStatements, logger: Logger): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });

  app.get<{ Params: { slug: string }; Querystring: { sort?: string; search?: string; page?: string } }>('/bare/campaigns/:slug/ideas', async (request) => {
    for (const statement of statements.listPreamble) await run(pool, statement);
    const { sort, search, page } = request.query;
    const list = statements.listStatement({ slug: request.params.slug, sort, search, page: Number(page ?? 1) });
    const listed = await run(pool, list);
    return { total: (listed.rows[0] as { total?: number } | undefined)?.total ?? 0, ideas: listed.rows };
  });

  app.get('/bare/ideas/:guid', async () => {
    const results: unknown[][] = [];
    for (const statement of statements.viewStatements) results.push((await run(pool, statement)).rows);
    return { results };
  });

  await app.ready();
  return app;
}

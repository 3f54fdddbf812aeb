import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Logger } from 'pino';

export interface ListQuery {
  slug: string;
  sort?: string;
  search?: string;
  page: number;
}

export interface BareStatements {
  /**
   * What our list request runs before the list itself (site from the Host, session and viewer,
   * campaign and membership), as the ORM sent it for the bench viewer.
   */
  listPreamble: string[];
  /** The list statement for a query, from the same builder the service uses. */
  listStatement(query: ListQuery): { sql: string; params: unknown[] };
  /** Every statement of our idea view for the bench idea and viewer, as the ORM sent them. */
  viewStatements: string[];
}

/**
 * The practical limit: a bare Fastify route on a node-postgres pool of the same size, running the
 * same SQL text as our request does, one statement after another as the ORM runs them, and
 * answering the rows as JSON. No ORM, no tRPC, no validation, no presenters.
 */
export async function buildBareApp(pool: pg.Pool, statements: BareStatements, logger: Logger): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });

  app.get<{ Params: { slug: string }; Querystring: { sort?: string; search?: string; page?: string } }>('/bare/campaigns/:slug/ideas', async (request) => {
    for (const sql of statements.listPreamble) await pool.query(sql);
    const { sort, search, page } = request.query;
    const list = statements.listStatement({ slug: request.params.slug, sort, search, page: Number(page ?? 1) });
    const listed = await pool.query<{ total: number }>(list.sql, list.params);
    return { total: listed.rows[0]?.total ?? 0, ideas: listed.rows };
  });

  app.get('/bare/ideas/:guid', async () => {
    const results: unknown[][] = [];
    for (const sql of statements.viewStatements) results.push((await pool.query(sql)).rows);
    return { results };
  });

  await app.ready();
  return app;
}

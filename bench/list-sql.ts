import { campaignIdeasQuery } from '#server/modules/idea/idea-list.service.ts';
import { IDEA_PAGE_SIZE, effectiveIdeaSort, searchTerms } from '#shared/schemas/idea-list.ts';
import type { CapturedStatement, ListQuery } from './bare-app';
import type { BenchFixture } from './seed';

/** The service's own builder, with the arguments campaignIdeas derives for the bench viewer (a coach of the running bench campaign). */
function builtListQuery(query: ListQuery, fixture: BenchFixture) {
  const terms = searchTerms(query.search);
  return campaignIdeasQuery({
    campaignId: fixture.campaignId,
    coach: true,
    sort: effectiveIdeaSort(query.sort, { open: true, coach: true, searching: terms.length > 0 }),
    terms,
    limit: IDEA_PAGE_SIZE,
    offset: (query.page - 1) * IDEA_PAGE_SIZE,
  });
}

/** `?` placeholders numbered for node-postgres, as knex sends them. */
function numbered(sql: string): string {
  let placeholder = 0;
  return sql.replace(/\?/g, () => `$${++placeholder}`);
}

/** The list statement our service runs for `query`, as it sends it: numbered, prepared. */
export function listStatementFor(query: ListQuery, fixture: BenchFixture): CapturedStatement {
  const built = builtListQuery(query, fixture);
  return { sql: numbered(built.sql), params: built.params, prepared: true };
}

/**
 * Splits what one list request of ours sent into the statements before the list (site, session,
 * campaign, membership) and the list itself, found as the builder's statement with its values.
 * A capture without that statement means the bare handler would not run the same SQL: the
 * caller reports it.
 */
export function splitListCapture(
  statements: CapturedStatement[],
  query: ListQuery,
  fixture: BenchFixture,
): { preamble: CapturedStatement[]; warning?: string } {
  const expected = listStatementFor(query, fixture);
  const index = statements.findIndex(
    (statement) => numbered(statement.sql) === expected.sql && JSON.stringify(statement.params) === JSON.stringify(expected.params) && statement.prepared,
  );
  if (index === -1) return { preamble: statements.slice(0, -1), warning: 'the list statement our request sent differs from the builder’s; bare runs the builder’s' };
  return { preamble: statements.filter((_, position) => position !== index) };
}

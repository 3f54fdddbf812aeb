import { campaignIdeasQuery } from '../src-server/modules/idea/idea-list.service';
import { IDEA_PAGE_SIZE, effectiveIdeaSort, searchTerms } from '../src-shared/schemas/idea-list';
import type { ListQuery } from './bare-app';
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

/** The list statement our service runs for `query`, with `?` numbered for node-postgres. */
export function listStatementFor(query: ListQuery, fixture: BenchFixture): { sql: string; params: unknown[] } {
  const built = builtListQuery(query, fixture);
  let placeholder = 0;
  return { sql: built.sql.replace(/\?/g, () => `$${++placeholder}`), params: built.params };
}

/**
 * Splits what one list request of ours sent into the statements before the list (site, session,
 * campaign, membership) and the list itself, found as the builder's statement with its values
 * written in the way the ORM writes them (`format`). A capture without that statement means
 * the bare handler would not run the same SQL: the caller reports it.
 */
export function splitListCapture(
  statements: string[],
  query: ListQuery,
  fixture: BenchFixture,
  format: (sql: string, params: unknown[]) => string,
): { preamble: string[]; warning?: string } {
  const built = builtListQuery(query, fixture);
  const expected = format(built.sql, built.params);
  const index = statements.indexOf(expected);
  if (index === -1) return { preamble: statements.slice(0, -1), warning: 'the list statement our request sent differs from the builder’s; bare runs the builder’s' };
  return { preamble: statements.filter((_, position) => position !== index) };
}

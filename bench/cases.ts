import type { BenchFixture } from './seed';

export const TARGETS = ['trpc', 'facade', 'bare'] as const;
export type Target = (typeof TARGETS)[number];

/** One measured route: a page of the campaign idea list in one order, or the idea view. */
export interface BenchCase {
  name: string;
  kind: 'list' | 'view';
  sort?: string;
  search?: string;
}

export const LEGACY_BASE = '/legacy';

export function benchCases(fixture: BenchFixture): BenchCase[] {
  const sorts = ['trending', 'popular', 'new', 'rating', 'feedback', 'winnerIdeas'];
  return [
    ...sorts.map((sort): BenchCase => ({ name: `list ${sort}`, kind: 'list', sort })),
    { name: `list custom "${fixture.searchTerm}"`, kind: 'list', sort: 'custom', search: fixture.searchTerm },
    { name: 'idea view', kind: 'view' },
  ];
}

function query(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, value);
  return params.toString();
}

/** A tRPC GET as the browser's httpBatchLink sends it (a batch of one, superjson-wrapped). */
function trpcPath(procedure: string, input: unknown): string {
  return `/trpc/${procedure}?${query({ batch: '1', input: JSON.stringify({ 0: { json: input } }) })}`;
}

/** The path each target serves a case on; all three run the same statements against the same rows. */
export function casePath(target: Target, benchCase: BenchCase, fixture: BenchFixture): string {
  if (benchCase.kind === 'view') {
    if (target === 'trpc') return trpcPath('idea.byGuid', { guid: fixture.viewGuid });
    if (target === 'facade') return `${LEGACY_BASE}/api/ideas/${fixture.viewGuid}`;
    return `/bare/ideas/${fixture.viewGuid}`;
  }
  if (target === 'trpc') return trpcPath('idea.byCampaign', { slug: fixture.slug, sort: benchCase.sort, search: benchCase.search, page: 1 });
  if (target === 'facade') {
    // The coach list (?orderby&page) has no free text; the legacy visitor list searches (filter).
    if (benchCase.search !== undefined) {
      return `${LEGACY_BASE}/guest/ideas?${query({ campaignGuid: fixture.campaignId, sortBy: benchCase.sort, filter: benchCase.search, count: '10', offset: '0' })}`;
    }
    return `${LEGACY_BASE}/coach/campaigns/${fixture.slug}?${query({ orderby: benchCase.sort, page: '1' })}`;
  }
  return `/bare/campaigns/${fixture.slug}/ideas?${query({ sort: benchCase.sort, search: benchCase.search, page: '1' })}`;
}

/** A procedure that runs no SQL of its own: what it sends is the request scope's (site, session). */
export const SCOPE_PROBE_PATH = `/trpc/idea.statuses?${query({ batch: '1', input: '{}' })}`;

/** The viewer's credentials as each kind of client sends them: the browser's cookie, a legacy JWT. */
export function caseHeaders(target: Target, fixture: BenchFixture): Record<string, string> {
  const headers: Record<string, string> = { host: fixture.host, accept: 'application/json' };
  if (target === 'facade') headers.authorization = `Bearer ${fixture.bearerJwt}`;
  else headers.cookie = `__Host-session=${fixture.sessionToken}`;
  return headers;
}

/**
 * The legacy list parameters of spec 1 §7 and spec 2 §7 (`page`, `pagesize`, `order`, `random`)
 * over a procedure that pages newest-first by offset and count. `count` is the page size as
 * `pagesize` is, and `count=all` (spec 2 §7 files and pages, spec 3 §7 a profile's ideas) the
 * whole list, up to the route's largest page. `order=asc` reads the same order backwards: the
 * page mirrored from the end, reversed. `random` shuffles the page it answers.
 */
export interface LegacyListQuery {
  page?: string;
  pagesize?: string;
  count?: string;
  offset?: string;
  order?: string;
  random?: string;
}

export interface ListWindow {
  offset: number;
  count: number;
}

interface Page<T> {
  items: T[];
  total: number;
}

function positiveInteger(value: string | undefined, fallback: number, max: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, max) : fallback;
}

/** Answers one page as the legacy query asks, through `read(window)` (one call, two for order=asc). */
export async function legacyListPage<T>(query: LegacyListQuery, limits: { defaultSize: number; maxSize: number }, read: (window: ListWindow) => Promise<Page<T>>): Promise<Page<T>> {
  const asked = query.pagesize ?? query.count;
  const size = isAll(asked) ? limits.maxSize : positiveInteger(asked, limits.defaultSize, limits.maxSize);
  const offset = query.offset !== undefined && Number.isInteger(Number(query.offset)) && Number(query.offset) >= 0 ? Number(query.offset) : (positiveInteger(query.page, 1, 100_000) - 1) * size;
  let page: Page<T>;
  if (query.order?.toLowerCase() === 'asc') {
    const { total } = await read({ offset: 0, count: 1 });
    const end = Math.max(0, total - offset);
    const start = Math.max(0, end - size);
    page = end === 0 ? { items: [], total } : await read({ offset: start, count: end - start });
    page = { items: [...page.items].reverse(), total: page.total };
  } else {
    page = await read({ offset, count: size });
  }
  return isTrue(query.random) ? { items: shuffled(page.items), total: page.total } : page;
}

/** `count=all`; a repeated parameter (an array at run time, whatever the type says) is no size. */
export function isAll(value: unknown): boolean {
  return typeof value === 'string' && value.toLowerCase() === 'all';
}

function isTrue(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

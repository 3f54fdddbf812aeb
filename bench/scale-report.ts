import type { Measurement } from './load';

/** One size's run of `npm run bench`, as run.ts writes it to BENCH_RESULTS. */
export interface SizeRun {
  ideas: number;
  users: number;
  seedSeconds: number;
  /** Load average (1 min) before the seed and after the last measurement. */
  loadBefore: number;
  loadAfter: number;
  results: { name: string; trpc: Measurement; facade: Measurement | null; bare: Measurement }[];
}

/** Issue 37's budget: every read within 2× from the small size to the large one. */
export const SCALE_BUDGET = 2;

const NA = 'n/a';
const fixed = (value: number | undefined, digits: number) => (value === undefined || !Number.isFinite(value) ? NA : value.toFixed(digits));
const times = (small: number | undefined, large: number | undefined) =>
  small === undefined || large === undefined || !(small > 0) || !Number.isFinite(large) ? NA : `${(large / small).toFixed(2)}×`;

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * The two sizes side by side, per route, each with the large size's multiple of the small one's:
 * our server's CPU per request (tRPC, façade: the figure that hardly moves with the machine's
 * other work), the bare route's wall time per request at 50 clients (1 / its throughput: it runs
 * only the SQL, so this is where the database's cost shows), and p99. A route whose CPU or bare
 * multiple is above SCALE_BUDGET is marked.
 */
export function renderScaleTable(small: SizeRun, large: SizeRun): string {
  const label = (run: SizeRun) => (run.ideas >= 1000 ? `${run.ideas / 1000}k` : String(run.ideas));
  const [s, l] = [label(small), label(large)];
  const rows = small.results.map((result) => {
    const other = large.results.find((candidate) => candidate.name === result.name);
    const pair = (pick: (m: Measurement) => number, target: 'trpc' | 'facade' | 'bare', digits: number) => {
      const a = result[target] ? pick(result[target]) : undefined;
      const b = other?.[target] ? pick(other[target]) : undefined;
      return [fixed(a, digits), fixed(b, digits), times(a, b)];
    };
    const cpu = (m: Measurement) => m.cpuMsPerRequest;
    const p99 = (m: Measurement) => m.p99;
    // Per request, so the large size's multiple reads as a cost like the others: bare runs only the SQL.
    const bareMsPerRequest = (m: Measurement) => (m.requestsPerSecond > 0 ? 1000 / m.requestsPerSecond : Number.NaN);
    const cells = [...pair(cpu, 'trpc', 2), ...pair(cpu, 'facade', 2), ...pair(bareMsPerRequest, 'bare', 2), ...pair(p99, 'trpc', 1), ...pair(p99, 'bare', 1)];
    const ratios = [cells[2], cells[5], cells[8]].map((cell) => Number.parseFloat(cell!)).filter(Number.isFinite);
    const over = ratios.some((value) => value > SCALE_BUDGET) ? `over ${SCALE_BUDGET}×` : '';
    return [result.name, ...cells, over];
  });
  const headers = [
    'route',
    ...['CPU ms/req tRPC', 'façade', 'bare ms/req at 50 clients'].flatMap((name) => [`${name} ${s}`, l, `${l}/${s}`]),
    ...['p99 ms tRPC', 'bare'].flatMap((name) => [`${name} ${s}`, l, `${l}/${s}`]),
    `budget ≤ ${SCALE_BUDGET}×`,
  ];
  const loads = [small, large].map((run) => `${label(run)}: ${run.ideas} ideas, seeded in ${run.seedSeconds.toFixed(0)} s, load average ${run.loadBefore.toFixed(1)} → ${run.loadAfter.toFixed(1)}`);
  return `${table(headers, rows)}\n\n${loads.join('\n')}`;
}

import type { BenchCase } from './cases';
import type { Measurement } from './load';

export interface CaseResult {
  benchCase: BenchCase;
  trpc: Measurement;
  /** Null when the façade has no route for the case. */
  facade: Measurement | null;
  bare: Measurement;
  /** SQL statements per HTTP request of our two routes (the bare one runs the same statements). */
  statements: { trpc: number; facade: number | null };
}

export interface RunInfo {
  /** Statements every API request sends before its procedure (site, session): the rest is the procedure's. */
  scopeStatements: number;
}

/** Issue 5's bars, as ratios to the bare handler of the same run (absolute times vary by machine). */
export const BARS = {
  trpcListRatio: 0.35,
  trpcListAim: 0.5,
  facadeRatio: 0.5,
  p99Ms: 100,
  listStatements: 5,
};

export interface Verdict {
  bar: string;
  pass: boolean;
  detail: string;
}

const NA = 'n/a';
const rate = (value: number) => value.toFixed(0);
const ms = (value: number) => value.toFixed(1);
const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : NA);
const latency = (m: Measurement | null) => (m ? `${ms(m.p50)}/${ms(m.p99)}` : NA);
const cpu = (m: Measurement | null) => (m && Number.isFinite(m.cpuMsPerRequest) ? m.cpuMsPerRequest.toFixed(2) : NA);

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function renderTable(results: CaseResult[], info: RunInfo): string {
  const sql = (count: number | null) => (count === null ? NA : `${count} (${info.scopeStatements}+${count - info.scopeStatements})`);
  const rows = results.map(({ benchCase, trpc, facade, bare, statements }) => [
    benchCase.name,
    rate(trpc.requestsPerSecond),
    facade ? rate(facade.requestsPerSecond) : NA,
    rate(bare.requestsPerSecond),
    ratio(trpc.requestsPerSecond / bare.requestsPerSecond),
    facade ? ratio(facade.requestsPerSecond / bare.requestsPerSecond) : NA,
    latency(trpc),
    latency(facade),
    latency(bare),
    `${cpu(trpc)}/${cpu(facade)}/${cpu(bare)}`,
    sql(statements.trpc),
    sql(statements.facade),
  ]);
  return table(
    ['route', 'tRPC req/s', 'façade req/s', 'bare req/s', 'tRPC/bare', 'façade/bare', 'tRPC p50/p99 ms', 'façade p50/p99 ms', 'bare p50/p99 ms', 'server CPU ms/req tRPC/façade/bare', 'SQL tRPC (scope+proc.)', 'SQL façade'],
    rows,
  );
}

export function verdicts(results: CaseResult[], info: RunInfo): Verdict[] {
  const out: Verdict[] = [];
  const lowest = (items: CaseResult[], value: (item: CaseResult) => number) => items.reduce((a, b) => (value(b) < value(a) ? b : a));
  const highest = (items: CaseResult[], value: (item: CaseResult) => number) => items.reduce((a, b) => (value(b) > value(a) ? b : a));

  const lists = results.filter((result) => result.benchCase.kind === 'list');
  if (lists.length > 0) {
    const trpcRatio = (result: CaseResult) => result.trpc.requestsPerSecond / result.bare.requestsPerSecond;
    const low = lowest(lists, trpcRatio);
    out.push({
      bar: `tRPC idea list ≥ ${BARS.trpcListRatio}× bare (aim ${BARS.trpcListAim}×), every order`,
      pass: trpcRatio(low) >= BARS.trpcListRatio,
      detail: `lowest ${ratio(trpcRatio(low))} (${low.benchCase.name})`,
    });
    // Counted as the test counts them: the procedure's statements, not the request scope's.
    const statements = (result: CaseResult) => Math.max(result.statements.trpc, result.statements.facade ?? 0) - info.scopeStatements;
    const most = highest(lists, statements);
    out.push({
      bar: `≤ ${BARS.listStatements} SQL statements per list procedure call`,
      pass: statements(most) <= BARS.listStatements,
      detail: `most ${statements(most)} (${most.benchCase.name}), plus ${info.scopeStatements} of the request scope`,
    });
  }
  const withFacade = results.filter((result) => result.facade !== null);
  if (withFacade.length > 0) {
    const facadeRatio = (result: CaseResult) => result.facade!.requestsPerSecond / result.bare.requestsPerSecond;
    const low = lowest(withFacade, facadeRatio);
    out.push({ bar: `façade ≥ ${BARS.facadeRatio}× bare, every route`, pass: facadeRatio(low) >= BARS.facadeRatio, detail: `lowest ${ratio(facadeRatio(low))} (${low.benchCase.name})` });
  }
  if (results.length > 0) {
    const p99 = (result: CaseResult) => Math.max(result.trpc.p99, result.facade?.p99 ?? 0);
    const high = highest(results, p99);
    out.push({ bar: `p99 < ${BARS.p99Ms} ms for tRPC and façade, every route`, pass: p99(high) < BARS.p99Ms, detail: `highest ${ms(p99(high))} ms (${high.benchCase.name})` });
  }
  return out;
}

export function renderVerdicts(list: Verdict[]): string {
  return list.map((verdict) => `${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.bar}: ${verdict.detail}`).join('\n');
}

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { ensureChromium } from './support/chromium';
import { NODE_LTS_VERSION, ensureNodeLts } from './support/node-lts';
import { summariseReport, type VitestJsonReport } from './support/test-report';

/**
 * `npm test`: every stage — typecheck, lint and unit side by side, then integration (real
 * PostgreSQL), then browser (headless Chromium), then unit, integration and `npm start` on the
 * newest Node LTS line — each timed, all run even after a failure so one CI log shows everything,
 * then a summary and the plain "N passed, N failed" line.
 */
const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'test-results');
const bin = (name: string, file: string) => join(root, 'node_modules', name, file);

interface StageResult {
  name: string;
  ok: boolean;
  seconds: number;
  passed?: number;
  failed?: number;
  skipped?: number;
  /** Tests that failed, and tests that passed only on a retry, each with its first error's first line. */
  failures?: string[];
  retried?: string[];
}

/**
 * Runs `args` on `node` with its output shown as it comes. A Node other than this one is also put
 * first on PATH, so what the tests start by name (npm, node) runs on the same Node.
 */
function runShown(args: string[], node = process.execPath): Promise<number | null> {
  const env = node === process.execPath ? process.env : { ...process.env, PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
  return new Promise((resolvePromise) => {
    const child = spawn(node, args, { cwd: root, stdio: 'inherit', env });
    child.on('close', (code) => resolvePromise(code));
  });
}

async function runCommand(name: string, args: string[]): Promise<StageResult> {
  process.stdout.write(`\n━━ ${name} ━━\n`);
  const started = Date.now();
  const code = await runShown(args);
  return { name, ok: code === 0, seconds: (Date.now() - started) / 1000 };
}

/**
 * A stage run beside another: its output is held and printed whole when it ends, so two stages'
 * lines never interleave in the log.
 */
function runCommandBeside(name: string, args: string[]): Promise<StageResult> {
  const started = Date.now();
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n━━ ${name} ━━\n${Buffer.concat(output).toString()}`);
      resolvePromise({ name, ok: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** `project` may end in * for every project its name starts with (e2e* also runs e2e-start). */
function vitestArgs(project: string, report: string): string[] {
  return [bin('vitest', 'vitest.mjs'), 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
}

/** Adds a Vitest JSON report's counts to the stage. */
function addCounts(stage: StageResult, report: string): void {
  if (!existsSync(report)) {
    stage.ok = false;
    return;
  }
  const counts = summariseReport(JSON.parse(readFileSync(report, 'utf8')) as VitestJsonReport, root);
  stage.passed = (stage.passed ?? 0) + counts.passed;
  stage.failed = (stage.failed ?? 0) + counts.failed;
  stage.skipped = (stage.skipped ?? 0) + counts.skipped;
  stage.failures = [...(stage.failures ?? []), ...counts.failures];
  stage.retried = [...(stage.retried ?? []), ...counts.retried];
  // A run that executed nothing has not shown anything works; a failed test fails the stage
  // whatever the exit code said.
  if (counts.passed + counts.failed === 0 || counts.failed > 0) stage.ok = false;
}

/**
 * The server's tests on the newest Node LTS line, fetched from the npm registry into a cache:
 * the unit and integration projects (their own PostgreSQL, as every integration run starts one),
 * then `npm start` on it (test/node-lts).
 */
async function runNodeLts(): Promise<StageResult> {
  process.stdout.write(`\n━━ node-lts (Node ${NODE_LTS_VERSION}) ━━\n`);
  const started = Date.now();
  const stage: StageResult = { name: 'node-lts', ok: true, seconds: 0 };
  try {
    const node = await ensureNodeLts({ log: (message) => process.stdout.write(`${message}\n`) });
    // One Vitest run per project: Vitest runs two projects together only when their worker counts match.
    const runs: Array<[string, string[]]> = [
      ['node-lts-unit.json', ['--project', 'unit']],
      ['node-lts-integration.json', ['--project', 'integration']],
      ['node-lts-start.json', ['--config', 'test/node-lts/vitest.config.ts']],
    ];
    for (const [reportName, selection] of runs) {
      const report = join(resultsDir, reportName);
      const code = await runShown([bin('vitest', 'vitest.mjs'), 'run', ...selection, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], node);
      if (code !== 0) stage.ok = false;
      addCounts(stage, report);
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    stage.ok = false;
  }
  stage.seconds = (Date.now() - started) / 1000;
  return stage;
}

async function runVitest(name: string, project = name): Promise<StageResult> {
  const report = join(resultsDir, `${name}.json`);
  const stage = await runCommand(name, vitestArgs(project, report));
  addCounts(stage, report);
  return stage;
}

async function runVitestBeside(project: string): Promise<StageResult> {
  const report = join(resultsDir, `${project}.json`);
  const stage = await runCommandBeside(project, vitestArgs(project, report));
  addCounts(stage, report);
  return stage;
}

/**
 * Typecheck and lint are one process on one core each and the unit tests mostly one more: side by
 * side they keep both cores busy where in turn each left one idle.
 */
function runStaticChecksAndUnit(): Promise<StageResult[]> {
  return Promise.all([
    runCommandBeside('typecheck', [bin('typescript-7', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json']),
    runCommandBeside('lint', [bin('eslint', 'bin/eslint.js'), '--max-warnings=0', '.']),
    runVitestBeside('unit'),
  ]);
}

function runChromiumCheck(): StageResult {
  process.stdout.write('\n━━ chromium ━━\n');
  const started = Date.now();
  try {
    process.stdout.write(`Using ${ensureChromium((message) => process.stdout.write(`${message}\n`))}\n`);
    return { name: 'chromium', ok: true, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return { name: 'chromium', ok: false, seconds: (Date.now() - started) / 1000 };
  }
}

rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const suiteStarted = Date.now();
const stages: StageResult[] = await runStaticChecksAndUnit();
stages.push(await runVitest('integration'));
const chromium = runChromiumCheck();
stages.push(chromium);
// In turn, not side by side: both keep the 2 cores busy (Chromium is most of the browser tests'
// CPU), and beside each other their timed tests (npm start within 60 s, the demo seed within 10 s,
// a video's transcoding) failed by contention while the pair took no less time than in turn.
stages.push(chromium.ok ? await runVitest('e2e', 'e2e*') : { name: 'e2e', ok: false, seconds: 0 });
stages.push(await runNodeLts());

const passed = stages.reduce((sum, stage) => sum + (stage.passed ?? 0), 0);
const failed = stages.reduce((sum, stage) => sum + (stage.failed ?? 0), 0);
const lines = ['', 'stage        result   tests (passed/failed/skipped)   time'];
for (const stage of stages) {
  const tests = stage.passed === undefined ? '-' : `${stage.passed}/${stage.failed}/${stage.skipped}`;
  lines.push(`${stage.name.padEnd(12)} ${(stage.ok ? 'ok' : 'FAILED').padEnd(8)} ${tests.padEnd(31)} ${stage.seconds.toFixed(1)} s`);
}
// Wall-clock time: the stages run side by side overlap.
const total = (Date.now() - suiteStarted) / 1000;
lines.push(`total        ${stages.every((stage) => stage.ok) ? 'ok' : 'FAILED'}${' '.repeat(41)}${total.toFixed(1)} s`, '');
// Named at the very end, where a log cut to its tail still shows them.
const failures = stages.flatMap((stage) => (stage.failures ?? []).map((line) => `  ${stage.name}: ${line}`));
const retried = stages.flatMap((stage) => (stage.retried ?? []).map((line) => `  ${stage.name}: ${line}`));
if (failures.length > 0) lines.push('failed:', ...failures, '');
if (retried.length > 0) lines.push('passed only on a second try (flaky; fix them):', ...retried, '');
process.stdout.write(`${lines.join('\n')}\n`);
// Failing stages without test counts (typecheck, lint, chromium) count as one failure each.
const stageFailures = stages.filter((stage) => !stage.ok && stage.failed === undefined).length;
process.stdout.write(`${passed} passed, ${failed + stageFailures} failed\n`);
process.exit(stages.every((stage) => stage.ok) ? 0 : 1);

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureChromium } from './support/chromium';

/**
 * `npm test`: every stage — typecheck, lint and unit side by side, then integration (real
 * PostgreSQL), then browser (headless Chromium) — each timed, all run even after a failure so one CI log shows
 * everything, then a summary and the plain "N passed, N failed" line.
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
}

function runCommand(name: string, args: string[]): StageResult {
  process.stdout.write(`\n━━ ${name} ━━\n`);
  const started = Date.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
  return { name, ok: result.status === 0, seconds: (Date.now() - started) / 1000 };
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

/** The stage's test counts from Vitest's JSON report; a run that left none failed. */
function withCounts(stage: StageResult, report: string): StageResult {
  if (existsSync(report)) {
    const counts = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    stage.passed = counts.numPassedTests;
    stage.failed = counts.numFailedTests;
    stage.skipped = counts.numPendingTests + counts.numTodoTests;
    // A run that executed nothing has not shown anything works; a failed test fails the stage
    // whatever the exit code said.
    if (counts.numPassedTests + counts.numFailedTests === 0 || counts.numFailedTests > 0) stage.ok = false;
  } else {
    stage.ok = false;
  }
  return stage;
}

function runVitest(name: string, project = name): StageResult {
  const report = join(resultsDir, `${name}.json`);
  return withCounts(runCommand(name, vitestArgs(project, report)), report);
}

async function runVitestBeside(project: string): Promise<StageResult> {
  const report = join(resultsDir, `${project}.json`);
  return withCounts(await runCommandBeside(project, vitestArgs(project, report)), report);
}

/**
 * Typecheck and lint are one process on one core each and the unit tests mostly one more: side by
 * side they keep both cores busy where in turn each left one idle.
 */
function runStaticChecksAndUnit(): Promise<StageResult[]> {
  return Promise.all([
    runCommandBeside('typecheck', [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json']),
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
stages.push(runVitest('integration'));
const chromium = runChromiumCheck();
stages.push(chromium);
stages.push(chromium.ok ? runVitest('e2e', 'e2e*') : { name: 'e2e', ok: false, seconds: 0 });

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
process.stdout.write(`${lines.join('\n')}\n`);
// Failing stages without test counts (typecheck, lint, chromium) count as one failure each.
const stageFailures = stages.filter((stage) => !stage.ok && stage.failed === undefined).length;
process.stdout.write(`${passed} passed, ${failed + stageFailures} failed\n`);
process.exit(stages.every((stage) => stage.ok) ? 0 : 1);

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { renderScaleTable, type SizeRun } from './scale-report';

/**
 * `npm run bench:scale`: `npm run bench` at 10,000 ideas and then at 100,000 (BENCH_SCALE_SIZES),
 * each on a fresh database, and the two side by side with the large size's multiple of the small
 * one's (issue 37: every read within 2×). Each run prints its own table first. Other BENCH_*
 * settings pass through. Ctrl-C or SIGTERM stops the run in progress, its PostgreSQL included.
 */
const sizes = (process.env.BENCH_SCALE_SIZES ?? '10000,100000').split(',').map(Number);
if (sizes.length !== 2 || sizes.some((size) => !Number.isInteger(size) || size <= 0)) {
  throw new Error(`BENCH_SCALE_SIZES must be two sizes, e.g. 10000,100000; got ${process.env.BENCH_SCALE_SIZES}`);
}

const log = (message: string) => process.stderr.write(`${message}\n`);
let running: ReturnType<typeof spawn> | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // The run stops its own PostgreSQL on the signal; this process waits for it to exit.
    if (running && running.exitCode === null) running.kill(signal);
    else process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

function runAt(ideas: number, resultsFile: string): Promise<SizeRun> {
  return new Promise((resolve, reject) => {
    running = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'run.ts')], {
      env: { ...process.env, BENCH_IDEAS: String(ideas), BENCH_RESULTS: resultsFile },
      stdio: 'inherit',
    });
    running.once('exit', (code, signal) => {
      if (code === 0) resolve(JSON.parse(readFileSync(resultsFile, 'utf8')) as SizeRun);
      else reject(new Error(`the bench at ${ideas} ideas ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  try {
    const machine = `${availableParallelism()} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} at the start`;
    log(`bench:scale: ${sizes.join(' and ')} ideas; ${machine}`);
    const small = await runAt(sizes[0]!, join(folder, 'small.json'));
    const large = await runAt(sizes[1]!, join(folder, 'large.json'));
    process.stdout.write(`\n${renderScaleTable(small, large)}\n${machine}\n`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`bench:scale failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

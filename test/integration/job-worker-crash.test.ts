import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue, type RunningJobQueue } from '#server/jobs/pg-boss-queue.ts';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { queueMails } from '#server/modules/mail/mail.service.ts';
import { siteRecordOf } from '#server/modules/organisation/site-cache.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { REPO_ROOT } from '../support/app-process';
import { testDeps } from '../support/callers';
import { startMailCapture } from '../support/mailbox';
import { testOrm } from '../support/test-database';

/** Short, so a job whose worker died is handed on within seconds (JOB_TIMEOUT_SECONDS). */
const JOB_TIMEOUT_SECONDS = 2;

interface Worker {
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** `npm run worker` as a process of its own, on this file's database and the capturing mail server. */
async function startWorker(env: Record<string, string>): Promise<Worker> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`the worker exited with ${code}:\n${output}`)));
  });
  return { child, exited };
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a job worker killed mid-job', () => {
  const mailDir = mkdtempSync(join(tmpdir(), 'ideahunt-crash-mail-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'ideahunt-crash-data-'));
  let mail: Awaited<ReturnType<typeof startMailCapture>>;
  let queue: RunningJobQueue;
  const workers: Worker[] = [];
  beforeAll(async () => {
    // The first message is taken but never answered: the worker is killed while it waits.
    mail = await startMailCapture(mailDir, { hold: (messageNumber) => messageNumber === 1 });
    queue = await startJobQueue(testOrm().config.getClientUrl(), pino({ level: 'silent' }), { jobTimeoutSeconds: JOB_TIMEOUT_SECONDS });
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await queue?.stop();
    await mail?.close();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  const workerEnv = () => ({ DATABASE_URL: testOrm().config.getClientUrl(), SMTP_URL: mail.url, DATA_DIR: dataDir, JOB_TIMEOUT_SECONDS: String(JOB_TIMEOUT_SECONDS) });
  const received = () => readdirSync(mailDir).sort().map((file) => JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as { to: string[]; raw: string });

  it('runs the mail job again in another worker, and the resend is the same message (one outbox row, one Message-ID)', async () => {
    const org = await createOrganisation();
    const em = testOrm().em.fork();
    const to = `crash.${Date.now()}@example.com`;
    await queueMails({ em, site: siteRecordOf(org), deps: { ...testDeps, jobs: queue } }, 'password-reset', [{ to, params: { firstName: 'Kim' }, path: '/resetpassword/x' }]);
    const row = await testOrm().em.fork().findOneOrFail(MailMessageSchema, { to }, { filters: false });

    const first = await startWorker(workerEnv());
    workers.push(first);
    await until(received, (messages) => messages.length === 1, 30_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const stranded = await testOrm().em.fork().findOneOrFail(MailMessageSchema, { id: row.id }, { filters: false });
    expect(stranded).toMatchObject({ status: 'queued', attempts: 1 });

    workers.push(await startWorker(workerEnv()));
    const sent = await until(
      () => testOrm().em.fork().findOneOrFail(MailMessageSchema, { id: row.id }, { filters: false }),
      (message) => message.status === 'sent',
      90_000,
    );
    expect(sent.attempts).toBe(2);
    expect(await testOrm().em.fork().count(MailMessageSchema, { to }, { filters: false })).toBe(1);

    const copies = received().filter((message) => message.to.includes(to));
    expect(copies).toHaveLength(2);
    const ids = await Promise.all(copies.map(async (copy) => (await simpleParser(copy.raw)).messageId));
    expect(ids[0]).toBe(`<${row.id}@localhost>`);
    expect(ids[1]).toBe(ids[0]);
    // Two workers started and one job timeout: its own waits allow up to two minutes, and on a
    // busy machine starting the workers alone came close to the default 20 s.
  }, 120_000);
});

import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * The browser tests' mail server: the app under test sends its mail here over SMTP, as it would
 * to a real one, and each message lands as a file in `dir`, where the tests' workers read it.
 * `hold` picks messages (1 = the first) the server keeps without ever answering.
 */
export async function startMailCapture(dir: string, options: { hold?: (messageNumber: number) => boolean } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((address) => address.address);
        writeFileSync(join(dir, `${Date.now()}-${count}.json`), JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        // A held message is kept but never answered: the sender waits, as on a server that hangs
        // after taking it (the job tests kill the sender then).
        if (!options.hold?.(count)) callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface CapturedMail {
  subject: string;
  text: string;
}

/** Waits for the newest message to `to` that `matches` accepts (subject and text decoded), and answers it. */
export async function waitForMail(dir: string, to: string, matches: (mail: CapturedMail) => boolean, timeoutMs = 15_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of readdirSync(dir).sort().reverse()) {
      const stored = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string[]; raw: string };
      if (!stored.to.includes(to)) continue;
      const parsed = await simpleParser(stored.raw);
      const mail = { subject: parsed.subject ?? '', text: parsed.text ?? '' };
      if (matches(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no matching mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

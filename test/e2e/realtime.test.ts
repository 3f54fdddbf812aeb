import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, logInThroughUi, openPage, type OpenedPage } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';

/** Posts an idea through the API from a signed-in page, as the idea form would; answers its guid. */
async function postIdea(page: Page, campaignSlug: string, name: string): Promise<string> {
  const answer = await page.evaluate(
    async (input) => {
      const response = await fetch('/trpc/idea.create', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: input }) });
      return { status: response.status, body: (await response.json()) as { result?: { data?: { json?: { guid?: string } } } } };
    },
    { campaignSlug, name, content: 'Posted to watch it live.' },
  );
  const guid = answer.body.result?.data?.json?.guid;
  if (answer.status !== 200 || !guid) throw new Error(`idea.create failed: ${JSON.stringify(answer)}`);
  return guid;
}

/** The unread count in the bell's accessible name ("Notifications, 3 unread"; none: "Notifications"). */
function unreadIn(label: string | null): number {
  return Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);
}

/**
 * The page's realtime streams as the network sees them: each opened request to /trpc/realtime.*
 * (decoded, so its input can be read) until it finishes or fails, as a closed EventSource does.
 */
function watchStreams(page: Page): { open(): string[]; opened(): string[] } {
  const live = new Set<Request>();
  const all: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/trpc/realtime.')) return;
    live.add(request);
    all.push(decodeURIComponent(request.url()));
  });
  const ended = (request: Request) => void live.delete(request);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return { open: () => [...live].map((request) => decodeURIComponent(request.url())), opened: () => all };
}

/**
 * A TCP relay in front of the app whose connections the test can cut, as a network loss would
 * (the browser's offline emulation leaves an open event stream alone).
 */
async function startRelay(): Promise<{ origin: string; cutAll(): void; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server: Server = createServer((client) => {
    const upstream = connect(e2eStack().appPort, '127.0.0.1');
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    cutAll: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

describe('realtime', () => {
  it('shows another user’s comment and feedback on an open idea page, and counts the bell up, without a reload', async () => {
    const opened: OpenedPage[] = [];
    const posted: string[] = [];
    const relay = await startRelay();
    try {
      const watcher = await openPage();
      opened.push(watcher);
      const writer = await openPage();
      opened.push(writer);
      const name = `Live idea ${Date.now()}`;
      const nextName = `Next live idea ${Date.now()}`;

      const streams = watchStreams(watcher.page);
      await logIn(watcher.page, demo.participant);
      const nextGuid = await postIdea(watcher.page, 'greener-commutes', nextName);
      const guid = await postIdea(watcher.page, 'greener-commutes', name);
      posted.push(nextGuid, guid);
      // The watcher reaches the app through the relay (cookies are per host, not per port), and
      // opens the idea from the dashboard's recent ideas, so the app is not loaded anew.
      await watcher.page.goto(`${relay.origin}/coach`);
      await watcher.page.getByRole('link', { name, exact: true }).click();
      await watcher.page.getByRole('heading', { level: 1, name }).waitFor();
      // One stream for the whole tab (count, status and this idea): more would use up the
      // browser's six connections per host within a few tabs.
      await expect.poll(() => streams.open(), { timeout: 10_000 }).toEqual([expect.stringContaining(`"ideaGuid":"${guid}"`)]);
      // Nothing reloads the watcher's page from here on: a marker set now must survive.
      await watcher.page.evaluate(() => Object.assign(window, { notReloaded: true }));

      await logIn(writer.page, demo.participant2);
      await writer.page.goto(appUrl(`/ideas/${guid}`));
      await writer.page.getByRole('heading', { level: 1, name }).waitFor();

      await writer.page.getByRole('button', { name: 'Write a comment' }).click();
      await writer.page.getByLabel('Your comment').fill('Seen live from the other browser.');
      await writer.page.getByRole('button', { name: 'Add comment' }).click();
      await watcher.page.getByRole('article', { name: 'Comment by Erik Ek' }).filter({ hasText: 'Seen live from the other browser.' }).waitFor({ timeout: 10_000 });
      await expectNoA11yViolations(writer.page);
      await expectNoA11yViolations(watcher.page);

      // The connection lost: the stream reconnects by itself (and reads the lists again).
      relay.cutAll();
      const ideaStreamsOpened = () => streams.opened().filter((url) => url.includes(`"ideaGuid":"${guid}"`)).length;
      await expect.poll(ideaStreamsOpened, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      await expect.poll(() => streams.open().length, { timeout: 10_000 }).toBe(1);

      // The bell counts what the watcher has not read yet; feedback on their idea adds one.
      const bell = watcher.page.getByRole('button', { name: /^Notifications/ });
      const unreadBefore = unreadIn(await bell.getAttribute('aria-label'));

      await writer.page.getByRole('button', { name: 'Give feedback' }).click();
      const dialog = writer.page.getByRole('dialog', { name: 'Give feedback' });
      await dialog.getByLabel('Your feedback').fill('Feedback that arrives by itself.');
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await dialog.waitFor({ state: 'detached' });
      await watcher.page.getByText('Feedback that arrives by itself.').waitFor({ timeout: 10_000 });
      await expect.poll(async () => unreadIn(await bell.getAttribute('aria-label')), { timeout: 10_000 }).toBe(unreadBefore + 1);
      expect(await watcher.page.getByTestId('notification-count').textContent()).toBe(String(unreadBefore + 1));
      await expectNoA11yViolations(watcher.page);
      await expectNoA11yViolations(writer.page);

      // Another idea, opened in the app: its stream replaces the first one, which closes.
      await watcher.page.goBack();
      await watcher.page.getByRole('link', { name: nextName, exact: true }).click();
      await watcher.page.getByRole('heading', { level: 1, name: nextName }).waitFor();
      await expect.poll(() => streams.open(), { timeout: 10_000 }).toEqual([expect.stringContaining(`"ideaGuid":"${nextGuid}"`)]);
      await expectNoA11yViolations(watcher.page);

      expect(await watcher.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      // Only the browser's own notes about the requests that were cut.
      expect(watcher.errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
      expect(writer.errors).toEqual([]);
    } finally {
      // Other files list greener-commutes' seeded ideas exactly: an org admin takes these off again.
      if (posted.length > 0) {
        const admin = await openPage();
        opened.push(admin);
        await logIn(admin.page, demo.orgAdmin);
        await admin.page.evaluate(async (guids) => {
          for (const guid of guids) await fetch('/trpc/idea.delete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: { guid } }) });
        }, posted);
      }
      for (const page of opened) await page.close();
      await relay.close();
    }
  });

  it('sends another tab of the same session to the login page, with a message, when one tab logs out', async () => {
    // A session of its own (not the shared cached ones), on the Swedish site.
    const opened = await openPage();
    try {
      const { page } = opened;
      await logInThroughUi(page, 'johan.sverige@example.com', 'sverige');
      const otherTab = await page.context().newPage();
      const streamOpened = otherTab.waitForRequest((request) => request.url().includes('/trpc/realtime.viewer'));
      await otherTab.goto(appUrl('/coach', 'sverige'));
      await streamOpened;
      await otherTab.getByRole('button', { name: /Notiser/ }).waitFor();

      await page.goto(appUrl('/logout', 'sverige'));
      await otherTab.waitForURL((url) => url.pathname === '/login');
      await otherTab.getByText('Du loggades ut i ett annat fönster eller genom ett lösenordsbyte.').waitFor();
      expect(new URL(otherTab.url()).searchParams.get('redirect')).toBe('/coach');
      await expectNoA11yViolations(otherTab);
      // The tab that logged out went its own way, without the message.
      await page.waitForURL((url) => url.pathname !== '/logout');
      expect(await page.getByText('Du loggades ut i ett annat fönster eller genom ett lösenordsbyte.').count()).toBe(0);
      await expectNoA11yViolations(page);
    } finally {
      await opened.close();
    }
  });
});

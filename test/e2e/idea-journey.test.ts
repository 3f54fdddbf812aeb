import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, usePagePerTest } from '../support/browser';
import { jpegOf } from '../support/sample-files';

const pages = usePagePerTest();
const campaign = 'greener-commutes';

/** The viewer's points in the campaign, read from the Contributors tab ('2,250 points' → 2250). */
async function pointsOf(page: Page, name: string): Promise<number> {
  await page.goto(appUrl(`/coach/campaigns/${campaign}/leaderboard`));
  const row = page.getByRole('table', { name: /^Contributors of/ }).getByRole('row', { name: new RegExp(name) });
  // allTextContents does not wait: read once the row has rendered.
  await row.waitFor();
  const cells = await row.getByRole('cell').allTextContents();
  return Number((cells[1] ?? '').replace(/[^0-9]/g, ''));
}

/** The unread count the bell announces, 0 when it shows none. */
async function unreadCount(page: Page): Promise<number> {
  const label = (await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

/**
 * Issue 5's acceptance path end to end, as two people in two browsers: the author shares an idea
 * with an image and extra fields, a colleague gives feedback (the author's bell counts up while
 * the page stays open), the author revises the idea and marks the feedback as helpful, both see
 * the points, and they talk in a comment and a reply.
 */
describe('an idea from first draft to helpful feedback', () => {
  it('takes two participants through sharing, feedback, revision, points, comments and the bell', async () => {
    const anna = await pages.open();
    const erik = await pages.open();
    await logIn(anna, demo.participant);
    await logIn(erik, demo.participant2);
    const annaBefore = await pointsOf(anna, 'Anna Andersson');
    const erikBefore = await pointsOf(erik, 'Erik Ek');

    // Anna shares an idea with an image and the campaign's extra fields.
    const name = `Shared e-bikes ${Date.now()}`;
    await anna.goto(appUrl(`/campaign/${campaign}/new-idea`));
    await anna.getByLabel('Title').fill(name);
    await anna.getByLabel('Description').fill('A pool of electric bikes by the entrance, booked like meeting rooms.');
    await anna.locator('input[type=file]').nth(1).setInputFiles({ name: 'bikes.jpg', mimeType: 'image/jpeg', buffer: await jpegOf(30_000, 800, 600) });
    await anna.getByRole('status').filter({ hasText: 'Uploaded' }).waitFor({ timeout: 30_000 });
    await anna.getByLabel('Department').selectOption('Engineering');
    await anna.getByLabel('Effort to try it').selectOption('Small');
    await anna.getByRole('button', { name: 'Share idea' }).click();
    await anna.waitForURL(/\/ideas\/[0-9a-f-]{36}$/);
    await anna.getByText('Your idea has been shared.').waitFor();
    const ideaPath = new URL(anna.url()).pathname;
    await anna.getByRole('heading', { level: 1, name }).waitFor();
    await anna.getByRole('img', { name: /bikes|Image/ }).first().waitFor();
    await expectNoA11yViolations(anna);

    // Anna stays on her idea; Erik's feedback reaches her bell without a reload.
    await anna.getByRole('button', { name: /^Notifications/ }).waitFor();
    const unreadBefore = await unreadCount(anna);
    await erik.goto(appUrl(ideaPath));
    await erik.getByRole('heading', { level: 1, name }).waitFor();
    await erik.getByRole('button', { name: 'Give feedback' }).click();
    const dialog = erik.getByRole('dialog', { name: 'Give feedback' });
    await dialog.getByLabel('Your feedback').fill('Add a few cargo bikes for the office shopping.');
    await dialog.getByRole('radio', { name: '5 of 5 stars' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await erik.getByText('Thank you for your feedback!').waitFor();
    await expectNoA11yViolations(erik);
    await expect.poll(() => unreadCount(anna), { timeout: 15_000 }).toBeGreaterThan(unreadBefore);
    // The feedback also appears on her open page by itself.
    await anna.getByText('Add a few cargo bikes for the office shopping.').waitFor({ timeout: 15_000 });

    // Anna revises the idea and says Erik's feedback helped.
    await anna.goto(appUrl(`${ideaPath}/edit`));
    await anna.getByRole('heading', { level: 1, name: 'Edit and improve your idea' }).waitFor();
    await anna.getByLabel('Description').fill('A pool of electric bikes and two cargo bikes by the entrance, booked like meeting rooms.');
    await anna.getByRole('button', { name: 'Save' }).click();
    const helped = anna.getByRole('dialog', { name: 'Which feedback helped?' });
    await helped.getByRole('checkbox', { name: 'Erik Ek' }).check();
    await helped.getByRole('button', { name: 'Save' }).click();
    await anna.waitForURL((url) => url.pathname === ideaPath);
    await anna.getByText('Your changes to the idea have been saved.').waitFor();
    await anna.getByText('two cargo bikes').waitFor();
    await expectNoA11yViolations(anna);

    // Both see their points: a new idea and its revision for Anna, the feedback and its use for Erik
    // (plus the first-feedback bonus if this is Erik's first feedback in the campaign).
    expect((await pointsOf(anna, 'Anna Andersson')) - annaBefore).toBe(1500 + 750);
    expect([200 + 400, 200 + 400 + 100]).toContain((await pointsOf(erik, 'Erik Ek')) - erikBefore);

    // A comment from Erik and Anna's reply under it.
    await erik.goto(appUrl(ideaPath));
    await erik.getByRole('button', { name: 'Write a comment' }).click();
    await erik.getByLabel('Your comment').fill('Who looks after the batteries?');
    await erik.getByRole('button', { name: 'Add comment' }).click();
    await anna.goto(appUrl(ideaPath));
    const comment = anna.getByRole('article', { name: 'Comment by Erik Ek' }).filter({ hasText: 'Who looks after the batteries?' });
    await comment.getByRole('button', { name: 'Reply' }).click();
    await comment.getByLabel('Your reply').fill('Facilities offered to charge them overnight.');
    await comment.getByRole('button', { name: 'Add reply' }).click();
    await erik.getByRole('list', { name: 'Replies to Erik Ek' }).getByText('Facilities offered to charge them overnight.').waitFor({ timeout: 15_000 });
    await anna.screenshot({ path: 'test-results/idea-journey.png', fullPage: true });

    // The org admin takes the idea off again so other files see greener-commutes as seeded.
    const admin = await pages.open();
    await logIn(admin, demo.orgAdmin);
    const status = await admin.evaluate(async (guid) => {
      const response = await fetch('/trpc/idea.delete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: { guid } }) });
      return response.status;
    }, ideaPath.split('/')[2]!);
    expect(status).toBe(200);
  });
});

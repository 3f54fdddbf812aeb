import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, openPage, usePagePerTest, type OpenedPage } from '../support/browser';

const pages = usePagePerTest();

/** A second person in the same test (the coach beside a participant), closed after it. */
let other: OpenedPage | undefined;
afterEach(async () => {
  await other?.close();
  other = undefined;
});

async function openAs(email: string): Promise<Page> {
  const page = await pages.open();
  await logIn(page, email);
  return page;
}

async function openOtherAs(email: string): Promise<Page> {
  other = await openPage();
  await logIn(other.page, email);
  return other.page;
}

/** Calls a tRPC procedure as the page's user (for setup only: the test's steps go through the UI). */
async function callTrpc<T>(page: Page, path: string, input: unknown, kind: 'query' | 'mutation'): Promise<T> {
  return page.evaluate(
    async ({ path, input, kind }) => {
      const body = JSON.stringify({ json: input });
      const response =
        kind === 'query'
          ? await fetch(`/trpc/${path}?input=${encodeURIComponent(body)}`)
          : await fetch(`/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
      return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
    },
    { path, input, kind },
  );
}

interface PersonRow {
  guid: string;
  email: string;
}

/** Takes a user out of a campaign, so a test starts from the seed whatever ran before it. */
async function removeFromCampaign(coach: Page, slug: string, email: string): Promise<void> {
  const people = await callTrpc<{ joined: PersonRow[]; pending: PersonRow[] }>(coach, 'campaign.member.list', { slug }, 'query');
  const person = [...people.joined, ...people.pending].find((row) => row.email === email);
  if (person) await callTrpc(coach, 'campaign.member.remove', { slug, userGuid: person.guid }, 'mutation');
}

function region(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

function systemMessage(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

/** Console errors other than the browser's own note about an answer with an error status (403, 404). */
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

describe('People tab', () => {
  it('lets a coach approve a participant who asked to join, who then finds the campaign under My campaigns', async () => {
    const coach = await openOtherAs(demo.coach);
    await removeFromCampaign(coach, 'coffee-corner-2-0', demo.participant2);

    // Erik asks to join through the brief; the campaign wants a coach's approval.
    const erik = await openAs(demo.participant2);
    await erik.goto(appUrl('/coach/campaigns/coffee-corner-2-0/brief'));
    await erik.getByRole('button', { name: 'Join campaign' }).click();
    const approval = erik.getByRole('dialog', { name: 'Approval required' });
    await approval.getByText('A coach has to approve your participation in Coffee corner 2.0.', { exact: false }).waitFor();
    await expectNoA11yViolations(erik);
    await approval.getByRole('button', { name: 'OK' }).click();
    await erik.waitForURL((url) => url.pathname === '/coach');
    expect(await region(erik, 'My campaigns').getByRole('link', { name: /Coffee corner 2\.0/ }).getAttribute('aria-disabled')).toBe('true');

    // The coach goes from the brief to the People tab and approves him.
    await coach.goto(appUrl('/coach/campaigns/coffee-corner-2-0/brief'));
    const tabs = coach.getByRole('navigation', { name: 'Campaign sections' });
    expect(await tabs.getByRole('link', { name: 'Brief' }).getAttribute('aria-current')).toBe('page');
    await tabs.getByRole('link', { name: 'People' }).click();
    await coach.waitForURL((url) => url.pathname === '/coach/campaigns/coffee-corner-2-0/people');
    // The address changes before the tab's code has arrived and the tab shows.
    await expect.poll(() => tabs.getByRole('link', { name: 'People' }).getAttribute('aria-current')).toBe('page');
    expect(await tabs.getByRole('link', { name: 'Brief' }).getAttribute('aria-current')).toBeNull();
    expect(await coach.title()).toBe('People – Coffee corner 2.0 | IdeaHunt');

    const awaiting = region(coach, 'Awaiting approval');
    await awaiting.getByText('Erik Ek', { exact: true }).waitFor();
    await expectNoA11yViolations(coach);
    expect(await awaiting.textContent()).toContain('Anna Andersson');
    await awaiting.getByRole('button', { name: 'Approve Erik Ek' }).click();
    await systemMessage(coach, 'Erik Ek was approved and can now take part.').waitFor();
    await region(coach, 'Joined').getByText('erik@example.com', { exact: true }).waitFor();
    expect(await region(coach, 'Awaiting approval').getByText('Erik Ek').count()).toBe(0);

    // Erik now has the campaign among his own, no longer waiting.
    await erik.reload();
    const coffee = region(erik, 'My campaigns').getByRole('link', { name: /Coffee corner 2\.0/ });
    expect(await coffee.getAttribute('href')).toBe('/coach/campaigns/coffee-corner-2-0/brief');
    expect(await coffee.getAttribute('aria-disabled')).toBeNull();

    // Removing him asks first, and puts the campaign back as the seed had it for the other tests.
    await region(coach, 'Joined').getByRole('button', { name: 'Remove Erik Ek' }).click();
    const confirm = coach.getByRole('dialog', { name: 'Remove Erik Ek?' });
    await confirm.getByText('Erik Ek will no longer take part in Coffee corner 2.0.').waitFor();
    await expectNoA11yViolations(coach);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await systemMessage(coach, 'Erik Ek was removed from the campaign.').waitFor();
    await region(coach, 'Joined').getByText('erik@example.com', { exact: true }).waitFor({ state: 'detached' });
    expect(pages.errors()).toEqual([]);
    expect(other?.errors).toEqual([]);
  });

  it('refuses a list with an invalid address, naming it and inviting nobody, then invites a corrected list', async () => {
    const page = await openAs(demo.coach);
    const invites: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('campaign.member.invite')) invites.push(request.url());
    });
    await page.goto(appUrl('/coach/campaigns/greener-commutes/people'));
    const id = unique();
    const first = `first.${id}@example.com`;
    const second = `second.${id}@example.com`;

    const form = region(page, 'Invite people');
    await form.getByLabel('E-mail addresses').fill(`${first}; not-an-address ;`);
    await form.getByRole('button', { name: 'Send invitations' }).click();
    const alert = form.getByRole('alert');
    await alert.getByText('Invalid e-mail address').waitFor();
    await expectNoA11yViolations(page);
    expect(await alert.textContent()).toContain('Please fix the following e-mail addresses:');
    expect(await alert.getByRole('listitem').allTextContents()).toEqual(['not-an-address']);
    expect(invites).toEqual([]);
    expect(await region(page, 'Invited by e-mail').getByText(first).count()).toBe(0);

    await form.getByLabel('E-mail addresses').fill(` ${first} ;; ${second.toUpperCase()} ; `);
    await form.getByRole('button', { name: 'Send invitations' }).click();
    await systemMessage(page, '2 people were invited.').waitFor();
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(await form.getByLabel('E-mail addresses').inputValue()).toBe('');
    const invited = region(page, 'Invited by e-mail');
    await invited.getByText(first, { exact: true }).waitFor();
    await invited.getByText(second, { exact: true }).waitFor();
    await expectNoA11yViolations(page);

    await invited.getByRole('button', { name: `Withdraw the invitation to ${second}` }).click();
    await systemMessage(page, `The invitation to ${second} was withdrawn.`).waitFor();
    await invited.getByText(second, { exact: true }).waitFor({ state: 'detached' });
    expect(await invited.getByText(first, { exact: true }).isVisible()).toBe(true);
    expect(invites).toHaveLength(1);
    expect(pages.errors()).toEqual([]);
  });

  it('adds a participant as coach, refuses one who already is, and removes the extra coach again', async () => {
    const page = await openAs(demo.coach);
    await page.goto(appUrl('/coach/campaigns/office-of-the-future/people'));
    const coaches = region(page, 'Coaches');
    const coachList = coaches.getByRole('list');
    await coachList.getByText('Carl Coach', { exact: true }).waitFor();
    // The last coach cannot be removed.
    expect(await coaches.getByRole('button', { name: /^Remove/ }).count()).toBe(0);

    const field = coaches.getByLabel('Add a coach');
    await field.fill('nobody@example.com');
    await coaches.getByRole('button', { name: 'Add coach' }).click();
    await coaches.getByText('Nobody on this site has that name or e-mail address.', { exact: false }).waitFor();
    await expectNoA11yViolations(page);

    await field.fill(demo.coach);
    await coaches.getByRole('button', { name: 'Add coach' }).click();
    await coaches.getByText('This user already is a coach.').waitFor();

    await field.fill(demo.participant2);
    await coaches.getByRole('button', { name: 'Add coach' }).click();
    await systemMessage(page, 'Erik Ek is now a coach of this campaign.').waitFor();
    await coachList.getByText('Erik Ek', { exact: true }).waitFor();
    expect(await field.inputValue()).toBe('');

    await coaches.getByRole('button', { name: 'Remove Erik Ek as coach' }).click();
    await page.getByRole('dialog', { name: 'Remove Erik Ek as coach?' }).getByRole('button', { name: 'Remove' }).click();
    await systemMessage(page, 'Erik Ek is no longer a coach of this campaign.').waitFor();
    await coachList.getByText('Erik Ek', { exact: true }).waitFor({ state: 'detached' });
    expect(await coaches.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    // The 409 of the refused coach is the only note in the console.
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('shows the share link as a full address and the CSV export as a download link', async () => {
    const page = await openAs(demo.coach);
    await page.goto(appUrl('/coach/campaigns/greener-commutes/people'));
    const share = region(page, 'Share link');
    const link = await share.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${appUrl('/invitations/campaign/').replaceAll('.', '\\.')}[\\w-]{16,}$`));
    const download = region(page, 'Export').getByRole('link', { name: 'Download CSV' });
    expect(await download.getAttribute('href')).toBe('/legacy/coach/campaigns/greener-commutes/csv');
    expect(await download.getAttribute('download')).not.toBeNull();
    // The session cookie is all the legacy route needs: the file comes as an attachment.
    const file = await page.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition') };
    }, '/legacy/coach/campaigns/greener-commutes/csv');
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^text\/csv/);
    expect(file.disposition).toMatch(/^attachment/);
    expect(pages.errors()).toEqual([]);
  });

  it('is not for participants, asks visitors to log in, and has no tab for them on the brief', async () => {
    const page = await openAs(demo.participant);
    await page.goto(appUrl('/coach/campaigns/greener-commutes/brief'));
    const tabs = page.getByRole('navigation', { name: 'Campaign sections' });
    await tabs.getByRole('link', { name: 'Brief' }).waitFor();
    expect(await tabs.getByRole('link', { name: 'People' }).count()).toBe(0);

    await page.goto(appUrl('/coach/campaigns/greener-commutes/people'));
    await page.getByRole('heading', { name: 'Only for coaches', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
    expect(await page.getByRole('region', { name: 'Invite people' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to the brief' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/greener-commutes/brief');

    const visitor = (other = await openPage()).page;
    await visitor.goto(appUrl('/coach/campaigns/greener-commutes/people'));
    await visitor.getByRole('heading', { name: 'Log in to manage people', level: 1 }).waitFor();
    await expectNoA11yViolations(visitor);
    await visitor.goto(appUrl('/coach/campaigns/no-such-campaign/people'));
    await visitor.getByRole('heading', { name: 'Error #404' }).waitFor();
    expect(pages.errors()).toEqual([]);
    expect(appErrors(other.errors)).toEqual([]);
  });
});

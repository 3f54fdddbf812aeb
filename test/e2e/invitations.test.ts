import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, type OpenedPage, openPage, signInAs, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

/** The coach's page beside the invitee's, closed after each test. */
let coachPage: OpenedPage | undefined;
afterEach(async () => {
  await coachPage?.close();
  coachPage = undefined;
});

async function openCoach(): Promise<Page> {
  coachPage = await openPage();
  await logIn(coachPage.page, demo.coach);
  return coachPage.page;
}

/** The share link as the coach finds it on the People tab. */
async function shareLinkOf(coach: Page, slug: string): Promise<string> {
  await coach.goto(appUrl(`/coach/campaigns/${slug}/people`));
  return coach.getByRole('region', { name: 'Share link', exact: true }).getByRole('textbox', { name: 'Share link' }).inputValue();
}

/** Invites an address through the People tab; the invitation's guid (its mail's link) is read from the list. */
async function inviteByEmail(coach: Page, slug: string, email: string): Promise<string> {
  await coach.goto(appUrl(`/coach/campaigns/${slug}/people`));
  const form = coach.getByRole('region', { name: 'Invite people', exact: true });
  await form.getByLabel('E-mail addresses').fill(email);
  await form.getByRole('button', { name: 'Send invitations' }).click();
  await coach.getByText('1 person was invited.', { exact: true }).waitFor();
  const people = await coach.evaluate(async (input) => {
    const response = await fetch(`/trpc/campaign.member.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
    return ((await response.json()) as { result: { data: { json: { invited: { guid: string; email: string }[] } } } }).result.data.json;
  }, { slug });
  const invitation = people.invited.find((row) => row.email === email);
  if (!invitation) throw new Error(`no invitation for ${email}`);
  return invitation.guid;
}

/** Signs up in the modal the landing opened; the app comes back to the landing. */
async function signUpFromLanding(page: Page, email: string, firstName: string): Promise<void> {
  const landing = new URL(page.url()).pathname;
  await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill('Invitee');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Password').fill('invited-password-1');
  await dialog.getByLabel('Department').selectOption('Support');
  await dialog.getByText('Checked: you are not a robot').waitFor();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(landing);
}

/** Console errors other than the browser's own note about an answer with an error status (403, 404). */
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

describe('invitation landings', () => {
  it("lets a visitor with a private campaign's share link sign up and join it", async () => {
    const coach = await openCoach();
    const link = await shareLinkOf(coach, 'board-secret-project');
    expect(link).toMatch(/\/invitations\/campaign\/[\w-]{16,}$/);

    const page = await pages.open();
    await page.goto(link);
    await page.getByRole('heading', { name: 'You are invited to Board secret project', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
    expect(await page.title()).toBe('Invitation to Board secret project | IdeaHunt');
    expect(await page.getByText('Log in or sign up to accept the invitation and join the campaign.').isVisible()).toBe(true);
    // Spec 3 §2: the top bar hides its log-in button here; the landing's own buttons come back to join.
    await page.getByRole('banner').waitFor();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Log in' }).count()).toBe(0);
    expect(await page.getByRole('main').getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);

    await signUpFromLanding(page, `link.${unique()}@example.com`, 'Linda');
    await page.getByRole('button', { name: 'Join campaign' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/board-secret-project/brief');
    await page.getByText('You have joined Board secret project.', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Board secret project', level: 1 }).waitFor();
    await page.getByText('You have joined', { exact: true }).waitFor();
    expect(await page.getByText('A private campaign for the board').isVisible()).toBe(true);
    expect(pages.errors()).toEqual([]);
  });

  it('lets the invited address join a campaign with coach approval at once, and sends a second visit to the brief', async () => {
    const coach = await openCoach();
    const email = `mail.${unique()}@example.com`;
    const guid = await inviteByEmail(coach, 'coffee-corner-2-0', email);

    const page = await pages.open();
    await page.goto(appUrl(`/invitations/${guid}`));
    await page.getByRole('heading', { name: 'You are invited to Coffee corner 2.0', level: 1 }).waitFor();
    // Invited by a coach: no approval to wait for, so the landing does not mention one.
    expect(await page.getByText('approves new participants', { exact: false }).count()).toBe(0);

    await signUpFromLanding(page, email, 'Mia');
    await page.getByRole('button', { name: 'Join campaign' }).click();
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/coffee-corner-2-0/brief');
    await page.getByText('You have joined', { exact: true }).waitFor();

    await page.goto(appUrl(`/invitations/${guid}`));
    await page.getByText('You have already accepted this invitation.', { exact: true }).waitFor();
    await expectNoA11yViolations(page);
    await page.waitForURL((url) => url.pathname === '/coach/campaigns/coffee-corner-2-0/brief');

    // The coach now finds the address among the joined, no longer among the invited.
    await coach.reload();
    await coach.getByRole('region', { name: 'Joined', exact: true }).getByText(email, { exact: true }).waitFor();
    expect(await coach.getByRole('region', { name: 'Invited by e-mail', exact: true }).getByText(email).count()).toBe(0);
    expect(pages.errors()).toEqual([]);
  });

  it('tells a joiner through the share link that a coach has to approve them, then goes to the dashboard', async () => {
    const coach = await openCoach();
    const link = await shareLinkOf(coach, 'coffee-corner-2-0');

    // Anna has asked to join Coffee corner 2.0 already (demo data): joining again answers the same.
    const page = await pages.open();
    await signInAs(page, demo.participant);
    await page.goto(link);
    await page.getByRole('heading', { name: 'You are invited to Coffee corner 2.0', level: 1 }).waitFor();
    expect(await page.getByText('A coach of this campaign approves new participants', { exact: false }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Join campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approval required' });
    await dialog.getByText('A coach has to approve your participation in Coffee corner 2.0.', { exact: false }).waitFor();
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/coach');
    expect(pages.errors()).toEqual([]);
  });

  it('says so when an e-mail invitation was sent to another address than the signed-in one', async () => {
    const coach = await openCoach();
    const guid = await inviteByEmail(coach, 'board-secret-project', `someone.${unique()}@example.com`);

    const page = await pages.open();
    await signInAs(page, demo.participant);
    await page.goto(appUrl(`/invitations/${guid}`));
    await page.getByRole('button', { name: 'Join campaign' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('This invitation was sent to another e-mail address. Log in with that address to accept it.').waitFor();
    await expectNoA11yViolations(page);
    await alert.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/coach');
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('reports an invalid or replaced invitation and goes to the dashboard', async () => {
    const coach = await openCoach();
    const oldLink = await shareLinkOf(coach, 'winter-wellbeing');
    const share = coach.getByRole('region', { name: 'Share link', exact: true });
    await share.getByRole('button', { name: 'Generate new link' }).click();
    const confirm = coach.getByRole('dialog', { name: 'Generate a new share link?' });
    await confirm.getByText('The current link stops working at once.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Generate new link' }).click();
    await coach.getByText('A new share link was generated. The old one no longer works.', { exact: true }).waitFor();
    const newLink = await share.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(newLink).not.toBe(oldLink);
    expect(newLink).toMatch(/\/invitations\/campaign\/[\w-]{16,}$/);

    const page = await pages.open();
    for (const target of [oldLink, appUrl('/invitations/not-an-invitation')]) {
      await page.goto(target);
      await page.getByText('Invalid invitation. It may have been withdrawn, or the campaign has a new share link.', { exact: true }).waitFor();
      await page.waitForURL((url) => url.pathname === '/coach');
    }

    await page.goto(newLink);
    await page.getByRole('heading', { name: 'You are invited to Winter wellbeing', level: 1 }).waitFor();
    await expectNoA11yViolations(page);
    expect(appErrors(pages.errors())).toEqual([]);
  });
});

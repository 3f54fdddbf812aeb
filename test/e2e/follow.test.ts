import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, signInAs, type SiteHost, usePagePerTest } from '../support/browser';
import { callFromPage } from '../support/page-trpc';

const pages = usePagePerTest();

const followButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });

async function openIdea(page: Page, guid: string, name: string, host: SiteHost = 'default'): Promise<void> {
  await page.goto(appUrl(`/ideas/${guid}`, host));
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Following ideas (issue 34): the author follows their new idea; anyone who sees it may follow or stop. */
describe('following an idea', () => {
  it('the author follows their new idea and may stop; another participant follows it, and both choices stay after a reload', async () => {
    const name = `Shared bike pumps ${Date.now()}`;
    const author = await pages.open();
    await signInAs(author, demo.participant);
    await author.goto(appUrl('/coach/campaigns/greener-commutes'));
    const idea = await callFromPage<{ guid: string }>(author, 'idea.create', { campaignSlug: 'greener-commutes', name, content: 'One by each entrance.', extraFields: {} });
    await openIdea(author, idea.guid, name);
    const authorFollow = followButton(author, 'Follow');
    expect(await authorFollow.getAttribute('aria-pressed')).toBe('true');
    await authorFollow.click();
    await expect.poll(() => authorFollow.getAttribute('aria-pressed')).toBe('false');
    await author.reload();
    await author.getByRole('heading', { level: 1, name }).waitFor();
    expect(await followButton(author, 'Follow').getAttribute('aria-pressed')).toBe('false');

    const other = await pages.open();
    await logIn(other, demo.participant2);
    await openIdea(other, idea.guid, name);
    const otherFollow = followButton(other, 'Follow');
    expect(await otherFollow.getAttribute('aria-pressed')).toBe('false');
    await otherFollow.click();
    await expect.poll(() => otherFollow.getAttribute('aria-pressed')).toBe('true');
    await expectNoA11yViolations(other);
    await other.reload();
    await other.getByRole('heading', { level: 1, name }).waitFor();
    expect(await followButton(other, 'Follow').getAttribute('aria-pressed')).toBe('true');
    expect(pages.errors()).toEqual([]);
  });

  it('a visitor sees no follow button; a failed save puts the button back and says so', async () => {
    const name = `Charging lockers ${Date.now()}`;
    const author = await pages.open();
    await signInAs(author, demo.participant);
    await author.goto(appUrl('/coach/campaigns/greener-commutes'));
    const idea = await callFromPage<{ guid: string }>(author, 'idea.create', { campaignSlug: 'greener-commutes', name, content: 'For e-bikes.', extraFields: {} });
    await author.route('**/trpc/ideaFollow.set*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await openIdea(author, idea.guid, name);
    const follow = followButton(author, 'Follow');
    await follow.click();
    await author.getByRole('alert').filter({ hasText: 'Following could not be saved. Try again.' }).waitFor();
    expect(await follow.getAttribute('aria-pressed')).toBe('true');
    await expectNoA11yViolations(author);

    const visitor = await pages.open();
    await openIdea(visitor, idea.guid, name);
    expect(await followButton(visitor, 'Follow').count()).toBe(0);
  });

  it('in Swedish: Följ on the Swedish site, kept after a reload', async () => {
    const name = 'Cykelpool för korta resor';
    const page = await pages.open();
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl('/coach/campaigns/hallbar-vardag', 'sverige'));
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const follow = followButton(page, 'Följ');
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    await expectNoA11yViolations(page);
    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await followButton(page, 'Följ').getAttribute('aria-pressed')).toBe('true');
  });
});

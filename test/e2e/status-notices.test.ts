import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '#server/modules/seed/demo-seed.ts';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, signInAs, type SiteHost, usePagePerTest } from '../support/browser';
import { callFromPage } from '../support/page-trpc';

const pages = usePagePerTest();

async function openIdea(page: Page, guid: string, name: string, host: SiteHost = 'default'): Promise<void> {
  await page.goto(appUrl(`/ideas/${guid}`, host));
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The coach picks a status in the idea page's dropdown, which saves at once (spec 1 §4). */
async function setStatusOnPage(page: Page, statusName: string, savedText: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: statusName });
  await page.getByRole('status').filter({ hasText: savedText }).waitFor();
}

/** Status notices (issue 34 item 2): a follower's feed hears, live, what a coach did to the idea in another browser. */
describe('status notices', () => {
  it('the author, following their idea, sees it crowned live: the bell counts it and the panel says so, leading to the idea', async () => {
    const name = `Bike lockers ${Date.now()}`;
    const author = await pages.open();
    await signInAs(author, demo.participant);
    await author.goto(appUrl('/coach/campaigns/greener-commutes'));
    const idea = await callFromPage<{ guid: string }>(author, 'idea.create', { campaignSlug: 'greener-commutes', name, content: 'By the station.', extraFields: {} });
    await openIdea(author, idea.guid, name);
    const unread = async () => {
      const badge = author.getByTestId('notification-count');
      return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
    };
    // The bell shows what the server counts before the coach acts, so the rise below is live.
    const before = await callFromPage<number>(author, 'notification.unreadCount', undefined, 'query');
    await expect.poll(unread).toBe(before);

    const coach = await pages.open();
    await logIn(coach, demo.coach);
    await openIdea(coach, idea.guid, name);
    await setStatusOnPage(coach, 'Winner', 'The status has been saved.');

    // No reload: the count rises through the realtime bus.
    await expect.poll(unread, { timeout: 10_000 }).toBe(before + 1);
    await author.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const panel = author.getByRole('dialog', { name: 'Notifications' });
    const entry = panel.getByRole('listitem').filter({ hasText: `“${name}”, which you follow, is a winner` });
    await entry.waitFor();
    expect(await entry.getByRole('link').getAttribute('href')).toBe(`/ideas/${idea.guid}`);
    await expectNoA11yViolations(author);
    expect(pages.errors()).toEqual([]);
  });

  it('in Swedish: a follower on the Swedish site hears live that the idea won', async () => {
    const name = `Cykelskåp ${Date.now()}`;
    const admin = await pages.open();
    await signInAs(admin, demo.swedishAdmin, 'sverige');
    await admin.goto(appUrl('/coach/campaigns/hallbar-vardag', 'sverige'));
    const idea = await callFromPage<{ guid: string }>(admin, 'idea.create', { campaignSlug: 'hallbar-vardag', name, content: 'Vid stationen.', extraFields: {} });

    const follower = await pages.open();
    await logIn(follower, demoAccounts[6].email, 'sverige');
    await openIdea(follower, idea.guid, name, 'sverige');
    const follow = follower.getByRole('main').getByRole('button', { name: 'Följ', exact: true });
    await follow.click();
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');

    await openIdea(admin, idea.guid, name, 'sverige');
    await setStatusOnPage(admin, 'Vinnare', 'Statusen har sparats.');
    await follower.getByRole('banner').getByRole('button', { name: /^Notiser, \d+ oläst/ }).click();
    await follower.getByRole('dialog', { name: 'Notiser' }).getByRole('listitem').filter({ hasText: 'som du följer, är en vinnare' }).waitFor();
    await expectNoA11yViolations(follower);
  });
});

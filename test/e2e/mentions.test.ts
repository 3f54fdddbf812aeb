import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '#server/modules/seed/demo-seed.ts';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, signInAs, type SiteHost, usePagePerTest } from '../support/browser';
import { callFromPage } from '../support/page-trpc';

const pages = usePagePerTest();

interface Texts {
  write: string;
  label: string;
  add: string;
  people: string;
}
const en: Texts = { write: 'Write a comment', label: 'Your comment', add: 'Add comment', people: 'People to mention' };
const sv: Texts = { write: 'Skriv en kommentar', label: 'Din kommentar', add: 'Lägg till kommentar', people: 'Personer att nämna' };

/**
 * Writes a comment on the idea page that mentions someone picked from the suggestions by keyboard
 * alone: `@` and the start of the name, Down to the second suggestion and Up back, Enter.
 */
async function commentMentioning(page: Page, texts: Texts, typed: string, person: string): Promise<void> {
  await page.getByRole('button', { name: texts.write }).click();
  const box = page.getByRole('textbox', { name: texts.label });
  await box.pressSequentially(`Thanks @${typed}`);
  const option = page.getByRole('listbox', { name: texts.people }).getByRole('option', { name: person });
  await option.waitFor();
  await page.screenshot({ path: `test-results/mention-suggestions-${texts === en ? 'en' : 'sv'}.png` });
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  expect(await option.getAttribute('aria-selected')).toBe('true');
  expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
  await box.press('Enter');
  await box.pressSequentially('for the idea!');
  expect(await box.inputValue()).toBe(`Thanks @${person} for the idea!`);
  expect(await page.getByRole('listbox').count()).toBe(0);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: texts.add }).click();
}

async function postIdea(page: Page, campaignSlug: string, name: string, host: SiteHost = 'default'): Promise<string> {
  await page.goto(appUrl(`/coach/campaigns/${campaignSlug}`, host));
  const { guid } = await callFromPage<{ guid: string }>(page, 'idea.create', { campaignSlug, name, content: 'Worth a try.', extraFields: {} });
  await page.goto(appUrl(`/ideas/${guid}`, host));
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return guid;
}

/** Mentions (issue 34 item 6): `@name` in a comment, picked by keyboard, and the person told live. */
describe('mentions', () => {
  it('a comment mentions Erik, picked by keyboard; the comment shows his name as a link and his bell rises live', async () => {
    const erik = await pages.open();
    await signInAs(erik, demo.participant2);
    await erik.goto(appUrl('/coach'));
    const before = await callFromPage<number>(erik, 'notification.unreadCount', undefined, 'query');
    const unread = async () => {
      const badge = erik.getByTestId('notification-count');
      return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
    };
    await expect.poll(unread).toBe(before);

    const anna = await pages.open();
    await logIn(anna, demo.participant);
    const name = `Mention me ${Date.now()}`;
    const guid = await postIdea(anna, 'greener-commutes', name);
    await commentMentioning(anna, en, 'Eri', 'Erik Ek');
    const mention = anna.getByRole('main').getByRole('link', { name: '@Erik Ek' });
    await mention.waitFor();
    expect(await mention.getAttribute('href')).toMatch(/^\/user\/[0-9a-f-]{36}$/);

    await expect.poll(unread, { timeout: 10_000 }).toBe(before + 1);
    await erik.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    const entry = erik.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: `Anna Andersson mentioned you on “${name.slice(0, 30)}` });
    await entry.waitFor();
    expect(await entry.getByRole('link').getAttribute('href')).toBe(`/ideas/${guid}`);

    // The feedback box offers people too; there Escape closes the suggestions, not the dialog around them.
    await entry.getByRole('link').click();
    await erik.getByRole('heading', { level: 1, name }).waitFor();
    await erik.getByRole('button', { name: 'Give feedback' }).click();
    const dialog = erik.getByRole('dialog', { name: 'Give feedback' });
    const box = dialog.getByRole('textbox', { name: 'Your feedback' });
    await box.pressSequentially('Agree with @Ann');
    await dialog.getByRole('option', { name: 'Anna Andersson' }).waitFor();
    await box.press('Escape');
    await expect.poll(() => dialog.getByRole('listbox').count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    expect(pages.errors()).toEqual([]);
  });

  it('in Swedish: Sara mentions Lina, who hears of it', async () => {
    const sara = await pages.open();
    await logIn(sara, demo.swedishAdmin, 'sverige');
    await postIdea(sara, 'hallbar-vardag', `Nämn mig ${Date.now()}`, 'sverige');
    await commentMentioning(sara, sv, 'Lin', 'Lina Lindqvist');
    await sara.getByRole('main').getByRole('link', { name: '@Lina Lindqvist' }).waitFor();

    const lina = await pages.open();
    await signInAs(lina, demoAccounts[6].email, 'sverige');
    await lina.goto(appUrl('/coach', 'sverige'));
    await lina.getByRole('banner').getByRole('button', { name: /^Notiser, \d+ oläst/ }).click();
    await lina.getByRole('dialog', { name: 'Notiser' }).getByRole('listitem').filter({ hasText: 'Sara Svensson nämnde dig på' }).first().waitFor();
  });
});

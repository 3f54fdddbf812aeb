import { describe, expect, it } from 'vitest';
import { demoAccounts } from '#server/modules/seed/demo-seed.ts';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, signInAs, usePagePerTest } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';
import { waitForMail } from '../support/mailbox';
import { callFromPage } from '../support/page-trpc';

const pages = usePagePerTest();

/** The preference centre on the profile and the unsubscribe link of a notice mail (issue 34 item 5). */
describe('notification preferences', () => {
  it('a choice holds across a reload; a comment mail’s unsubscribe link, confirmed, turns comment mails off', async () => {
    const author = await pages.open();
    await signInAs(author, demo.participant);
    await author.goto(appUrl('/profile'));
    const merges = author.getByRole('combobox', { name: 'Merges of ideas you follow' });
    await merges.selectOption({ label: 'In the digest e-mail' });
    await author.getByText('Saved.').waitFor();
    await author.reload();
    await expect.poll(() => merges.inputValue()).toBe('digest');

    const name = `Shade sails ${Date.now()}`;
    const idea = await callFromPage<{ guid: string }>(author, 'idea.create', { campaignSlug: 'greener-commutes', name, content: 'Over the racks.', extraFields: {} });
    const coach = await pages.open();
    await signInAs(coach, demo.coach);
    await coach.goto(appUrl(`/ideas/${idea.guid}`));
    await callFromPage(coach, 'comment.create', { ideaGuid: idea.guid, parentGuid: null, body: 'Good spot.' });
    const mail = await waitForMail(e2eStack().mailDir, demo.participant, (candidate) => candidate.text.includes(name));
    const link = /Unsubscribe: (\S+)/.exec(mail.text)?.[1];
    expect(link).toMatch(/\/unsubscribe\?token=/);

    await author.goto(link!);
    await author.getByRole('heading', { level: 1, name: 'Unsubscribe' }).waitFor();
    await author.getByRole('button', { name: 'Stop these e-mails' }).click();
    await author.getByRole('status').filter({ hasText: 'you will no longer get e-mails about comments' }).waitFor();
    await author.goto(appUrl('/profile'));
    await expect.poll(() => author.getByRole('combobox', { name: 'Comments on your ideas' }).inputValue()).toBe('feed');
    await expectNoA11yViolations(author);
  });

  it('in Swedish: the preference centre speaks Swedish and saves', async () => {
    const page = await pages.open();
    await signInAs(page, demoAccounts[7].email, 'sverige');
    await page.goto(appUrl('/profile', 'sverige'));
    await page.getByRole('heading', { name: 'Aviseringar' }).waitFor();
    await page.getByRole('combobox', { name: 'Nya idéer och medförfattare' }).selectOption({ label: 'I sammanfattningen via e-post' });
    await page.getByText('Sparat.').waitFor();
    await expectNoA11yViolations(page);
  });
});

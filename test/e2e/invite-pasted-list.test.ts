import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, signInAs, usePagePerTest } from '../support/browser';
import { waitForMail } from '../support/mailbox';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();

describe('inviting a pasted list', () => {
  it('takes a list pasted from a mail program, names the entry that is no address, and mails each address once fixed', async () => {
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const addresses = [`ann.${unique}@example.com`, `bo.${unique}@example.com`, `cy.${unique}@example.com`];
    const page = await pages.open();
    await signInAs(page, demo.coach);
    await page.goto(appUrl('/coach/campaigns/coffee-corner-2-0/people'));
    const form = page.getByRole('region', { name: 'Invite people', exact: true });
    const box = form.getByLabel('E-mail addresses');
    const list = `Ann Paste <${addresses[0]}>, "Berg, Bo" <${addresses[1]!.toUpperCase()}>;\n${addresses[2]} Someone <someone@nowhere>`;

    await box.fill(list);
    await form.getByRole('button', { name: 'Send invitations' }).click();
    const problem = form.getByRole('alert');
    await problem.getByText('Invalid e-mail address').waitFor();
    expect(await problem.getByRole('listitem').allTextContents()).toEqual(['Someone <someone@nowhere>']);
    await expectNoA11yViolations(page);

    await box.fill(`${list.replace(' Someone <someone@nowhere>', '')}\n${addresses[0]}`);
    await form.getByRole('button', { name: 'Send invitations' }).click();
    await page.getByText('3 people were invited.', { exact: true }).waitFor();
    const invited = page.getByRole('region', { name: 'Invited by e-mail', exact: true });
    for (const address of addresses) await invited.getByText(address).waitFor();

    for (const address of addresses) {
      const mail = await waitForMail(e2eStack().mailDir, address, (candidate) => candidate.subject === 'You are invited to Coffee corner 2.0');
      expect(mail.text).toMatch(/\/invitations\/[0-9a-f-]{36}/);
    }
    expect(pages.errors()).toEqual([]);
  });
  it('takes addresses separated by spaces alone on the Swedish site, and mails them in Swedish', async () => {
    const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const addresses = [`disa.${unique}@example.com`, `erik.${unique}@example.com`];
    const page = await pages.open();
    await signInAs(page, demo.swedishAdmin, 'sverige');
    await page.goto(appUrl('/coach/campaigns/hallbar-vardag/people', 'sverige'));
    const form = page.getByRole('region', { name: 'Bjud in personer', exact: true });
    const box = form.getByLabel('E-postadresser');

    await box.fill(`${addresses[0]} inte-en-adress ${addresses[1]}`);
    await form.getByRole('button', { name: 'Skicka inbjudningar' }).click();
    const problem = form.getByRole('alert');
    await problem.getByText('Ogiltig e-postadress').waitFor();
    expect(await problem.getByRole('listitem').allTextContents()).toEqual(['inte-en-adress']);

    await box.fill(`${addresses[0]} ${addresses[1]}`);
    await form.getByRole('button', { name: 'Skicka inbjudningar' }).click();
    await page.getByText('2 personer bjöds in.', { exact: true }).waitFor();
    for (const address of addresses) {
      const mail = await waitForMail(e2eStack().mailDir, address, (candidate) => candidate.subject === 'Du är inbjuden till Hållbar vardag');
      expect(mail.text).toMatch(/\/invitations\/[0-9a-f-]{36}/);
    }
    await expectNoA11yViolations(page);
  });
});

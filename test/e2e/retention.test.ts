import { describe, expect, it } from 'vitest';
import { appUrl, demo, signInAs, type SiteHost, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

const texts = {
  default: {
    title: 'Settings',
    index: 'On this page',
    section: 'Retention',
    audit: 'Audit log entries (days)',
    mails: 'Sent mails in the outbox (days)',
    save: 'Save retention',
    saved: 'The retention periods have been saved.',
    wrong: 'Enter a whole number of days from 1 to 3650, or leave it empty to keep everything.',
    neverRun: 'The daily job has not removed anything on this site yet.',
  },
  sverige: {
    title: 'Inställningar',
    index: 'På den här sidan',
    section: 'Lagringstid',
    audit: 'Poster i granskningsloggen (dagar)',
    mails: 'Skickade mejl i utkorgen (dagar)',
    save: 'Spara lagringstid',
    saved: 'Lagringstiderna har sparats.',
    wrong: 'Ange ett helt antal dagar från 1 till 3650, eller lämna fältet tomt för att spara allt.',
    neverRun: 'Det dagliga jobbet har inte tagit bort något på den här webbplatsen än.',
  },
} as const;

const hosts: SiteHost[] = ['default', 'sverige'];

describe('retention on the settings screen (issue 36)', () => {
  it.each(hosts)('is off until an admin sets a period, refuses one that is not a number of days, and keeps what was saved (%s)', async (host) => {
    const say = texts[host];
    const page = await pages.open();
    await signInAs(page, host === 'default' ? demo.orgAdmin : demo.swedishAdmin, host);
    await page.goto(appUrl('/organisation/admin/settings', host));
    await page.getByRole('heading', { name: say.title, level: 1 }).waitFor();
    await page.getByRole('navigation', { name: say.index }).getByRole('link', { name: say.section }).click();
    const section = page.getByRole('region', { name: say.section });
    expect(await section.evaluate((element) => element === document.activeElement)).toBe(true);
    await section.getByText(say.neverRun).waitFor();
    const audit = section.getByLabel(say.audit, { exact: true });
    const mails = section.getByLabel(say.mails, { exact: true });
    expect(await audit.inputValue()).toBe('');

    await audit.fill('0');
    await section.getByRole('button', { name: say.save }).click();
    await section.getByText(say.wrong).waitFor();
    expect(await audit.getAttribute('aria-invalid')).toBe('true');

    await audit.fill('365');
    await mails.fill('30');
    await section.getByRole('button', { name: say.save }).click();
    await page.getByText(say.saved).waitFor();
    try {
      await page.reload();
      await section.getByText(say.neverRun).waitFor();
      expect(await audit.inputValue()).toBe('365');
      expect(await mails.inputValue()).toBe('30');
    } finally {
      // The browser tests on a worker share its server: the site keeps everything again.
      await audit.fill('');
      await mails.fill('');
      await section.getByRole('button', { name: say.save }).click();
      await page.getByText(say.saved).first().waitFor();
    }
    expect(await audit.inputValue()).toBe('');
    expect(pages.errors()).toEqual([]);
  });
});

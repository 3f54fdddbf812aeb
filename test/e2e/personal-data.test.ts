import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, signInAs, type SiteHost, usePagePerTest } from '../support/browser';
import { e2eStack } from '../support/e2e-stack';
import { waitForMail } from '../support/mailbox';

const pages = usePagePerTest();

/** The words the test looks for, in the site's language. */
const texts = {
  default: {
    account: demo.participant2,
    ideas: 'Ideas',
    section: 'A copy of your data',
    ask: 'Ask for a copy',
    queued: 'Your copy is being made.',
    download: /Download the copy/,
    subject: 'A copy of your data is ready',
  },
  sverige: {
    account: 'johan.sverige@example.com',
    ideas: 'Idéer',
    section: 'En kopia av dina uppgifter',
    ask: 'Begär en kopia',
    queued: 'Din kopia skapas.',
    download: /Ladda ner kopian/,
    subject: 'En kopia av dina uppgifter är klar',
  },
} as const;

const hosts: SiteHost[] = ['default', 'sverige'];

describe('a copy of one\'s own data (issue 36)', () => {
  it.each(hosts)('is asked for on the profile, appears when ready, is mailed, and downloads as a zip holding the person\'s ideas (%s)', async (host) => {
    const say = texts[host];
    const page = await pages.open();
    await signInAs(page, say.account, host);
    await page.goto(appUrl('/profile', host));
    const ideaName = (await page.getByRole('region', { name: say.ideas }).getByRole('listitem').first().getByRole('link').first().textContent())!.trim();
    expect(ideaName).not.toBe('');

    const section = page.getByRole('region', { name: say.section });
    await section.getByRole('button', { name: say.ask }).click();
    await section.getByText(say.queued).waitFor();
    // The job runs in the server's own worker; the section asks again until the copy is ready.
    const link = section.getByRole('link', { name: say.download });
    await link.waitFor({ timeout: 30_000 });
    await expectNoA11yViolations(page);

    const href = (await link.getAttribute('href'))!;
    const mail = await waitForMail(e2eStack().mailDir, say.account, (candidate) => candidate.subject === say.subject);
    expect(mail.text).toContain(href);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(['data.json', 'profile.csv', 'ideas.csv', 'comments.csv', 'feedback.csv', 'upvotes.csv']));
    const profile = JSON.parse(await zip.file('data.json')!.async('string')) as { profile: { email: string }[]; ideas: { name: string }[] };
    expect(profile.profile[0]!.email).toBe(say.account);
    expect(profile.ideas.map((idea) => idea.name)).toContain(ideaName);
    expect(await zip.file('ideas.csv')!.async('string')).toContain(ideaName);
    expect(pages.errors()).toEqual([]);
  });
});

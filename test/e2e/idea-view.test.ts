import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { demoAccounts } from '#server/modules/seed/demo-seed.ts';
import { appUrl, demo, signInAs, usePagePerTest } from '../support/browser';

const pages = usePagePerTest();

const remoteDay = 'One remote day a week for everyone';

/** Console errors other than the browser's own note about an answer with an error status. */
function appErrors(errors: string[]): string[] {
  return errors.filter((error) => !error.startsWith('Failed to load resource'));
}

/** Opens the Ideas tab of greener-commutes as `email`, then the idea from its card. */
async function openIdeaFromList(email: string, name: string): Promise<Page> {
  const page = await pages.open();
  await signInAs(page, email);
  await page.goto(appUrl('/coach/campaigns/greener-commutes'));
  await page.getByRole('article', { name }).getByRole('link', { name }).click();
  await page.waitForURL(/\/ideas\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return page;
}

describe('idea page', () => {
  it('lets a participant upvote, give feedback, comment and reply on someone else’s idea', async () => {
    const page = await openIdeaFromList(demo.participant2, remoteDay);
    expect(await page.title()).toBe(`${remoteDay} | IdeaHunt`);
    expect(await page.getByRole('link', { name: 'All ideas' }).getAttribute('href')).toBe('/coach/campaigns/greener-commutes');
    const article = page.getByRole('article', { name: remoteDay });
    expect(await article.textContent()).toContain('by Anna Andersson');
    expect(await article.textContent()).toContain('The greenest commute is the one that does not happen.');
    expect(await page.getByRole('link', { name: 'Edit and improve' }).count()).toBe(0);
    await expectNoA11yViolations(page);

    // Upvote: pressed, counted, and 'Remove upvote' once upvoted.
    const upvote = page.getByRole('button', { name: /^(Upvote|Remove upvote),/ });
    expect(await upvote.getAttribute('aria-pressed')).toBe('false');
    expect(await upvote.getAttribute('aria-label')).toBe('Upvote, 0 upvotes');
    await upvote.click();
    await expect.poll(() => upvote.getAttribute('aria-pressed')).toBe('true');
    expect(await upvote.getAttribute('aria-label')).toBe('Remove upvote, 1 upvote');
    expect(await upvote.getAttribute('title')).toBe('Remove upvote');

    // Feedback: required comment, a rating, then the list shows it and the button goes.
    await page.getByRole('button', { name: 'Give feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give feedback' });
    // What it earns, from the points table (spec 1 §9).
    await dialog.getByText('Giving feedback gives you 200 points.').waitFor();
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await dialog.getByText('Please enter a comment.').waitFor();
    await expectNoA11yViolations(page);
    await dialog.getByLabel('Your feedback').fill('Fridays would suit most teams.');
    await dialog.getByRole('radio', { name: '4 of 5 stars' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Thank you for your feedback!').waitFor();
    const feedback = page.getByRole('listitem').filter({ hasText: 'Fridays would suit most teams.' });
    expect(await feedback.textContent()).toContain('Erik Ek');
    expect(await feedback.getByRole('img', { name: '4 of 5 stars' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Give feedback' }).count()).toBe(0);
    // The author edits their own feedback, prefilled.
    await feedback.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit your feedback' });
    expect(await edit.getByLabel('Your feedback').inputValue()).toBe('Fridays would suit most teams.');
    await edit.getByLabel('Your feedback').fill('Fridays or Mondays would suit most teams.');
    await edit.getByRole('button', { name: 'Save feedback' }).click();
    await page.getByText('Your feedback has been saved.').waitFor();
    await page.getByText('Fridays or Mondays would suit most teams.').waitFor();

    // Comments: empty at first, then a comment and a reply under it.
    await page.getByText('No messages yet.').waitFor();
    await page.getByRole('button', { name: 'Write a comment' }).click();
    await page.getByRole('button', { name: 'Add comment' }).click();
    await page.getByText('The message may not be empty.').waitFor();
    await expectNoA11yViolations(page);
    await page.getByLabel('Your comment').fill('Could we try it for a month first?');
    await page.getByRole('button', { name: 'Add comment' }).click();
    const comment = page.getByRole('article', { name: 'Comment by Erik Ek' }).filter({ hasText: 'Could we try it for a month first?' });
    await comment.waitFor();
    await comment.getByRole('button', { name: 'Reply' }).click();
    await comment.getByLabel('Your reply').fill('Starting in March, when the days get longer.');
    await comment.getByRole('button', { name: 'Add reply' }).click();
    const replies = page.getByRole('list', { name: 'Replies to Erik Ek' });
    await replies.getByText('Starting in March, when the days get longer.').waitFor();
    await expectNoA11yViolations(page);

    // Everything is still there after a reload.
    await page.reload();
    await replies.getByText('Starting in March, when the days get longer.').waitFor();
    expect(await upvote.getAttribute('aria-pressed')).toBe('true');
    expect(appErrors(pages.errors())).toEqual([]);
  });

  it('offers no feedback on one’s own idea, and lets a coach change the status', async () => {
    const own = await openIdeaFromList(demo.participant, 'Secure bike parking in the garage');
    await own.getByRole('heading', { name: 'Feedback', level: 2 }).waitFor();
    await own.getByText('Yes! I would cycle twice a week if my bike were safe.').waitFor();
    expect(await own.getByRole('button', { name: 'Give feedback' }).count()).toBe(0);
    expect(await own.getByLabel('Status').count()).toBe(0);
    // The author edits and improves it on the idea form.
    const guid = new URL(own.url()).pathname.split('/').pop();
    expect(await own.getByRole('link', { name: 'Edit and improve' }).getAttribute('href')).toBe(`/ideas/${guid}/edit`);
    await pages.close();

    const page = await openIdeaFromList(demo.coach, 'Train ticket subsidy instead of parking');
    const status = page.getByLabel('Status');
    await expect.poll(() => status.locator('option:not([disabled])').allTextContents()).toEqual(['Published', 'Candidate', 'Winner', 'Declined']);
    await status.selectOption({ label: 'Candidate' });
    await page.getByText('The status has been saved.').waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('article').locator('header').getByText('Candidate', { exact: true }).waitFor();
    await status.selectOption({ label: 'Published' });
    await expect.poll(() => status.inputValue()).toBe('PUBLISHED');
    await page.getByText('The status has been saved.').waitFor();
  });

  it('lets an org admin delete feedback, and a reply, but not a comment that has replies', async () => {
    const page = await openIdeaFromList(demo.orgAdmin, 'Car pool matching in the intranet');
    await page.getByRole('button', { name: 'Give feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give feedback' });
    await dialog.getByLabel('Your feedback').fill('Check this with the data protection officer first.');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    const own = page.getByRole('listitem').filter({ hasText: 'Check this with the data protection officer first.' });
    await own.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete feedback' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The feedback has been deleted.').waitFor();
    await expect.poll(() => own.count()).toBe(0);

    await page.getByRole('button', { name: 'Write a comment' }).click();
    await page.getByLabel('Your comment').fill('Which map service would we use?');
    await page.getByRole('button', { name: 'Add comment' }).click();
    const comment = page.getByRole('article', { name: 'Comment by Olivia Admin' }).filter({ hasText: 'Which map service would we use?' });
    await comment.getByRole('button', { name: 'Reply' }).click();
    await comment.getByLabel('Your reply').fill('The one in the intranet already.');
    await comment.getByRole('button', { name: 'Add reply' }).click();
    const reply = page.getByRole('list', { name: 'Replies to Olivia Admin' }).getByRole('article');
    await reply.waitFor();

    await comment.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Remove comment' }).getByText('Do you really want to remove this comment?').waitFor();
    await expectNoA11yViolations(page);
    await page.getByRole('dialog', { name: 'Remove comment' }).getByRole('button', { name: 'Yes' }).click();
    const error = page.getByRole('dialog', { name: 'Error' });
    await error.getByText('The comment has replies and cannot be deleted.').waitFor();
    await expectNoA11yViolations(page);
    await error.getByRole('button', { name: 'OK' }).click();

    await reply.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Remove comment' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('The comment has been deleted.').waitFor();
    await expect.poll(() => reply.count()).toBe(0);
    expect(await comment.count()).toBe(1);
  });

  it('asks a visitor to log in before upvoting or commenting, and before answering an invitation', async () => {
    const page = await pages.open();
    await page.goto(appUrl('/coach/campaigns/greener-commutes'));
    const name = 'Train ticket subsidy instead of parking';
    await page.getByRole('article', { name }).getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const here = page.url();

    await page.getByRole('button', { name: 'Upvote, 0 upvotes' }).click();
    const prompt = page.getByRole('dialog', { name: 'Log in to upvote' });
    await prompt.getByText('To upvote this idea you have to log in.').waitFor();
    await expectNoA11yViolations(page);
    await prompt.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByLabel('E-mail').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Write a comment' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByLabel('E-mail').waitFor();
    expect(await page.getByLabel('Your comment').count()).toBe(0);

    await page.goto(`${here}?pendinginvitation=abc`);
    await page.getByRole('heading', { name: 'Log in to answer the invitation' }).waitFor();
    await expectNoA11yViolations(page);
  });

  const upvoteFailures = {
    en: {
      open: () => openIdeaFromList(demo.participant2, 'Car pool matching in the intranet'),
      button: /^(Upvote|Remove upvote),/,
      offlineTitle: "You're offline",
      offline: "Your upvote wasn't saved. Try again when you're connected.",
      sorry: 'Sorry',
      ended: 'The campaign has ended.',
      endedHelp: 'Its ideas take no more upvotes, but you can still read them and follow what happens to them.',
    },
    sv: {
      open: async () => {
        const page = await pages.open();
        await signInAs(page, demoAccounts[7].email, 'sverige');
        await page.goto(appUrl('/coach/campaigns/hallbar-vardag', 'sverige'));
        await page.getByRole('article', { name: 'Släck skärmarna på natten' }).getByRole('link', { name: 'Släck skärmarna på natten' }).click();
        await page.getByRole('heading', { level: 1, name: 'Släck skärmarna på natten' }).waitFor();
        return page;
      },
      button: /^(Rösta upp|Ta bort röst),/,
      offlineTitle: 'Du är offline',
      offline: 'Din röst sparades inte. Försök igen när du är ansluten.',
      sorry: 'Tyvärr',
      ended: 'Kampanjen har avslutats.',
      endedHelp: 'Idéerna tar inte emot fler röster, men du kan fortfarande läsa dem och följa vad som händer med dem.',
    },
  };

  it.each(['en', 'sv'] as const)('says why an upvote failed (offline, the campaign ended) and what to do, in %s', async (language) => {
    const words = upvoteFailures[language];
    const page = await words.open();
    const upvote = page.getByRole('button', { name: words.button });
    const before = await upvote.getAttribute('aria-label');
    // Upvoting or taking an upvote back fails alike; the button must come back to where it was.
    const pressed = await upvote.getAttribute('aria-pressed');

    await page.context().setOffline(true);
    try {
      await upvote.click();
      const offline = page.getByRole('dialog', { name: words.offlineTitle });
      await offline.getByText(words.offline).waitFor();
      await expect.poll(() => upvote.getAttribute('aria-pressed')).toBe(pressed);
      expect(await upvote.getAttribute('aria-label')).toBe(before);
      await expectNoA11yViolations(page);
      await offline.getByRole('button', { name: 'OK' }).click();
      await offline.waitFor({ state: 'detached' });
    } finally {
      await page.context().setOffline(false);
    }

    // The campaign ended while the page was open: the server's answer, as its error formatter writes it.
    await page.route('**/trpc/upvote.toggle**', (route) => {
      const error = { error: { json: { message: 'campaign-ended', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, appCode: 'campaign-ended' } } } };
      const batched = new URL(route.request().url()).searchParams.has('batch');
      return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(batched ? [error] : error) });
    });
    await upvote.click();
    const ended = page.getByRole('dialog', { name: words.sorry });
    await ended.getByText(words.ended).waitFor();
    await ended.getByText(words.endedHelp).waitFor();
    expect(await upvote.getAttribute('aria-pressed')).toBe(pressed);
    await page.unroute('**/trpc/upvote.toggle**');
  });

  it('shows the not-found page for an idea that does not exist', async () => {
    const page = await pages.open();
    await signInAs(page, demo.participant);
    await page.goto(appUrl('/ideas/00000000-0000-4000-8000-000000000000'));
    await page.getByRole('heading', { name: 'Error #404' }).waitFor();
  });
});

import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAccounts } from '#server/modules/seed/demo-seed.ts';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, openPage, type OpenedPage, type SiteHost } from '../support/browser';
import { expectSubmitShowsMissing } from '../support/submit-checks';
import { callFromPage } from '../support/page-trpc';

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

/** Each language's people and words: the coach (an admin on the Swedish site), A's author, B's author. */
const sites = {
  en: {
    host: 'default' as SiteHost,
    coach: demo.coach,
    authorA: demo.participant,
    authorB: demo.participant2,
    // Proposed from the Possible duplicates tab here, from the idea's page in Swedish.
    fromDuplicates: true,
    words: {
      duplicatesTab: 'Possible duplicates',
      pairMerge: 'Merge…',
      logUndone: 'Undone',
      open: 'Merge into another idea…',
      choice: (b: string, a: string) => `Merge “${b}” into “${a}”`,
      note: 'Note to the authors (optional)',
      submit: 'Propose the merge',
      required: 'This field is required.',
      sent: 'The proposal has been sent.',
      proposal: 'Merge proposed',
      accept: 'Accept the merge',
      mergedInto: 'Merged into another idea',
      vote: 'Where should your upvote go?',
      move: (a: string) => `Move my upvote to “${a}”`,
      mergedFrom: 'An idea was merged into this one',
      undo: (other: string) => `Undo merge with “${other}”`,
      confirmUndo: 'Undo merge',
      undoTitle: 'Undo this merge?',
    },
  },
  sv: {
    host: 'sverige' as SiteHost,
    coach: demo.swedishAdmin,
    authorA: demoAccounts[6].email,
    authorB: demoAccounts[7].email,
    fromDuplicates: false,
    words: {
      duplicatesTab: 'Möjliga dubbletter',
      pairMerge: 'Slå ihop…',
      logUndone: 'Ångrad',
      open: 'Slå ihop med en annan idé…',
      choice: (b: string, a: string) => `Slå ihop ”${b}” med ”${a}”`,
      note: 'Meddelande till författarna (valfritt)',
      submit: 'Föreslå sammanslagning',
      required: 'Fältet är obligatoriskt.',
      sent: 'Förslaget har skickats.',
      proposal: 'Sammanslagning föreslagen',
      accept: 'Tacka ja till sammanslagningen',
      mergedInto: 'Sammanslagen med en annan idé',
      vote: 'Var ska din röst finnas?',
      move: (a: string) => `Flytta min röst till ”${a}”`,
      mergedFrom: 'En idé har slagits ihop med den här',
      undo: (other: string) => `Ångra sammanslagning med ”${other}”`,
      confirmUndo: 'Ångra sammanslagning',
      undoTitle: 'Ångra sammanslagningen?',
    },
  },
};

const opened: OpenedPage[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

async function signedIn(email: string, host: SiteHost): Promise<Page> {
  const tab = await openPage();
  opened.push(tab);
  await logIn(tab.page, email, host);
  return tab.page;
}

const upvotesOf = async (page: Page, guid: string) => (await callFromPage<{ totalUpvoteCount: number }>(page, 'idea.byGuid', { guid }, 'query')).totalUpvoteCount;

/**
 * Issue 23's whole flow in each language: a coach proposes merging B into A from B's page; B's
 * author accepts there, and the coach's open page shows the merge without a reload; A's author,
 * who upvoted B, moves the upvote with one click; the coach undoes the merge and B is back.
 */
describe('merging duplicate ideas', () => {
  for (const [language, site] of Object.entries(sites)) {
    it(`is proposed, accepted, voted on and undone (${language})`, async () => {
      const { host, words } = site;
      const [coach, authorA, authorB] = await Promise.all([signedIn(site.coach, host), signedIn(site.authorA, host), signedIn(site.authorB, host)]);
      const stamp = Date.now();
      const campaign = await callFromPage<{ slug: string }>(coach, 'campaign.create', { name: `Merges ${language} ${stamp}`, startDate: new Date().toISOString().slice(0, 10) });
      await callFromPage(coach, 'campaign.submit', { slug: campaign.slug });
      await Promise.all([authorA, authorB].map((page) => callFromPage(page, 'campaign.join', { slug: campaign.slug })));
      const nameA = `Bike repair stand ${stamp}`;
      const nameB = `Repair stand for bikes ${stamp}`;
      const a = await callFromPage<{ guid: string }>(authorA, 'idea.create', { campaignSlug: campaign.slug, name: nameA, content: 'Tools by the bike racks.' });
      const b = await callFromPage<{ guid: string }>(authorB, 'idea.create', { campaignSlug: campaign.slug, name: nameB, content: 'A stand with tools for fixing bikes.' });
      await callFromPage(authorA, 'upvote.toggle', { ideaGuid: b.guid });

      let dialog;
      if (site.fromDuplicates) {
        // The coach finds the pair among the campaign's possible duplicates and proposes from there.
        await coach.goto(appUrl(`/coach/campaigns/${campaign.slug}/duplicates`, host));
        const pair = coach.getByRole('article').filter({ hasText: nameA }).filter({ hasText: nameB });
        await pair.getByRole('button', { name: words.pairMerge }).click();
        dialog = coach.getByRole('dialog');
        // Either way round is offered: Propose pressed before choosing says so at the first (issue 31).
        await expectSubmitShowsMissing(dialog.getByRole('button', { name: words.submit }), dialog.getByRole('radio').first(), words.required);
      } else {
        // The coach proposes from B's page, choosing A among the similar ideas.
        await coach.goto(appUrl(`/ideas/${b.guid}`, host));
        await coach.getByRole('button', { name: words.open }).click();
        dialog = coach.getByRole('dialog');
      }
      await dialog.getByRole('radio', { name: words.choice(nameB, nameA) }).check();
      await dialog.getByLabel(words.note).fill('Same stand, twice.');
      await expectNoA11yViolations(coach);
      await coach.screenshot({ path: `${SHOTS}/merge-propose-${language}.png` });
      await dialog.getByRole('button', { name: words.submit }).click();
      // Done is a banner, as for every save (issue 31), not a dialog that waits for OK.
      await coach.getByText(words.sent).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await coach.goto(appUrl(`/ideas/${b.guid}`, host));
      await coach.getByRole('region', { name: words.proposal }).waitFor();
      await expectNoA11yViolations(coach);

      // B's author answers on B's page; the coach's page follows without a reload.
      await authorB.goto(appUrl(`/ideas/${b.guid}`, host));
      const proposal = authorB.getByRole('region', { name: words.proposal });
      await proposal.getByText('Same stand, twice.').waitFor();
      await expectNoA11yViolations(authorB);
      await authorB.screenshot({ path: `${SHOTS}/merge-proposal-${language}.png`, fullPage: true });
      await proposal.getByRole('button', { name: words.accept }).click();
      await authorB.getByRole('region', { name: words.mergedInto }).getByRole('link', { name: nameA }).waitFor();
      await expectNoA11yViolations(authorB);
      await coach.getByRole('region', { name: words.mergedInto }).waitFor();
      await expectNoA11yViolations(coach);

      // A's author upvoted B: asked on A's page too, and nothing moved until they answer.
      expect(await upvotesOf(authorA, a.guid)).toBe(0);
      await authorA.goto(appUrl(`/ideas/${a.guid}`, host));
      const question = authorA.getByRole('region', { name: words.vote });
      await question.waitFor();
      await authorA.getByRole('region', { name: words.mergedFrom }).getByRole('link', { name: nameB }).waitFor();
      await expectNoA11yViolations(authorA);
      await authorA.screenshot({ path: `${SHOTS}/merge-vote-${language}.png`, fullPage: true });
      await question.getByRole('button', { name: words.move(nameA) }).click();
      await question.waitFor({ state: 'detached' });
      await expectNoA11yViolations(authorA);
      expect(await upvotesOf(authorA, a.guid)).toBe(1);
      expect(await upvotesOf(authorA, b.guid)).toBe(0);

      // The coach undoes it from B's page: B is back with its upvote, and A has only its own.
      await coach.getByRole('button', { name: words.undo(nameA) }).click();
      await coach.getByRole('dialog', { name: words.undoTitle }).getByRole('button', { name: words.confirmUndo }).click();
      await coach.getByRole('region', { name: words.mergedInto }).waitFor({ state: 'detached' });
      await expectNoA11yViolations(coach);
      expect(await upvotesOf(coach, b.guid)).toBe(1);
      expect(await upvotesOf(coach, a.guid)).toBe(0);

      // The campaign's merge record keeps it, undone.
      await coach.goto(appUrl(`/coach/campaigns/${campaign.slug}/duplicates`, host));
      const record = coach.getByRole('row').filter({ hasText: nameB });
      await record.getByText(words.logUndone, { exact: true }).waitFor();
      await expectNoA11yViolations(coach);
      await coach.screenshot({ path: `${SHOTS}/merge-log-${language}.png`, fullPage: true });
    });
  }
});

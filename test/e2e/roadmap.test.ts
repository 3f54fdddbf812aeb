import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, usePagePerTest } from '../support/browser';
import { callFromPage } from '../support/page-trpc';

const pages = usePagePerTest();

/** The Roadmap tab (issue 34 item 3): a campaign's ideas by status, as a visitor may see them. */
describe('the roadmap tab', () => {
  // Declined ideas are the coaches' group: the integration tests show them there.
  it('shows a visitor the ideas by status with counts, the most upvoted first, hides declined ones, and leads to the list of one status', async () => {
    const coach = await pages.open();
    await logIn(coach, demo.coach);
    const { slug } = await callFromPage<{ slug: string }>(coach, 'campaign.create', { name: `Roadmap ${Date.now()}`, startDate: new Date().toISOString().slice(0, 10) });
    await callFromPage(coach, 'campaign.submit', { slug });
    const post = (name: string) => callFromPage<{ guid: string }>(coach, 'idea.create', { campaignSlug: slug, name, content: 'Worth a try.', extraFields: {} });
    const [shortlisted, declined] = await Promise.all([post('Shortlisted lockers'), post('Declined moat'), ...[1, 2, 3, 4, 5, 6].map((index) => post(`Review idea ${index}`))]);
    await Promise.all([
      callFromPage(coach, 'idea.setStatus', { guid: shortlisted!.guid, status: 'candidate' }),
      callFromPage(coach, 'idea.setStatus', { guid: declined!.guid, status: 'declined' }),
    ]);

    const visitor = await pages.open();
    await visitor.goto(appUrl(`/coach/campaigns/${slug}`));
    await visitor.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Roadmap' }).click();
    await visitor.getByRole('heading', { level: 2, name: 'Roadmap' }).waitFor();
    expect(new URL(visitor.url()).pathname).toBe(`/coach/campaigns/${slug}/roadmap`);

    const column = (name: string) => visitor.getByRole('region', { name });
    const underReview = column('Under review 6 ideas');
    await underReview.waitFor();
    expect(await underReview.getByRole('listitem').count()).toBe(5);
    expect(await column('Candidates 1 idea').getByRole('link', { name: 'Shortlisted lockers' }).getAttribute('href')).toBe(`/ideas/${shortlisted!.guid}`);
    await column('Winners 0 ideas').getByText('No ideas here yet.').waitFor();
    expect(await visitor.getByRole('region', { name: /^Declined/ }).count()).toBe(0);
    expect(await visitor.getByText('Declined moat').count()).toBe(0);
    await visitor.screenshot({ path: 'test-results/roadmap-en.png', fullPage: true });
    await expectNoA11yViolations(visitor);

    await underReview.getByRole('link', { name: 'Show all 6 ideas (Under review)' }).click();
    await expect.poll(() => new URL(visitor.url()).searchParams.get('status')).toBe('PUBLISHED');
    await visitor.getByRole('link', { name: 'Review idea 6' }).first().waitFor();
    expect(await visitor.getByRole('link', { name: 'Shortlisted lockers' }).count()).toBe(0);

    expect(pages.errors()).toEqual([]);
  });

  it('in Swedish: the Färdplan tab of a Swedish campaign', async () => {
    const visitor = await pages.open();
    await visitor.goto(appUrl('/coach/campaigns/hallbar-vardag/roadmap', 'sverige'));
    await visitor.getByRole('heading', { level: 2, name: 'Färdplan' }).waitFor();
    const tab = visitor.getByRole('navigation', { name: 'Kampanjens delar' }).getByRole('link', { name: 'Färdplan' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    await visitor.getByRole('region', { name: /^Under granskning \d+ idé/ }).waitFor();
    await visitor.screenshot({ path: 'test-results/roadmap-sv.png', fullPage: true });
    await expectNoA11yViolations(visitor);
  });
});

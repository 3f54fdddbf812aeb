import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, usePagePerTest, type SiteHost, waitForMainHeading } from '../support/browser';
import { callFromPage } from '../support/page-trpc';

const pages = usePagePerTest();

const sites = {
  default: { admin: demo.orgAdmin, slug: 'greener-commutes' },
  sverige: { admin: demo.swedishAdmin, slug: 'hallbar-vardag' },
} as const satisfies Record<SiteHost, { admin: string; slug: string }>;

/** Spec 1 §3 (issue 16 item 7): an author's labels show beside their name on the idea page. */
describe('user labels on the idea page', () => {
  for (const host of ['default', 'sverige'] as const) {
    it(`shows the author's label beside the name (${host})`, async () => {
      const { admin, slug } = sites[host];
      const page = await pages.open();
      await logIn(page, admin, host);
      const list = await callFromPage<{ ideas: { guid: string; authors: { guid: string }[] }[] }>(page, 'idea.byCampaign', { slug, sort: 'new' }, 'query');
      const idea = list.ideas.find((each) => each.authors.length > 0)!;
      const author = idea.authors[0]!;
      // The browser tests on a worker share its server: the label goes again at the end, and with it off its holder.
      const label = await callFromPage<{ guid: string; name: string }>(page, 'people.label.create', { name: `Mentor ${Date.now()}` });
      try {
        await callFromPage(page, 'people.update', { guid: author.guid, labels: [label.name] });
        await page.goto(appUrl(`/ideas/${idea.guid}`, host));
        const header = page.getByRole('article').locator('header');
        await header.getByText(label.name).waitFor();
        await expectNoA11yViolations(page);
        await header.screenshot({ path: `test-results/idea-author-label-${host}.png` });
      } finally {
        await callFromPage(page, 'people.label.delete', { guid: label.guid });
      }
      await page.reload();
      await waitForMainHeading(page);
      expect(await page.getByText(label.name).count()).toBe(0);
    });
  }
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createMediaFile } from '../factories/media.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

/** A text with everything that must not reach a page, beside what should. */
const HOSTILE = [
  '# Plan',
  'Fish & chips < 5 **for all**',
  '<script>alert("owned")</script>',
  'Click <img src=x onerror="alert(1)"> [here](javascript:alert(1)) or [there](https://example.com).',
].join('\n\n');

function expectSanitised(html: string) {
  expect(html).not.toMatch(/<script|<img src="x"|onerror|javascript:|owned/i);
  expect(html).toContain('<h3>Plan</h3>');
  expect(html).toContain('<p>Fish &#x26; chips &#x3C; 5 <strong>for all</strong></p>');
  expect(html).toContain('<span>here</span>');
}

describe('markdown rendered by the server', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });
  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;

  it('sends the idea view its text as sanitised HTML beside the markdown the edit form needs', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const idea = await createIdeaRow({ campaign, author: personas.participant, content: HOSTILE });
    const view = await (await as(null)).idea.byGuid({ guid: idea.id });
    expect(view.data.content).toBe(HOSTILE);
    expectSanitised(view.data.contentHtml);
    expect(view.data.contentHtml).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">there<span class="sr-only"> (opens in a new tab)</span></a>');
  });

  it('sends the brief its text as sanitised HTML beside the markdown, and nothing for an empty brief', async () => {
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach, content: HOSTILE });
    const brief = await (await as(personas.participant)).campaign.bySlug({ slug: campaign.slug });
    expect(brief.content).toBe(HOSTILE);
    expectSanitised(brief.contentHtml);

    const empty = await createCampaignRow({ organisation: personas.org, coach: personas.coach, content: '' });
    expect((await (await as(personas.participant)).campaign.bySlug({ slug: empty.slug })).contentHtml).toBe('');
  });

  it('sizes the site’s own images, never another site’s, and renders a text once', async () => {
    const own = await createMediaFile({ organisation: personas.org, mimeType: 'image/png', filename: 'photo.png', context: 'adminFile', width: 1200, height: 800 });
    const foreign = await createMediaFile({ organisation: personas.otherOrg, mimeType: 'image/png', filename: 'theirs.png', context: 'adminFile', width: 640, height: 480 });
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    const idea = await createIdeaRow({ campaign, author: personas.participant, content: `![Our photo](/media/${own.id})\n\n![Theirs](/media/${foreign.id})` });
    const visitor = await as(null);

    const first = await countQueries(testOrm(), () => visitor.idea.byGuid({ guid: idea.id }));
    expect(first.result.data.contentHtml).toBe(
      `<p><img src="/media/${own.id}" alt="Our photo" loading="lazy" width="1200" height="800"></p>\n<p><img src="/media/${foreign.id}" alt="Theirs" loading="lazy"></p>`,
    );
    expect(first.statements.filter((sql) => sql.includes('from "media_file"'))).toHaveLength(1);

    const again = await countQueries(testOrm(), () => visitor.idea.byGuid({ guid: idea.id }));
    expect(again.result.data.contentHtml).toBe(first.result.data.contentHtml);
    expect(again.statements.filter((sql) => sql.includes('from "media_file"'))).toEqual([]);
  });

  it('speaks the site’s language to screen readers: a Swedish site’s links and footnotes say it in Swedish', async () => {
    const org = await createOrganisation({ language: 'sv' });
    const coach = await createUser({ organisation: org });
    const text = 'Se [sidan](https://example.se)[^1].\n\n[^1]: En fotnot.';
    const campaign = await createCampaignRow({ organisation: org, coach, content: text });
    const idea = await createIdeaRow({ campaign, author: coach, content: text });
    const caller = (await callerFor(null, { org })).caller;

    for (const html of [(await caller.campaign.bySlug({ slug: campaign.slug })).contentHtml, (await caller.idea.byGuid({ guid: idea.id })).data.contentHtml]) {
      expect(html).toContain('sidan<span class="sr-only"> (öppnas i en ny flik)</span></a>');
      expect(html).toContain('>Fotnoter</h3>');
      expect(html).toContain('aria-label="Tillbaka till hänvisning 1"');
    }
    // The same text on an English site is English: the language is part of what is kept.
    const english = await createCampaignRow({ organisation: personas.org, coach: personas.coach, content: text });
    expect((await (await as(null)).campaign.bySlug({ slug: english.slug })).contentHtml).toContain('(opens in a new tab)');
  });

  it('renders nothing for whom the idea or brief is refused, nor for another site', async () => {
    const hidden = await createCampaignRow({ organisation: personas.org, coach: personas.coach, privacySetting: 'private', content: HOSTILE });
    const idea = await createIdeaRow({ campaign: hidden, author: personas.coach, content: HOSTILE });
    await expectAppError((await as(personas.participant)).campaign.bySlug({ slug: hidden.slug }), 'invitation-required');
    await expectAppError((await as(null)).idea.byGuid({ guid: idea.id }), 'not-authenticated');
    const outsider = (await callerFor(personas.outsider, { org: personas.otherOrg })).caller;
    await expectAppError(outsider.campaign.bySlug({ slug: hidden.slug }), 'not-found');
    await expectAppError(outsider.idea.byGuid({ guid: idea.id }), 'not-found');
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createMediaFile } from '../factories/media.factory';
import { hostFor } from '../factories/organisation.factory';
import { addParticipants } from '../factories/participation.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { createTestApp } from '../support/http';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

/** The shape of the real build's index.html: a generic title, then the app's scripts. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>IdeaHunt</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const HOSTILE_NAME = `Say "hi" & <script>alert('x')</script>`;

describe('shared pages (/ideas/{guid}, a campaign brief): link-preview metadata in the served page', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'ideahunt-share-client-'));
  let app: FastifyInstance;
  let personas: Personas;
  beforeAll(async () => {
    writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
    app = await createTestApp({ clientDir });
    personas = await createPersonas();
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const campaign = (overrides: Partial<CampaignOverrides> = {}) => createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });
  const page = (url: string) => app.inject({ method: 'GET', url, headers: { host: hostFor(personas.org) } });
  /** Posts an idea through the real procedure, with a thumbnail when asked. */
  async function postIdea(row: Campaign, author: User, input: { name: string; content: string; thumbnail?: boolean }) {
    await addParticipants(row, [author]);
    const thumbnail = input.thumbnail ? await createMediaFile({ organisation: personas.org, owner: author, context: 'ideaThumbnail', mimeType: 'image/jpeg', filename: 'bench.jpg' }) : null;
    const { caller } = await callerFor(author);
    return caller.idea.create({ campaignSlug: row.slug, name: input.name, content: input.content, extraFields: {}, attachments: thumbnail ? { thumbnail: thumbnail.id, images: [], video: null, documents: [] } : undefined });
  }
  const metaContent = (html: string, key: string) => {
    const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
    return match ? match[1] : null;
  };
  const expectGeneric = (response: Awaited<ReturnType<typeof page>>, status = 200) => {
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>IdeaHunt</title>');
    expect(response.body).not.toContain('og:title');
  };

  it('gives a public idea its title, plain-text description, absolute image and address, all escaped', async () => {
    const row = await campaign();
    const content = `## Why\n\nBenches **that charge** [phones](https://example.com) in "the park" & <b>more</b>. ${'Long text. '.repeat(40)}`;
    const idea = await postIdea(row, personas.participant, { name: HOSTILE_NAME, content, thumbnail: true });
    const response = await page(`/ideas/${idea.guid}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    // The app itself is still there, and nothing from the idea runs.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).not.toContain("<script>alert('x')</script>");
    expect(html).not.toContain('<b>more</b>');
    const escaped = 'Say &quot;hi&quot; &amp; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;';
    expect(html).toContain(`<title>${escaped} | IdeaHunt</title>`);
    expect(metaContent(html, 'og:title')).toBe(escaped);
    expect(metaContent(html, 'twitter:title')).toBe(escaped);
    const description = metaContent(html, 'og:description')!;
    expect(description.startsWith('Why Benches that charge phones in &quot;the park&quot; &amp; more. Long text.')).toBe(true);
    expect(description.replaceAll(/&[a-z#0-9]+;/g, '_').length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    const origin = `http://${hostFor(personas.org)}`;
    expect(metaContent(html, 'og:url')).toBe(`${origin}/ideas/${idea.guid}`);
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${origin}/media/[0-9a-f-]{36}\\?w=1200&amp;format=jpeg$`));
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    // Tags sit in the head, once.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('uses a small card when the idea has no picture', async () => {
    const idea = await postIdea(await campaign(), personas.participant, { name: 'Solar benches', content: 'Benches that charge phones.' });
    const html = (await page(`/ideas/${idea.guid}`)).body;
    expect(metaContent(html, 'og:description')).toBe('Benches that charge phones.');
    expect(metaContent(html, 'og:image')).toBeNull();
    expect(metaContent(html, 'twitter:card')).toBe('summary');
  });

  it('keeps the generic page for ideas a logged-out visitor may not open', async () => {
    const hidden = [
      await postIdea(await campaign({ privacySetting: 'private' }), personas.participant, { name: 'Private plan', content: 'Secret.' }),
      await postIdea(await campaign({ privacySetting: 'internal' }), personas.participant, { name: 'Internal plan', content: 'Members only.' }),
    ];
    const briefOnly = await campaign();
    await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: briefOnly.id }, { settings: campaignSettingsSchema.parse({ publicBriefOnly: true }) }, { filters: false });
    hidden.push(await postIdea(briefOnly, personas.participant, { name: 'Brief only plan', content: 'Members only.' }));
    for (const idea of hidden) {
      const response = await page(`/ideas/${idea.guid}`);
      expectGeneric(response);
      expect(response.body).not.toContain(idea.name);
    }
    const declined = await createIdeaRow({ campaign: await campaign(), author: personas.participant, name: 'Declined plan', status: 'declined' });
    const draft = await createIdeaRow({ campaign: await campaign(), author: personas.participant, name: 'Draft plan', status: 'DRAFT' });
    for (const idea of [declined, draft]) expectGeneric(await page(`/ideas/${idea.id}`));
  });

  it("answers unknown, malformed and another site's ideas 404 with the plain app (the client shows its own not-found)", async () => {
    const theirs = await createIdeaRow({ campaign: await createCampaignRow({ organisation: personas.otherOrg, coach: personas.outsider }), author: personas.outsider, name: 'Their plan' });
    for (const url of ['/ideas/0190a0a0-0000-7000-8000-000000000000', '/ideas/not-a-guid', `/ideas/${theirs.id}`]) expectGeneric(await page(url), 404);
  });

  it("gives an open campaign's brief and Ideas tab the campaign's preview, and keeps private and draft campaigns generic", async () => {
    const photo = await createMediaFile({ organisation: personas.org, owner: personas.coach, context: 'campaignPhoto', mimeType: 'image/jpeg', filename: 'photo.jpg' });
    const open = await campaign({ name: 'Greener "commutes" <now>' });
    await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: open.id }, { photo: photo.id, content: '**Ride** to work.' }, { filters: false });
    const origin = `http://${hostFor(personas.org)}`;
    for (const url of [`/coach/campaigns/${open.slug}/brief`, `/coach/campaigns/${open.slug}`]) {
      const html = (await page(url)).body;
      expect(html).toContain('<title>Greener &quot;commutes&quot; &lt;now&gt; | IdeaHunt</title>');
      expect(metaContent(html, 'og:description')).toBe('Ride to work.');
      expect(metaContent(html, 'og:url')).toBe(`${origin}/coach/campaigns/${open.slug}/brief`);
      expect(metaContent(html, 'og:image')).toBe(`${origin}/media/${photo.id}?w=1200&amp;format=jpeg`);
    }
    expectGeneric(await page(`/coach/campaigns/${open.slug}/edit`));
    for (const hidden of [await campaign({ privacySetting: 'private' }), await campaign({ privacySetting: 'internal' }), await campaign({ active: false })]) {
      expectGeneric(await page(`/coach/campaigns/${hidden.slug}/brief`));
    }
    expectGeneric(await page('/coach/campaigns/no-such-campaign/brief'));
  });

  it('leaves other pages alone and costs at most three statements for an idea', async () => {
    const idea = await postIdea(await campaign(), personas.participant, { name: 'Counted', content: 'Cheap.', thumbnail: true });
    expectGeneric(await page(`/ideas/${idea.guid}/edit`));
    expectGeneric(await page('/coach'));
    // The site from the Host, the idea with its campaign, its picture.
    const { result, count } = await countQueries(testOrm(), () => page(`/ideas/${idea.guid}`));
    expect(metaContent(result.body, 'og:title')).toBe('Counted');
    expect(count).toBeLessThanOrEqual(3);
  });
});

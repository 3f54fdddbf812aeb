import { describe, expect, it } from 'vitest';
import { customCodeFrameUrl } from '#server/modules/campaign/custom-code.service.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { hostFor } from '../factories/organisation.factory';
import { callerFor, TEST_JWT_KEY } from '../support/callers';
import { expectAppError } from '../support/errors';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

const CODE = '<p id="hello">Hello from the hunt</p><script>document.getElementById("hello").textContent = "ran";</script>';

describe('custom code in a sandboxed frame', () => {
  const fixture = useHttpFixture();
  const as = async (viewer: User | null) => (await callerFor(viewer, { org: fixture.personas.org })).caller;

  async function campaignWithCode(overrides: Partial<CampaignOverrides> = {}, code = CODE) {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach, ...overrides });
    await (await as(fixture.personas.superAdmin)).campaign.admin.setCustomCode({ slug: row.slug, customCode: code });
    return row;
  }

  const get = (url: string, headers: Record<string, string> = {}, host = fixture.host) => fixture.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('serves the code as its own sandboxed document, framable only by this site, without cookies', async () => {
    const row = await campaignWithCode();
    const { url } = await (await as(null)).campaign.codeFrame({ slug: row.slug });
    expect(url).toMatch(new RegExp(`^/campaign-code/${row.slug}\\?v=[\\w-]+&expires=\\d+&signature=[\\w-]+$`));

    // A stale session cookie is cleared with a Set-Cookie wherever sessions are read; this route never reads one.
    const staleCookie = { cookie: 'session=stale.token' };
    expect((await get('/trpc/auth.me', staleCookie)).headers['set-cookie']).toBeDefined();
    const response = await get(url!, staleCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/^sandbox allow-scripts;/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(CODE);
    expect(response.body).toContain("type: 'campaign-code-height'");
  });

  it('lets the app frame its own origin only, and nobody frame the app', async () => {
    const response = await get('/healthz');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('gives no frame to a campaign without code', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    expect(await (await as(null)).campaign.codeFrame({ slug: row.slug })).toEqual({ url: null });
    const forged = customCodeFrameUrl(TEST_JWT_KEY, fixture.personas.org, row);
    expect((await get(forged)).statusCode).toBe(404);
  });

  it("does not serve a private campaign's code to outsiders", async () => {
    const row = await campaignWithCode({ privacySetting: 'private' });
    await expectAppError((await as(null)).campaign.codeFrame({ slug: row.slug }), 'not-authenticated');
    await expectAppError((await as(fixture.personas.participant)).campaign.codeFrame({ slug: row.slug }), 'invitation-required');
    await expectAppError((await callerFor(fixture.personas.outsider)).caller.campaign.codeFrame({ slug: row.slug }), 'not-found');

    // Its coach may see the brief, so gets a frame; the URL is what admits the frame, nothing else.
    const { url } = await (await as(fixture.personas.coach)).campaign.codeFrame({ slug: row.slug });
    expect((await get(url!)).statusCode).toBe(200);
    const path = url!.split('?')[0]!;
    const params = new URLSearchParams(url!.split('?')[1]);
    expect((await get(path)).statusCode).toBe(404);
    expect((await get(`${path}?expires=${params.get('expires')}&signature=${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await get(`${path}?expires=${Number(params.get('expires')) + 60}&signature=${params.get('signature')}`)).statusCode).toBe(404);
    const notFound = await get(path);
    expect(notFound.body).not.toContain('Hello from the hunt');

    // A URL that has expired, or one used on another site, admits nothing either.
    const expired = customCodeFrameUrl(TEST_JWT_KEY, fixture.personas.org, row, Date.now() - 3 * 60 * 60 * 1000);
    expect((await get(expired)).statusCode).toBe(404);
    expect((await get(url!, {}, hostFor(fixture.personas.otherOrg))).statusCode).toBe(404);
  });

  it('gives the frame a new URL when the code changes, so it reloads', async () => {
    const row = await campaignWithCode();
    const before = (await (await as(null)).campaign.codeFrame({ slug: row.slug })).url;
    await (await as(fixture.personas.superAdmin)).campaign.admin.setCustomCode({ slug: row.slug, customCode: '<p>Changed</p>' });
    const after = (await (await as(null)).campaign.codeFrame({ slug: row.slug })).url;
    expect(new URLSearchParams(after!.split('?')[1]).get('v')).not.toBe(new URLSearchParams(before!.split('?')[1]).get('v'));
    expect((await get(after!)).body).toContain('<p>Changed</p>');
    await (await as(fixture.personas.superAdmin)).campaign.admin.setCustomCode({ slug: row.slug, customCode: '   ' });
    expect(await (await as(null)).campaign.codeFrame({ slug: row.slug })).toEqual({ url: null });
    expect((await get(after!)).statusCode).toBe(404);
  });

  it('lets super admins set the code, and refuses org admins and coaches', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    await expectAppError((await as(fixture.personas.orgAdmin)).campaign.admin.setCustomCode({ slug: row.slug, customCode: 'x' }), 'forbidden');
    await expectAppError((await as(fixture.personas.coach)).campaign.admin.setCustomCode({ slug: row.slug, customCode: 'x' }), 'forbidden');
    expect(await (await as(fixture.personas.superAdmin)).campaign.admin.setCustomCode({ slug: row.slug, customCode: '<b>hi</b>' })).toEqual({ customCode: '<b>hi</b>' });
    const brief = await (await as(fixture.personas.superAdmin)).campaign.bySlug({ slug: row.slug });
    expect(brief.abilities.editCustomCode).toBe(true);
    expect((await (await as(fixture.personas.orgAdmin)).campaign.bySlug({ slug: row.slug })).abilities.editCustomCode).toBe(false);
  });

  it('takes the legacy payload `code` on POST /admin/campaign/{slug}/customcode', async () => {
    const row = await createCampaignRow({ organisation: fixture.personas.org, coach: fixture.personas.coach });
    const superAdmin = await bearerFor(fixture.personas.superAdmin);
    const answer = await requestJson(fixture.app, { method: 'POST', url: `${LEGACY_BASE}/admin/campaign/${row.slug}/customcode`, host: fixture.host, headers: { authorization: superAdmin }, body: { code: '<i>legacy</i>' } });
    expect(answer).toMatchObject({ status: 200, body: { result: { customCode: '<i>legacy</i>' } } });
  });
});

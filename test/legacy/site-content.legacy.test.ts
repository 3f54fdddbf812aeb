import { describe, expect, it } from 'vitest';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { bearerFor } from '../support/upload';

/** Pages, menus and partners behind their legacy paths (spec 2 §7): the same procedures, the legacy envelope. */
describe('legacy page, menu and partner routes', () => {
  const fixture = useHttpFixture();
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: { authorization?: string; body?: unknown } = {}) =>
    requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host: fixture.host, headers: options.authorization ? { authorization: options.authorization } : {}, body: options.body });

  it('creates, reads, updates and deletes a page, and shows pages to guests', async () => {
    const admin = await bearerFor(fixture.personas.orgAdmin);
    const created = await call('POST', '/api/pages', { authorization: admin, body: { title: 'Legacy page', body: '**Hi**' } });
    expect(created).toMatchObject({ status: 200, body: { result: { title: 'Legacy page', slug: 'legacy-page' } } });
    const guid = (created.body.result as { guid: string }).guid;
    expect((await call('GET', `/api/pages/${guid}`, { authorization: admin })).body.result).toMatchObject({ bodyHtml: '<p><strong>Hi</strong></p>' });
    expect((await call('PUT', `/api/pages/${guid}`, { authorization: admin, body: { title: 'Renamed', content: 'New' } })).body.result).toMatchObject({ title: 'Renamed', body: 'New', slug: 'legacy-page' });
    const guestList = await call('GET', '/guest/pages');
    expect(guestList.body.total).toBe(2);
    expect((await call('GET', '/guest/pages/slug/legacy-page')).body.result).toMatchObject({ title: 'Renamed' });
    expect((await call('GET', '/api/pages', { authorization: admin })).body.total).toBe(2);
    expect((await call('DELETE', `/api/pages/${guid}`, { authorization: admin })).body).toEqual({ result: { deleted: true } });
    expect(await call('GET', '/guest/pages/slug/legacy-page')).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect(await call('POST', '/api/pages', { body: { title: 'Anonymous' } })).toMatchObject({ status: 401, body: { error: 'not-authenticated' } });
    expect(await call('POST', '/api/pages', { authorization: admin, body: { title: '' } })).toMatchObject({ status: 400, body: { error: 'ERROR_REQUIRED' } });
  });

  it('manages menu entries, a page named by slug, positions and the three public menus', async () => {
    const admin = await bearerFor(fixture.personas.superAdmin);
    const page = await call('POST', '/menus', { authorization: admin, body: { nav: 'footer', name: 'Terms', type: '2', slug: 'terms-of-service', navPos: '4' } });
    expect(page).toMatchObject({ status: 200, body: { result: { nav: 'footer', navPos: 4, href: '/page/terms-of-service' } } });
    const guid = (page.body.result as { guid: string }).guid;
    const mail = await call('POST', '/menus', { authorization: admin, body: { nav: 'footer', name: 'Mail', type: 1, link: 'team@example.com' } });
    expect(mail.body.result).toMatchObject({ navPos: 5, href: 'mailto:team@example.com' });
    expect((await call('POST', `/menus/${guid}/pos`, { authorization: admin, body: { navPos: 9 } })).body.result).toMatchObject({ navPos: 9 });
    expect((await call('GET', '/menus/nav/footer')).body.result).toEqual([
      expect.objectContaining({ name: 'Mail' }),
      expect.objectContaining({ name: 'Terms' }),
    ]);
    expect((await call('GET', '/menus/nav/top')).body.result).toEqual([]);
    expect(await call('GET', '/menus/nav/side')).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect((await call('POST', `/menus/${guid}`, { authorization: admin, body: { name: 'Web', type: 0, link: 'https://example.com' } })).body.result).toMatchObject({ name: 'Web', nav: 'footer' });
    expect((await call('GET', `/menus/${guid}`, { authorization: admin })).body.result).toMatchObject({ name: 'Web' });
    expect((await call('GET', '/menus', { authorization: admin })).body.total).toBe(2);
    expect(await call('POST', '/menus', { authorization: admin, body: { nav: 'top', name: 'Bad', type: 0, link: 'javascript:alert(1)' } })).toMatchObject({ status: 400, body: { error: 'INVALID_LINK' } });
    expect((await call('DELETE', `/menus/${guid}`, { authorization: admin })).body).toEqual({ result: { deleted: true } });
    expect(await call('DELETE', `/menus/${guid}`, { authorization: await bearerFor(fixture.personas.participant) })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });

  it("manages partners, and lists only this site's by organisation guid", async () => {
    const admin = await bearerFor(fixture.personas.orgAdmin);
    const created = await call('POST', '/partners', { authorization: admin, body: { name: 'Legacy partner', link: 'https://example.com' } });
    expect(created).toMatchObject({ status: 200, body: { result: { name: 'Legacy partner', logo: null, organisationGuid: fixture.personas.org.id } } });
    const guid = (created.body.result as { guid: string }).guid;
    expect((await call('POST', `/partners/${guid}`, { authorization: admin, body: { name: 'Renamed partner' } })).body.result).toMatchObject({ name: 'Renamed partner', link: '' });
    expect((await call('GET', `/partners/${guid}`)).body.result).toMatchObject({ name: 'Renamed partner' });
    expect((await call('GET', `/partners/organisation/${fixture.personas.org.id}`)).body).toMatchObject({ total: 1, result: [expect.objectContaining({ guid })] });
    expect(await call('GET', `/partners/organisation/${fixture.personas.otherOrg.id}`)).toMatchObject({ status: 404, body: { error: 'not-found' } });
    expect(await call('POST', '/partners', { authorization: await bearerFor(fixture.personas.coach), body: { name: 'Mine' } })).toMatchObject({ status: 403, body: { error: 'forbidden' } });
    expect((await call('DELETE', `/partners/${guid}`, { authorization: admin })).body).toEqual({ result: { deleted: true } });
  });
});

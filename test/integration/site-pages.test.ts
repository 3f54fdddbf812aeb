import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#server/entities/user.entity.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

describe('content pages (page.*)', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;

  it('gives every site, new ones included, a terms-of-service page in its language', async () => {
    const english = await (await as(null)).page.bySlug({ slug: 'terms-of-service' });
    expect(english).toMatchObject({ title: 'Terms of service', slug: 'terms-of-service', path: '/page/terms-of-service' });
    expect(english.bodyHtml).toContain('<p>');
    const swedishSite = await createOrganisation({ language: 'sv' });
    const swedish = await (await callerFor(null, { org: swedishSite })).caller.page.bySlug({ slug: 'terms-of-service' });
    expect(swedish.title).toBe('Användarvillkor');
  });

  it('creates a page with a slug from its title, free on the site, and shows it to anyone with sanitised HTML', async () => {
    const admin = await as(personas.orgAdmin);
    const created = await admin.page.create({ title: '  Om Idéjakten på Åland ', body: '# Hello\n\n**bold** <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>' });
    expect(created).toMatchObject({ title: 'Om Idéjakten på Åland', slug: 'om-idejakten-pa-aland', path: '/page/om-idejakten-pa-aland' });
    const again = await admin.page.create({ title: 'Om idéjakten på Åland', body: '' });
    expect(again.slug).toBe('om-idejakten-pa-aland-2');

    const shown = await (await as(null)).page.bySlug({ slug: 'om-idejakten-pa-aland' });
    expect(shown.bodyHtml).toContain('<strong>bold</strong>');
    for (const unsafe of ['<script', 'javascript:', 'onerror', '<img src="x"']) expect(shown.bodyHtml).not.toContain(unsafe);
    expect(shown.description).toContain('Hello');
  });

  it('updates title and body but keeps the slug, so links to the page keep working', async () => {
    const admin = await as(personas.superAdmin);
    const page = await admin.page.create({ title: 'Opening hours', body: 'Old' });
    const updated = await admin.page.update({ guid: page.guid, title: 'When we are open', body: 'New *text*' });
    expect(updated).toMatchObject({ title: 'When we are open', slug: 'opening-hours', body: 'New *text*' });
    expect(updated.bodyHtml).toContain('<em>text</em>');
  });

  it('lists the pages by title and deletes one', async () => {
    const admin = await as(personas.orgAdmin);
    const page = await admin.page.create({ title: 'AAA first', body: '' });
    const list = await admin.page.list();
    expect(list[0]).toMatchObject({ guid: page.guid, title: 'AAA first' });
    expect(list.map((item) => item.slug)).toContain('terms-of-service');
    expect(await admin.page.delete({ guid: page.guid })).toEqual({ deleted: true });
    await expectAppError(admin.page.byGuid({ guid: page.guid }), 'not-found');
    await expectAppError((await as(null)).page.bySlug({ slug: 'aaa-first' }), 'not-found');
  });

  it('previews markdown through the same renderer and sanitiser', async () => {
    const { html } = await (await as(personas.orgAdmin)).page.preview({ body: '*hi* <script>x()</script>' });
    expect(html).toContain('<em>hi</em>');
    expect(html).not.toContain('<script');
  });

  it('refuses a missing or too long title (ERROR_REQUIRED, VALUE_TOO_LONG) and a too long body, storing nothing', async () => {
    const admin = await as(personas.orgAdmin);
    const before = (await admin.page.list()).length;
    await expectAppError(admin.page.create({ title: '   ', body: 'x' }), 'ERROR_REQUIRED', 'title');
    await expectAppError(admin.page.create({ title: 'x'.repeat(201), body: 'x' }), 'VALUE_TOO_LONG', 'title');
    await expectAppError(admin.page.create({ title: 'Long', body: 'x'.repeat(100_001) }), 'VALUE_TOO_LONG', 'body');
    const terms = await admin.page.bySlug({ slug: 'terms-of-service' });
    await expectAppError(admin.page.update({ guid: terms.guid, title: '', body: 'x' }), 'ERROR_REQUIRED', 'title');
    expect((await admin.page.list()).length).toBe(before);
    expect((await admin.page.byGuid({ guid: terms.guid })).title).toBe('Terms of service');
  });

  it('refuses everyone but org and super admins', async () => {
    const terms = await (await as(null)).page.bySlug({ slug: 'terms-of-service' });
    for (const viewer of [personas.participant, personas.coach, personas.inactiveUser]) {
      const caller = await as(viewer);
      await expectAppError(caller.page.list(), 'forbidden');
      await expectAppError(caller.page.create({ title: 'Mine', body: '' }), 'forbidden');
      await expectAppError(caller.page.update({ guid: terms.guid, title: 'Mine', body: '' }), 'forbidden');
      await expectAppError(caller.page.delete({ guid: terms.guid }), 'forbidden');
      await expectAppError(caller.page.preview({ body: 'x' }), 'forbidden');
    }
    await expectAppError((await as(null)).page.create({ title: 'Mine', body: '' }), 'not-authenticated');
  });

  it("gives another organisation's admin nothing of this site's pages", async () => {
    const page = await (await as(personas.orgAdmin)).page.create({ title: 'Internal only', body: 'ours' });
    const outsider = (await callerFor(personas.outsider)).caller;
    await expectAppError(outsider.page.byGuid({ guid: page.guid }), 'not-found');
    await expectAppError(outsider.page.update({ guid: page.guid, title: 'Taken', body: '' }), 'not-found');
    await expectAppError(outsider.page.delete({ guid: page.guid }), 'not-found');
    await expectAppError(outsider.page.bySlug({ slug: page.slug }), 'not-found');
    expect((await outsider.page.list()).map((item) => item.guid)).not.toContain(page.guid);
    expect((await (await as(null)).page.bySlug({ slug: page.slug })).title).toBe('Internal only');
  });
});

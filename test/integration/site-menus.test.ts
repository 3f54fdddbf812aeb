import { beforeAll, describe, expect, it } from 'vitest';
import { MenuItemSchema } from '#server/entities/menu-item.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { MENU_TYPE } from '#shared/schemas/menus.ts';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

describe('site menus (menu.*)', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const termsGuid = async () => (await (await as(null)).page.bySlug({ slug: 'terms-of-service' })).guid;

  it('creates the three types, each at the end of its menu, and shows them to anyone with their address', async () => {
    const admin = await as(personas.orgAdmin);
    const web = await admin.menu.create({ nav: 'top', name: 'Blog', type: MENU_TYPE.external, link: 'https://example.com/blog' });
    const mail = await admin.menu.create({ nav: 'top', name: 'Mail us', type: MENU_TYPE.mailTo, link: 'mailto:hello@example.com' });
    const page = await admin.menu.create({ nav: 'top', name: 'Terms', type: MENU_TYPE.page, link: 'ignored', pageGuid: await termsGuid() });
    expect([web.navPos, mail.navPos, page.navPos]).toEqual([0, 1, 2]);
    expect(mail).toMatchObject({ link: 'hello@example.com', href: 'mailto:hello@example.com', external: false });
    expect(page).toMatchObject({ link: '', slug: 'terms-of-service', href: '/page/terms-of-service' });
    expect(await (await as(null)).menu.nav({ nav: 'top' })).toEqual([
      { guid: web.guid, name: 'Blog', href: 'https://example.com/blog', external: true },
      { guid: mail.guid, name: 'Mail us', href: 'mailto:hello@example.com', external: false },
      { guid: page.guid, name: 'Terms', href: '/page/terms-of-service', external: false },
    ]);
    expect(await (await as(null)).menu.nav({ nav: 'footer2' })).toEqual([]);
  });

  it('reorders a menu, saving each entry\'s index as its navPos, and refuses an order that does not name exactly its entries', async () => {
    const admin = await as(personas.orgAdmin);
    const [a, b, c] = [
      await admin.menu.create({ nav: 'footer', name: 'A', type: MENU_TYPE.external, link: '/coach' }),
      await admin.menu.create({ nav: 'footer', name: 'B', type: MENU_TYPE.external, link: '/coach' }),
      await admin.menu.create({ nav: 'footer', name: 'C', type: MENU_TYPE.external, link: '/coach' }),
    ];
    const reordered = await admin.menu.reorder({ nav: 'footer', guids: [c.guid, a.guid, b.guid] });
    expect(reordered.map((item) => [item.name, item.navPos])).toEqual([['C', 0], ['A', 1], ['B', 2]]);
    expect((await (await as(null)).menu.nav({ nav: 'footer' })).map((item) => item.name)).toEqual(['C', 'A', 'B']);
    await expectAppError(admin.menu.reorder({ nav: 'footer', guids: [c.guid, a.guid] }), 'invalid-input');
    await expectAppError(admin.menu.reorder({ nav: 'footer', guids: [c.guid, a.guid, a.guid] }), 'invalid-input');
    expect((await admin.menu.setPosition({ guid: c.guid, navPos: 7 })).navPos).toBe(7);
  });

  it('updates an entry to another type, dropping what the new type does not use, and deletes it', async () => {
    const admin = await as(personas.superAdmin);
    const item = await admin.menu.create({ nav: 'footer2', name: 'Terms', type: MENU_TYPE.page, pageGuid: await termsGuid() });
    const updated = await admin.menu.update({ guid: item.guid, name: 'Web', type: MENU_TYPE.external, link: 'https://example.org', pageGuid: await termsGuid() });
    expect(updated).toMatchObject({ name: 'Web', pageGuid: null, href: 'https://example.org', nav: 'footer2' });
    expect(await admin.menu.delete({ guid: item.guid })).toEqual({ deleted: true });
    await expectAppError(admin.menu.byGuid({ guid: item.guid }), 'not-found');
  });

  it('takes a page\'s entries away with the page', async () => {
    const admin = await as(personas.orgAdmin);
    const page = await admin.page.create({ title: 'Short lived', body: '' });
    const item = await admin.menu.create({ nav: 'footer2', name: 'Short lived', type: MENU_TYPE.page, pageGuid: page.guid });
    await admin.page.delete({ guid: page.guid });
    await expectAppError((await as(personas.orgAdmin)).menu.byGuid({ guid: item.guid }), 'not-found');
  });

  it('refuses bad entries with the key of each rule, storing nothing', async () => {
    const admin = await as(personas.orgAdmin);
    const before = (await admin.menu.list()).length;
    await expectAppError(admin.menu.create({ nav: 'top', name: ' ', type: MENU_TYPE.external, link: 'https://example.com' }), 'ERROR_REQUIRED', 'name');
    await expectAppError(admin.menu.create({ nav: 'top', name: 'x'.repeat(101), type: MENU_TYPE.external, link: 'https://example.com' }), 'VALUE_TOO_LONG', 'name');
    await expectAppError(admin.menu.create({ nav: 'top', name: 'Web', type: MENU_TYPE.external, link: '' }), 'ERROR_REQUIRED', 'link');
    await expectAppError(admin.menu.create({ nav: 'top', name: 'Web', type: MENU_TYPE.external, link: 'javascript:alert(1)' }), 'INVALID_LINK', 'link');
    await expectAppError(admin.menu.create({ nav: 'top', name: 'Web', type: MENU_TYPE.external, link: '//evil.example' }), 'INVALID_LINK', 'link');
    await expectAppError(admin.menu.create({ nav: 'top', name: 'Mail', type: MENU_TYPE.mailTo, link: 'not-an-address' }), 'PLEASE_ENTER_A_VALID_MAIL', 'link');
    await expectAppError(admin.menu.create({ nav: 'top', name: 'Page', type: MENU_TYPE.page }), 'ERROR_REQUIRED', 'pageGuid');
    await expectAppError(admin.menu.create({ nav: 'top', name: 'Page', type: MENU_TYPE.page, pageGuid: '01900000-0000-7000-8000-000000000000' }), 'not-found');
    // @ts-expect-error: a type the spec does not have
    await expectAppError(admin.menu.create({ nav: 'top', name: 'Odd', type: 3, link: 'https://example.com' }), 'invalid-input');
    // @ts-expect-error: a menu the spec does not have
    await expectAppError(admin.menu.create({ nav: 'side', name: 'Odd', type: MENU_TYPE.external, link: 'https://example.com' }), 'invalid-input');
    expect((await admin.menu.list()).length).toBe(before);
  });

  it('refuses everyone but org and super admins', async () => {
    const item = await (await as(personas.orgAdmin)).menu.create({ nav: 'top', name: 'Kept', type: MENU_TYPE.external, link: '/coach' });
    for (const viewer of [personas.participant, personas.coach, personas.inactiveUser, null]) {
      const caller = await as(viewer);
      const refusal = viewer ? 'forbidden' : 'not-authenticated';
      await expectAppError(caller.menu.list(), refusal);
      await expectAppError(caller.menu.create({ nav: 'top', name: 'Mine', type: MENU_TYPE.external, link: '/coach' }), refusal);
      await expectAppError(caller.menu.update({ guid: item.guid, name: 'Mine', type: MENU_TYPE.external, link: '/coach' }), refusal);
      await expectAppError(caller.menu.reorder({ nav: 'top', guids: [item.guid] }), refusal);
      await expectAppError(caller.menu.setPosition({ guid: item.guid, navPos: 3 }), refusal);
      await expectAppError(caller.menu.delete({ guid: item.guid }), refusal);
    }
    expect((await (await as(personas.orgAdmin)).menu.byGuid({ guid: item.guid })).name).toBe('Kept');
  });

  it("gives another organisation's admin nothing of this site's menus, nor its pages to link", async () => {
    const item = await (await as(personas.orgAdmin)).menu.create({ nav: 'top', name: 'Ours', type: MENU_TYPE.external, link: '/coach' });
    const outsider = (await callerFor(personas.outsider)).caller;
    await expectAppError(outsider.menu.byGuid({ guid: item.guid }), 'not-found');
    await expectAppError(outsider.menu.update({ guid: item.guid, name: 'Taken', type: MENU_TYPE.external, link: '/coach' }), 'not-found');
    await expectAppError(outsider.menu.delete({ guid: item.guid }), 'not-found');
    await expectAppError(outsider.menu.setPosition({ guid: item.guid, navPos: 9 }), 'not-found');
    await expectAppError(outsider.menu.reorder({ nav: 'top', guids: [item.guid] }), 'invalid-input');
    await expectAppError(outsider.menu.create({ nav: 'top', name: 'Theirs', type: MENU_TYPE.page, pageGuid: await termsGuid() }), 'not-found');
    expect((await outsider.menu.list()).map((entry) => entry.guid)).not.toContain(item.guid);
    expect((await outsider.menu.nav({ nav: 'top' })).map((entry) => entry.guid)).not.toContain(item.guid);
  });

  it('leaves out of the menus an entry whose stored address is a script, and shows it to the admin who mends it', async () => {
    const admin = await as(personas.orgAdmin);
    const item = await admin.menu.create({ nav: 'footer2', name: 'Imported', type: MENU_TYPE.external, link: 'https://example.com/imported' });
    // As an import or a row from before the form's check could hold it.
    await testOrm().em.fork().nativeUpdate(MenuItemSchema, { id: item.guid }, { link: ' javascript:alert(1)' }, { filters: false });
    expect((await (await as(null)).menu.nav({ nav: 'footer2' })).map((entry) => entry.guid)).not.toContain(item.guid);
    expect(await (await as(personas.orgAdmin)).menu.byGuid({ guid: item.guid })).toMatchObject({ link: ' javascript:alert(1)', href: null });
  });
});

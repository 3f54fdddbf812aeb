import { beforeAll, describe, expect, it } from 'vitest';
import { MediaFileSchema } from '#server/entities/media.entity.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { PartnerSchema } from '#server/entities/partner.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createMediaFile } from '../factories/media.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

describe('partners (partner.*) and the partner strip', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const logo = (org = personas.org) => createMediaFile({ organisation: org, owner: personas.orgAdmin, context: 'partnerLogo', filename: 'logo.png', mimeType: 'image/png' });

  it('creates, lists, edits and deletes a partner with its logo', async () => {
    const admin = await as(personas.orgAdmin);
    const first = await logo();
    const created = await admin.partner.create({ name: ' Acme ', link: 'https://acme.example', logoGuid: first.id });
    expect(created).toMatchObject({ name: 'Acme', link: 'https://acme.example', logo: { guid: first.id, url: `/media/${first.id}?w=600&h=500` }, organisationGuid: personas.org.id });
    expect((await (await as(null)).partner.list()).map((partner) => partner.guid)).toContain(created.guid);

    const second = await logo();
    const updated = await admin.partner.update({ guid: created.guid, name: 'Acme AB', link: '', logoGuid: second.id });
    expect(updated).toMatchObject({ name: 'Acme AB', link: '', logo: { guid: second.id } });
    // The replaced logo's file is gone with it.
    expect(await scopedEm(personas.org).findOne(MediaFileSchema, { id: first.id })).toBeNull();

    expect(await admin.partner.delete({ guid: created.guid })).toEqual({ deleted: true });
    await expectAppError(admin.partner.byGuid({ guid: created.guid }), 'not-found');
    expect(await scopedEm(personas.org).findOne(MediaFileSchema, { id: second.id })).toBeNull();
  });

  it('refuses a bad name, link or logo with the key of each rule, storing nothing', async () => {
    const admin = await as(personas.orgAdmin);
    const before = (await admin.partner.list()).length;
    await expectAppError(admin.partner.create({ name: '', link: '' }), 'ERROR_REQUIRED', 'name');
    await expectAppError(admin.partner.create({ name: 'x'.repeat(201), link: '' }), 'VALUE_TOO_LONG', 'name');
    await expectAppError(admin.partner.create({ name: 'Bad', link: 'javascript:alert(1)' }), 'INVALID_LINK', 'link');
    const ideaImage = await createMediaFile({ organisation: personas.org, owner: personas.participant, context: 'ideaImage', filename: 'i.png', mimeType: 'image/png' });
    await expectAppError(admin.partner.create({ name: 'Borrowed', link: '', logoGuid: ideaImage.id }), 'not-found');
    expect((await admin.partner.list()).length).toBe(before);
  });

  it('refuses changes from everyone but org and super admins', async () => {
    const partner = await (await as(personas.superAdmin)).partner.create({ name: 'Kept', link: '' });
    for (const viewer of [personas.participant, personas.coach, personas.inactiveUser, null]) {
      const caller = await as(viewer);
      const refusal = viewer ? 'forbidden' : 'not-authenticated';
      await expectAppError(caller.partner.create({ name: 'Mine', link: '' }), refusal);
      await expectAppError(caller.partner.update({ guid: partner.guid, name: 'Mine', link: '' }), refusal);
      await expectAppError(caller.partner.delete({ guid: partner.guid }), refusal);
    }
    expect((await (await as(null)).partner.byGuid({ guid: partner.guid })).name).toBe('Kept');
  });

  it("gives another organisation's admin nothing of this site's partners, nor its logos", async () => {
    const partner = await (await as(personas.orgAdmin)).partner.create({ name: 'Ours', link: '' });
    const outsider = (await callerFor(personas.outsider)).caller;
    await expectAppError(outsider.partner.byGuid({ guid: partner.guid }), 'not-found');
    await expectAppError(outsider.partner.update({ guid: partner.guid, name: 'Taken', link: '' }), 'not-found');
    await expectAppError(outsider.partner.delete({ guid: partner.guid }), 'not-found');
    await expectAppError(outsider.partner.create({ name: 'Theirs', link: '', logoGuid: (await logo()).id }), 'not-found');
    expect((await outsider.partner.list()).map((entry) => entry.guid)).not.toContain(partner.guid);
  });

  it('shows a random selection in the shell: up to 12 by default, up to maxVisiblePartnerLogos once set, none without partners', async () => {
    const site = await createOrganisation();
    const visitor = async () => (await callerFor(null, { org: site })).caller.organisation.current();
    expect((await visitor()).partners).toEqual([]);

    const siteAdmin = await createUser({ organisation: site, isOrgAdmin: true });
    const caller = (await callerFor(siteAdmin)).caller;
    for (let i = 0; i < 14; i += 1) await caller.partner.create({ name: `Partner ${String(i).padStart(2, '0')}`, link: '' });
    const strip = (await visitor()).partners;
    expect(strip).toHaveLength(12);
    expect(new Set(strip.map((partner) => partner.guid)).size).toBe(12);
    const orders = new Set<string>();
    for (let i = 0; i < 5; i += 1) orders.add((await visitor()).partners.map((partner) => partner.name).join());
    expect(orders.size).toBeGreaterThan(1);

    const em = testOrm().em.fork();
    const row = await em.findOneOrFail(OrganisationSchema, { id: site.id });
    row.settings = { ...row.settings, maxVisiblePartnerLogos: 3 };
    await em.flush();
    const reloaded = await testOrm().em.fork().findOneOrFail(OrganisationSchema, { id: site.id });
    expect((await (await callerFor(null, { org: reloaded })).caller.organisation.current()).partners).toHaveLength(3);
  });

  it('shows a partner whose stored link is a script without a link', async () => {
    const created = await (await as(personas.orgAdmin)).partner.create({ name: 'Imported partner', link: 'https://imported.example' });
    // As an import or a row from before the form's check could hold it.
    await testOrm().em.fork().nativeUpdate(PartnerSchema, { id: created.guid }, { link: 'data:text/html,<script>alert(1)</script>' }, { filters: false });
    expect((await (await as(null)).partner.byGuid({ guid: created.guid })).link).toBe('');
  });
});

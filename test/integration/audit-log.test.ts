import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ROLE, MEMBER_ROLE } from '#shared/constants.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { storedSettings } from '#server/modules/organisation/site-settings.service.ts';
import { allSitesStatisticsWorkbook, organisationStatisticsWorkbook } from '#server/modules/site-statistics/site-statistics-export.service.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { exportUsers } from '#server/modules/user/user-export.service.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { userExportInput } from '#shared/schemas/people.ts';
import { siteStatisticsInput } from '#shared/schemas/site-statistics.ts';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { settingsFormOf } from '../support/site-settings';
import { testOrm } from '../support/test-database';

describe('the audit log of administrative actions', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const as = async (viewer: User | null, org = personas.org) => (await callerFor(viewer, { org, ip: '203.0.113.5' })).caller;
  const latest = async (action?: Parameters<Awaited<ReturnType<typeof as>>['audit']['list']>[0]['action']) =>
    (await (await as(personas.orgAdmin)).audit.list({ page: 1, ...(action ? { action } : {}) })).items[0];

  it('records a settings save by the names of what changed, never a secret', async () => {
    const admin = await as(personas.orgAdmin);
    const view = await admin.organisation.adminSettings();
    await admin.organisation.updateSettings(
      settingsFormOf(view, {
        ideaMaxNumTags: view.settings.ideaMaxNumTags + 1,
        enableOauth2: true,
        oauth2: {
          provider: 'Acme ID',
          clientID: 'ideahunt',
          clientSecret: 'audit-never-shows-this',
          clearClientSecret: false,
          scope: 'openid email',
          authorizationURL: 'https://id.example.com/authorize',
          tokenURL: 'https://id.example.com/token',
          userProfileURL: 'https://id.example.com/me',
          visible: true,
        },
      }),
    );
    const entry = await latest('settings-updated');
    expect(entry).toMatchObject({ action: 'settings-updated', actor: { guid: personas.orgAdmin.id, name: `${personas.orgAdmin.firstName} ${personas.orgAdmin.lastName}` }, ip: '203.0.113.5' });
    expect(entry?.details.changed).toEqual(expect.arrayContaining(['ideaMaxNumTags', 'enableOauth2', 'externalLoginSources']));
    expect(JSON.stringify(entry)).not.toContain('audit-never-shows-this');
  });

  it('records a registration fields save by what it changed', async () => {
    const admin = await as(personas.orgAdmin);
    const { fields } = await admin.organisation.registrationFields();
    await admin.organisation.updateRegistrationFields({ ...fields, personalnumber: { ...fields.personalnumber, enabled: !fields.personalnumber.enabled } });
    const entry = await latest('registration-fields-updated');
    expect(entry).toMatchObject({ action: 'registration-fields-updated', actor: { guid: personas.orgAdmin.id }, ip: '203.0.113.5' });
    // The old show switch follows the personal-number group.
    expect(entry?.details.changed).toEqual(expect.arrayContaining(['registrationExtraFields', 'registrationShowSecurityNumber']));
  });

  it('writes a settings save and its entry together: a save whose entry cannot be written stores nothing', async () => {
    const doomed = await createUser({ organisation: personas.org, isOrgAdmin: true });
    const admin = await as(doomed);
    const view = await admin.organisation.adminSettings();
    // The admin's account goes while the form is open: their entry can no longer name them.
    await testOrm().em.fork().nativeDelete(UserSchema, { id: doomed.id }, { filters: false });
    await expect(admin.organisation.updateSettings(settingsFormOf(view, { ideaMaxNumTags: view.settings.ideaMaxNumTags + 7 }))).rejects.toThrow();
    expect((await storedSettings(testOrm().em.fork(), personas.org.id)).ideaMaxNumTags).toBe(view.settings.ideaMaxNumTags);
  });

  it('records agreements created, drafts saved, published versions, updates and deletions, by name and type', async () => {
    const admin = await as(personas.orgAdmin);
    const draft = await admin.agreement.admin.create({ type: 'terms-of-service', name: 'Audited terms', text: 'First words', publish: false, requireNewUserApproval: true });
    expect(await latest('agreement-created')).toMatchObject({ target: { id: draft.guid, name: 'Audited terms' }, details: { type: 'terms-of-service', status: 'draft' }, ip: '203.0.113.5' });

    const fields = { guid: draft.guid, name: 'Audited terms', text: 'Second words', requireNewUserApproval: true };
    await admin.agreement.admin.update({ ...fields, publish: false });
    expect(await latest('agreement-draft-saved')).toMatchObject({ target: { id: draft.guid }, details: { changed: ['text'] } });
    await admin.agreement.admin.update({ ...fields, publish: true });
    expect(await latest('agreement-published')).toMatchObject({ target: { id: draft.guid }, details: { version: 1 } });
    await admin.agreement.admin.update({ ...fields, text: 'Third words', publish: true });
    expect(await latest('agreement-published')).toMatchObject({ details: { version: 2, changed: ['text'] } });
    await admin.agreement.admin.update({ ...fields, text: 'Third words', publish: true, requireNewUserApproval: false });
    expect(await latest('agreement-updated')).toMatchObject({ target: { id: draft.guid }, details: { changed: ['requireNewUserApproval'] } });

    const campaignTerms = await admin.agreement.admin.create({ type: 'campaign', name: 'Hunt rules', text: 'Play fair', publish: false, requireNewUserApproval: true });
    expect(await latest('agreement-created')).toMatchObject({ target: { id: campaignTerms.guid }, details: { type: 'campaign', status: 'published', version: 1 } });
    await admin.agreement.admin.delete({ guid: draft.guid });
    expect(await latest('agreement-deleted')).toMatchObject({ target: { id: draft.guid, name: 'Audited terms' }, details: { type: 'terms-of-service' } });
    const { items } = await admin.audit.list({ page: 1 });
    expect(items.slice(0, 7).map((entry) => entry.action)).toEqual([
      'agreement-deleted',
      'agreement-created',
      'agreement-updated',
      'agreement-published',
      'agreement-published',
      'agreement-draft-saved',
      'agreement-created',
    ]);
  });

  it("records a super admin's new site and its changes on that site, where its admins read them", async () => {
    const superAdmin = await as(personas.superAdmin);
    const subdomain = `audited-${Date.now().toString(36)}`;
    const assets = { logo: '', footerlogo: '', hero: '', heromobile: '' };
    const created = await superAdmin.sites.create({
      name: 'Audited site',
      subdomain,
      publicUrl: '',
      language: 'sv',
      premium: false,
      assets,
      admin: { email: `first.${subdomain}@example.com`, firstName: 'Frida', lastName: 'First' },
    });
    await superAdmin.sites.update({ guid: created.guid, name: 'Audited site', subdomain, publicUrl: '', language: 'sv', premium: true, assets });

    const site = await testOrm().em.fork().findOneOrFail(OrganisationSchema, { id: created.guid });
    const siteAdmin = await createUser({ organisation: site, isOrgAdmin: true });
    const theirs = await (await as(siteAdmin, site)).audit.list({ page: 1 });
    // By name: the super admin's account is another site's, which this site's admins do not see.
    expect(theirs.items.map((entry) => [entry.action, entry.actor.name])).toEqual([
      ['site-updated', 'Super Admin'],
      ['site-created', 'Super Admin'],
    ]);
    expect(theirs.items[0]).toMatchObject({ target: { name: 'Audited site' }, details: { changed: ['premium'], premium: { from: false, to: true } } });
    expect(theirs.items[1]).toMatchObject({ details: { subdomain, language: 'sv', premium: false } });
    // Not the super admin's own site's business.
    const ours = await (await as(personas.orgAdmin)).audit.list({ page: 1 });
    expect(ours.items.some((entry) => entry.action.startsWith('site-'))).toBe(false);
  });

  it("records the statistics workbooks, the site's and all sites', with their period", async () => {
    const { ctx } = await callerFor(personas.orgAdmin, { org: personas.org });
    const period = siteStatisticsInput.parse({ startDate: '2026-01-01', endDate: '2026-01-31' });
    await organisationStatisticsWorkbook(ctx as AuthedContext, period);
    expect(await latest('statistics-exported')).toMatchObject({ actor: { guid: personas.orgAdmin.id }, details: { scope: 'site', from: '2026-01-01', to: '2026-01-31' } });
    const asSuper = await callerFor(personas.superAdmin, { org: personas.org });
    await allSitesStatisticsWorkbook(asSuper.ctx as AuthedContext, period);
    expect(await latest('statistics-exported')).toMatchObject({ actor: { guid: personas.superAdmin.id }, details: { scope: 'all-sites' } });
  });

  it("records a role change from and to, blocking and unblocking, and a removal, naming the person as they were", async () => {
    const person = await createUser({ organisation: personas.org, orgRole: MEMBER_ROLE });
    await (await as(personas.orgAdmin)).people.update({ guid: person.id, orgRole: GUEST_ROLE });
    expect(await latest('user-updated')).toMatchObject({ target: { id: person.id }, details: { changed: ['orgRole'], orgRole: { from: MEMBER_ROLE, to: GUEST_ROLE } } });

    const superAdmin = await as(personas.superAdmin);
    await superAdmin.people.setStatus({ guid: person.id, status: 'blocked' });
    await superAdmin.people.setStatus({ guid: person.id, status: 'active' });
    const { items } = await (await as(personas.orgAdmin)).audit.list({ page: 1 });
    expect(items.slice(0, 2).map((entry) => [entry.action, entry.actor.guid])).toEqual([
      ['user-unblocked', personas.superAdmin.id],
      ['user-blocked', personas.superAdmin.id],
    ]);

    await (await as(personas.orgAdmin)).people.delete({ guid: person.id });
    expect(await latest('user-deleted')).toMatchObject({ target: { id: person.id, name: `${person.firstName} ${person.lastName} <${person.email}>` } });
  });

  it('keeps an entry when its admin is gone, by the name they had', async () => {
    const formerAdmin = await createUser({ organisation: personas.org, isOrgAdmin: true, firstName: 'Fleeting', lastName: 'Admin' });
    await (await as(formerAdmin)).people.update({ guid: personas.participant.id, description: 'Edited once' });
    await (await as(personas.orgAdmin)).people.delete({ guid: formerAdmin.id });
    const entries = (await (await as(personas.orgAdmin)).audit.list({ page: 1, action: 'user-updated' })).items;
    expect(entries.find((entry) => entry.actor.name === 'Fleeting Admin')).toMatchObject({ actor: { guid: null }, details: { changed: ['description'] } });
  });

  it('records exports, with their format and filters', async () => {
    // GET /export/users calls the service directly: a download is no tRPC procedure.
    const { ctx } = await callerFor(personas.orgAdmin, { org: personas.org });
    await exportUsers(ctx as AuthedContext, userExportInput.parse({ format: 'xls', status: 'active' }));
    expect(await latest('users-exported')).toMatchObject({ details: { format: 'xls', filters: { status: 'active' } } });
  });

  it('is read by org admins and super admins of its own site only, a page of 20 at a time, by kind', async () => {
    await expectAppError((await as(personas.participant)).audit.list({ page: 1 }), 'forbidden');
    await expectAppError((await as(personas.coach)).audit.list({ page: 1 }), 'forbidden');
    await expectAppError((await as(null)).audit.list({ page: 1 }), 'not-authenticated');
    const theirs = await (await as(personas.outsider, personas.otherOrg)).audit.list({ page: 1 });
    expect(theirs.total).toBe(0);
    const ours = await (await as(personas.superAdmin)).audit.list({ page: 1 });
    expect(ours.total).toBeGreaterThanOrEqual(6);
    expect(ours.pageSize).toBe(20);
    const blocks = await (await as(personas.superAdmin)).audit.list({ page: 1, action: 'user-blocked' });
    expect(blocks.items.every((entry) => entry.action === 'user-blocked')).toBe(true);
    await expectAppError((await as(personas.orgAdmin)).audit.list({ page: 1, action: 'not-an-action' as 'user-blocked' }), 'invalid-input');
  });
});

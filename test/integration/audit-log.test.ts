import { beforeAll, describe, expect, it } from 'vitest';
import { GUEST_ROLE, MEMBER_ROLE } from '../../src-shared/constants';
import type { User } from '../../src-server/modules/user/user.entity';
import { exportUsers } from '../../src-server/modules/user/user-export.service';
import type { AuthedContext } from '../../src-server/trpc/context';
import { userExportInput } from '../../src-shared/schemas/people';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { settingsFormOf } from '../support/site-settings';

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

import { beforeAll, describe, expect, it } from 'vitest';
import { LabelSchema, OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

/** Gives a user labels (by name, created on the site as needed) and extra field values. */
async function dress(user: User, options: { labels?: string[]; extraFields?: Record<string, unknown> }): Promise<void> {
  const em = scopedEm(user.organisation);
  const row = await em.findOneOrFail(UserSchema, { id: user.id }, { populate: ['labels'] });
  for (const name of options.labels ?? []) {
    const label = (await em.findOne(LabelSchema, { name })) ?? em.create(LabelSchema, { organisation: em.getReference(OrganisationSchema, user.organisation.id), name });
    row.labels.add(label);
  }
  if (options.extraFields) row.extraFields = options.extraFields;
  await em.flush();
}

async function labelGuid(personas: Personas, name: string): Promise<string> {
  return (await scopedEm(personas.org).findOneOrFail(LabelSchema, { name })).id;
}

/** The users list (spec 3 §2, §5, §9): tabs with counts, search, labels and extra-field filters, pages of 10. */
describe('people.list', () => {
  let personas: Personas;
  let ann: User;
  let bo: User;
  beforeAll(async () => {
    personas = await createPersonas();
    const org = personas.org;
    ann = await createUser({ organisation: org, firstName: 'Ann', lastName: 'Lindqvist', email: 'ann.lindqvist@example.com' });
    bo = await createUser({ organisation: org, firstName: 'Bo', lastName: 'Ek', email: 'bo@example.com' });
    await dress(ann, { labels: ['Mentor'], extraFields: { 'val.x.team': 'Blue', 'val.x.skills': ['design', 'code'] } });
    await dress(bo, { labels: ['Staff'], extraFields: { 'val.x.team': 'Red' } });
    await createUser({ organisation: org, status: 'blocked', firstName: 'Blocky', lastName: 'Blocked' });
    await createUser({ organisation: org, status: 'pendingDelete', firstName: 'Leif', lastName: 'Leaving' });
    for (let index = 0; index < 12; index += 1) await createUser({ organisation: org, status: 'inactive', firstName: `Unverified${index}`, lastName: 'Person' });
  });

  it('lists the active tab by default, newest first, with every tab\'s count for a super admin', async () => {
    const { caller } = await callerFor(personas.superAdmin);
    const list = await caller.people.list({});
    expect(list.status).toBe('active');
    // superAdmin, orgAdmin, coach, participant, ann, bo.
    expect(list.counts).toEqual({ inactive: 13, active: 6, blocked: 1, pendingDelete: 1 });
    expect(list.total).toBe(6);
    expect(list.items.map((item) => item.name).slice(0, 2)).toEqual(['Bo Ek', 'Ann Lindqvist']);
    expect(list.items.find((item) => item.guid === ann.id)).toMatchObject({ labels: ['Mentor'], email: 'ann.lindqvist@example.com', abilities: { edit: true, delete: true, block: true } });
    expect(JSON.stringify(list)).not.toContain('passwordHash');
  });

  it('pages the Unverified tab by 10 with the page number', async () => {
    const { caller } = await callerFor(personas.orgAdmin);
    const first = await caller.people.list({ status: 'inactive' });
    const second = await caller.people.list({ status: 'inactive', page: 2 });
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(3);
    expect(new Set([...first.items, ...second.items].map((item) => item.guid)).size).toBe(13);
    expect(second.total).toBe(13);
  });

  it('shows org admins no blocked tab: a blocked filter reads as active and blocked users are not counted', async () => {
    const { caller } = await callerFor(personas.orgAdmin);
    const list = await caller.people.list({ status: 'blocked' });
    expect(list.status).toBe('active');
    expect(list.statuses).toEqual(['active', 'inactive', 'pendingDelete']);
    expect(list.counts).not.toHaveProperty('blocked');
    expect(list.items.some((item) => item.status === 'blocked')).toBe(false);
    expect((await (await callerFor(personas.superAdmin)).caller.people.list({ status: 'blocked' })).items.map((item) => item.name)).toEqual(['Blocky Blocked']);
  });

  it('searches names and addresses, counting each tab under the search', async () => {
    const { caller } = await callerFor(personas.orgAdmin);
    expect((await caller.people.list({ search: 'lindq' })).items.map((item) => item.guid)).toEqual([ann.id]);
    expect((await caller.people.list({ search: 'BO@EXAMPLE' })).items.map((item) => item.guid)).toEqual([bo.id]);
    const unverified = await caller.people.list({ search: 'unverified1' });
    expect(unverified.counts).toEqual({ inactive: 3, active: 0, pendingDelete: 0 });
    // LIKE's wildcards are searched for as characters.
    expect((await caller.people.list({ search: '%' })).total).toBe(0);
  });

  it('filters by labels (any of them) and by extra fields (each must hold; a list value matches any entry)', async () => {
    const { caller } = await callerFor(personas.orgAdmin);
    const mentor = await labelGuid(personas, 'Mentor');
    const staff = await labelGuid(personas, 'Staff');
    expect((await caller.people.list({ labels: [mentor] })).items.map((item) => item.guid)).toEqual([ann.id]);
    expect((await caller.people.list({ labels: [mentor, staff] })).items.map((item) => item.guid).sort()).toEqual([ann.id, bo.id].sort());
    expect((await caller.people.list({ labels: ['not-a-guid'] })).total).toBe(0);
    expect((await caller.people.list({ extraFields: [{ field: 'val.x.team', value: 'Red' }] })).items.map((item) => item.guid)).toEqual([bo.id]);
    expect((await caller.people.list({ extraFields: [{ field: 'val.x.skills', value: 'code' }] })).items.map((item) => item.guid)).toEqual([ann.id]);
    expect((await caller.people.list({ extraFields: [{ field: 'val.x.skills', value: 'code' }, { field: 'val.x.team', value: 'Red' }] })).total).toBe(0);
  });

  it('pages a filtered tab newest first, as the tab itself orders those users, with every filter at once', async () => {
    const { caller } = await callerFor(personas.orgAdmin);
    const tab = [...(await caller.people.list({ status: 'inactive' })).items, ...(await caller.people.list({ status: 'inactive', page: 2 })).items];
    const unverified = tab.filter((item) => item.name.startsWith('Unverified')).map((item) => item.guid);
    const first = await caller.people.list({ status: 'inactive', search: 'unverified' });
    const second = await caller.people.list({ status: 'inactive', search: 'unverified', page: 2 });
    expect([...first.items, ...second.items].map((item) => item.guid)).toEqual(unverified);
    expect(first.items).toHaveLength(10);
    expect(second).toMatchObject({ total: 12, counts: { inactive: 12, active: 0, pendingDelete: 0 } });
    const mentor = await labelGuid(personas, 'Mentor');
    const everything = await caller.people.list({ search: 'lindq', labels: [mentor], extraFields: [{ field: 'val.x.skills', value: 'design' }] });
    expect(everything.items).toEqual([expect.objectContaining({ guid: ann.id, labels: ['Mentor'], email: 'ann.lindqvist@example.com' })]);
    expect(everything.counts).toEqual({ active: 1, inactive: 0, pendingDelete: 0 });
  });

  it('answers a page in one statement', async () => {
    const { caller } = await callerFor(personas.orgAdmin);
    const counted = await countQueries(testOrm(), () => caller.people.list({ search: 'a', status: 'active' }));
    expect(counted.statements).toHaveLength(1);
  });

  it('refuses participants, coaches, the logged out, and shows another site\'s admin only their own users', async () => {
    await expectAppError((await callerFor(personas.participant)).caller.people.list({}), 'forbidden');
    await expectAppError((await callerFor(personas.coach)).caller.people.list({}), 'forbidden');
    await expectAppError((await callerFor(null, { org: personas.org })).caller.people.list({}), 'not-authenticated');
    const outside = await (await callerFor(personas.outsider)).caller.people.list({});
    expect(outside.items.map((item) => item.guid)).toEqual([personas.outsider.id]);
    await expectAppError((await callerFor(personas.outsider)).caller.people.byGuid({ guid: ann.id }), 'people-user-not-found');
  });

  it('refuses a search longer than the limit and an unknown status', async () => {
    const { caller } = await callerFor(personas.orgAdmin);
    await expectAppError(caller.people.list({ search: 'x'.repeat(201) }), 'VALUE_TOO_LONG', 'search');
    await expectAppError(caller.people.list({ status: 'gone' as 'active' }), 'invalid-input', 'status');
  });
});

/** Edit user (spec 3 §2 /organisation/admin/users/edit/{guid}, §7 PUT /api/users/{guid}). */
describe('people.update', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
    const em = scopedEm(personas.org);
    const org = await em.findOneOrFail(OrganisationSchema, { id: personas.org.id });
    org.roles = [...org.roles, { slug: 'jury', name: 'Jury' }];
    org.settings = { registrationExtraFields: { custom: [{ fieldid: 'val.x.team', label: 'Team', formTypeRegistration: 'dropdown', options: 'Blue, Red', required: true }] } };
    em.create(LabelSchema, { organisation: org, name: 'Mentor' });
    em.create(LabelSchema, { organisation: org, name: 'Staff' });
    await em.flush();
  });

  it('saves names, description, role, labels and extra fields, and verifies an unverified account', async () => {
    const person = await createUser({ organisation: personas.org, status: 'inactive' });
    const { caller } = await callerFor(personas.orgAdmin);
    const saved = await caller.people.update({
      guid: person.id,
      firstName: ' Greta ',
      lastName: 'Garbo',
      description: 'Actor',
      orgRole: 'jury',
      labels: ['Staff', 'Mentor'],
      extraFields: { 'val.x.team': 'Blue' },
      active: true,
    });
    expect(saved).toMatchObject({ firstName: 'Greta', lastName: 'Garbo', description: 'Actor', orgRole: 'jury', labels: ['Mentor', 'Staff'], extraFields: { 'val.x.team': 'Blue' }, status: 'active' });
    expect(await caller.people.byGuid({ guid: person.id })).toMatchObject({ orgRole: 'jury', labels: ['Mentor', 'Staff'] });
    expect((await caller.people.update({ guid: person.id, labels: [] })).labels).toEqual([]);
  });

  it('does not unblock through the verified toggle', async () => {
    const person = await createUser({ organisation: personas.org, status: 'blocked' });
    expect((await (await callerFor(personas.superAdmin)).caller.people.update({ guid: person.id, active: true })).status).toBe('blocked');
  });

  it('names each refused value and stores nothing', async () => {
    const person = await createUser({ organisation: personas.org, firstName: 'Kept', lastName: 'Name' });
    const { caller } = await callerFor(personas.orgAdmin);
    await expectAppError(caller.people.update({ guid: person.id, firstName: '  ' }), 'ERROR_REQUIRED', 'firstName');
    await expectAppError(caller.people.update({ guid: person.id, lastName: 'x'.repeat(101) }), 'VALUE_TOO_LONG', 'lastName');
    await expectAppError(caller.people.update({ guid: person.id, firstName: 'Changed', orgRole: 'emperor' }), 'people-unknown-role', 'orgRole');
    await expectAppError(caller.people.update({ guid: person.id, firstName: 'Changed', labels: ['Mentor', 'Unknown'] }), 'invalid-input', 'labels');
    await expectAppError(caller.people.update({ guid: person.id, description: 'x'.repeat(2001) }), 'VALUE_TOO_LONG', 'description');
    // The registration fields by the field engine: required, one of the options, no unknown field.
    await expectAppError(caller.people.update({ guid: person.id, firstName: 'Changed', extraFields: {} }), 'ERROR_REQUIRED', 'extraFields.val.x.team');
    await expectAppError(caller.people.update({ guid: person.id, firstName: 'Changed', extraFields: { 'val.x.team': 'Green' } }), 'invalid-input', 'extraFields.val.x.team');
    await expectAppError(caller.people.update({ guid: person.id, firstName: 'Changed', extraFields: { 'val.x.team': 'Red', 'val.x.other': 'x' } }), 'invalid-input', 'extraFields.val.x.other');
    const stored = await scopedEm(personas.org).findOneOrFail(UserSchema, { id: person.id }, { populate: ['labels'] });
    expect([stored.firstName, stored.orgRole, stored.labels.count()]).toEqual(['Kept', 'member', 0]);
  });

  it('refuses participants, the logged out, another site\'s admin, and org admins changing a super admin', async () => {
    const person = await createUser({ organisation: personas.org });
    await expectAppError((await callerFor(personas.participant)).caller.people.update({ guid: person.id, firstName: 'X' }), 'forbidden');
    await expectAppError((await callerFor(null, { org: personas.org })).caller.people.update({ guid: person.id, firstName: 'X' }), 'not-authenticated');
    await expectAppError((await callerFor(personas.outsider)).caller.people.update({ guid: person.id, firstName: 'X' }), 'people-user-not-found');
    await expectAppError((await callerFor(personas.orgAdmin)).caller.people.update({ guid: personas.superAdmin.id, firstName: 'X' }), 'forbidden');
    // A malformed guid is the schema's to refuse; a well-formed unknown one is not found.
    await expectAppError((await callerFor(personas.orgAdmin)).caller.people.byGuid({ guid: 'nonsense' }), 'invalid-input');
    await expectAppError((await callerFor(personas.orgAdmin)).caller.people.byGuid({ guid: '01a21657-433a-76c5-b61f-be2403ad70ab' }), 'people-user-not-found');
    expect((await scopedEm(personas.org).findOneOrFail(UserSchema, { id: person.id })).firstName).not.toBe('X');
  });
});

/** Roles (GET /roles) and another site's roles stay its own. */
describe('people.roles', () => {
  it('lists the site\'s roles to anyone on it', async () => {
    const org = await createOrganisation();
    expect(await (await callerFor(null, { org })).caller.people.roles()).toEqual([
      { slug: 'member', name: 'Member' },
      { slug: 'guest', name: 'Guest' },
    ]);
  });
});

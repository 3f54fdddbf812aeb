import { beforeAll, describe, expect, it } from 'vitest';
import { LabelSchema } from '#server/entities/organisation.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { USER_INTEREST_MAX } from '#shared/constants.ts';
import type { ProfileUpdateInput } from '#shared/schemas/profile.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { awardPointsRow, createIdeaRow } from '../factories/idea.factory';
import { createMediaFile } from '../factories/media.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

/** The own profile, its edit and the public profile (spec 3 §2, §5, §6; spec 1 §4). */
describe('profiles', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });
  const as = async (viewer: User | null, org = personas.org) => (await callerFor(viewer, { org })).caller;
  const stored = (user: User) => scopedEm(user.organisation).findOneOrFail(UserSchema, { id: user.id }, { populate: ['interests'] });
  const fullEdit = (overrides: Partial<ProfileUpdateInput> = {}): ProfileUpdateInput => ({
    firstName: 'Nora',
    lastName: 'Nilsson',
    description: 'Cycles to work all year.',
    location: { country_code: 'SE' },
    interests: ['Bikes', 'Node.js'],
    options: { emails: { feedback: false, winner: true, comment: false, tags: true } },
    ...overrides,
  });

  describe('profile.update', () => {
    it('saves names, description, location, interests and e-mail options, and answers the own profile', async () => {
      const user = await createUser({ organisation: personas.org });
      const saved = await (await as(user)).profile.update(fullEdit({ firstName: '  Nora ' }));
      expect(saved).toMatchObject({
        guid: user.id,
        firstName: 'Nora',
        lastName: 'Nilsson',
        name: 'Nora Nilsson',
        description: 'Cycles to work all year.',
        location: { country_code: 'SE', public_format: 'Sweden' },
        email: user.email,
        options: { emails: { feedback: false, winner: true, comment: false, tags: true } },
      });
      expect(saved.interests.map((tag) => [tag.name, tag.slug])).toEqual([
        ['Bikes', 'bikes'],
        ['Node.js', 'node-js'],
      ]);
      const row = await stored(user);
      expect(row.emailOptions).toEqual({ feedback: false, winner: true, comment: false, tags: true });
      expect(row.interests.getItems().map((tag) => tag.name).sort()).toEqual(['Bikes', 'Node.js']);
    });

    it('leaves out what is not sent, and replaces the interests with the list sent', async () => {
      const user = await createUser({ organisation: personas.org, firstName: 'Kept' });
      const self = await as(user);
      await self.profile.update(fullEdit());
      const saved = await self.profile.update({ description: 'Only this changes.', interests: ['Solar'], location: null });
      expect(saved).toMatchObject({ firstName: 'Nora', description: 'Only this changes.', location: null });
      expect(saved.interests.map((tag) => tag.name)).toEqual(['Solar']);
    });

    it('writes the country name in the site language', async () => {
      const swedishSite = await createOrganisation({ language: 'sv' });
      const user = await createUser({ organisation: swedishSite });
      const saved = await (await as(user, swedishSite)).profile.update({ location: { country_code: 'fi' } });
      expect(saved.location).toEqual({ country_code: 'FI', public_format: 'Finland' });
      expect((await (await as(user, swedishSite)).profile.update({ location: { country_code: 'DE' } })).location).toEqual({ country_code: 'DE', public_format: 'Tyskland' });
    });

    it('names each refused field by its message key and stores nothing', async () => {
      const user = await createUser({ organisation: personas.org, firstName: 'Before', lastName: 'Edit' });
      const self = await as(user);
      await expectAppError(self.profile.update(fullEdit({ firstName: '   ' })), 'ERROR_REQUIRED', 'firstName');
      await expectAppError(self.profile.update(fullEdit({ lastName: '' })), 'ERROR_REQUIRED', 'lastName');
      await expectAppError(self.profile.update(fullEdit({ firstName: 'x'.repeat(101) })), 'VALUE_TOO_LONG', 'firstName');
      await expectAppError(self.profile.update(fullEdit({ description: 'x'.repeat(2001) })), 'VALUE_TOO_LONG', 'description');
      await expectAppError(self.profile.update(fullEdit({ location: { country_code: 'XX' } })), 'INVALID_COUNTRY', 'location');
      await expectAppError(self.profile.update(fullEdit({ interests: ['  '] })), 'ERROR_REQUIRED', 'interests.0');
      await expectAppError(self.profile.update(fullEdit({ interests: ['x'.repeat(61)] })), 'VALUE_TOO_LONG', 'interests.0');
      const tooMany = Array.from({ length: USER_INTEREST_MAX + 1 }, (_, index) => `Interest ${index}`);
      await expectAppError(self.profile.update(fullEdit({ interests: tooMany })), 'TOO_MANY_TAGS', 'interests');
      const row = await stored(user);
      expect([row.firstName, row.lastName, row.description, row.location, row.interests.count()]).toEqual(['Before', 'Edit', '', null, 0]);
    });

    it('keeps the role and labels to admins: unchanged they pass, changed they are refused', async () => {
      const user = await createUser({ organisation: personas.org });
      const em = scopedEm(personas.org);
      const label = em.create(LabelSchema, { organisation: personas.org.id, name: `Label ${user.id}` });
      const loaded = await em.findOneOrFail(UserSchema, { id: user.id }, { populate: ['labels'] });
      loaded.labels.add(label);
      await em.flush();
      const self = await as(user);
      await expect(self.profile.update({ orgRole: 'member', labels: [label.name], firstName: 'Same' })).resolves.toMatchObject({ firstName: 'Same' });
      await expectAppError(self.profile.update({ orgRole: 'admin', firstName: 'Promoted' }), 'forbidden', 'orgRole');
      await expectAppError(self.profile.update({ labels: [], firstName: 'Unlabelled' }), 'forbidden', 'labels');
      await expectAppError(self.profile.update({ labels: [label.name, 'Invented'] }), 'forbidden', 'labels');
      const row = await scopedEm(personas.org).findOneOrFail(UserSchema, { id: user.id }, { populate: ['labels'] });
      expect([row.firstName, row.orgRole, row.labels.getItems().map((each) => each.name)]).toEqual(['Same', 'member', [label.name]]);
    });

    it('sets a picture the user uploaded for their profile, and removes it', async () => {
      const user = await createUser({ organisation: personas.org });
      const image = await createMediaFile({ organisation: personas.org, owner: user, context: 'profileImage', filename: 'me.png', mimeType: 'image/png' });
      const self = await as(user);
      expect(await self.profile.update({ profileImage: image.id })).toMatchObject({ profileImage: { url: `/media/${image.id}` }, avatar: { url: `/media/${image.id}` } });
      expect((await self.profile.update({ firstName: 'Still pictured' })).avatar).toEqual({ url: `/media/${image.id}` });
      expect(await self.profile.update({ profileImage: null })).toMatchObject({ profileImage: null, avatar: null });
    });

    it('refuses as a picture another user\'s upload, another kind of file, or a file of another site', async () => {
      const user = await createUser({ organisation: personas.org });
      const someoneElses = await createMediaFile({ organisation: personas.org, owner: personas.participant, context: 'profileImage', filename: 'them.png', mimeType: 'image/png' });
      const ideaImage = await createMediaFile({ organisation: personas.org, owner: user, context: 'ideaImage', filename: 'idea.png', mimeType: 'image/png' });
      const otherSite = await createMediaFile({ organisation: personas.otherOrg, owner: user, context: 'profileImage', filename: 'away.png', mimeType: 'image/png' });
      const self = await as(user);
      for (const media of [someoneElses, ideaImage, otherSite]) await expectAppError(self.profile.update({ profileImage: media.id, firstName: 'Changed' }), 'invalid-input', 'profileImage');
      await expectAppError(self.profile.update({ profileImage: 'not-a-guid' }), 'invalid-input', 'profileImage');
      expect((await stored(user)).profileImage).toBeNull();
      expect((await stored(user)).firstName).not.toBe('Changed');
    });

    it('is for any signed-in user, unverified ones too, and refuses the logged out', async () => {
      await expect((await as(personas.inactiveUser)).profile.update({ description: 'Not verified yet' })).resolves.toMatchObject({ description: 'Not verified yet', status: 'inactive' });
      await expectAppError((await as(null)).profile.update({ firstName: 'Nobody' }), 'not-authenticated');
    });
  });

  describe('profile.own', () => {
    it('gives the signed-in user their profile with what only they see', async () => {
      const own = await (await as(personas.inactiveUser)).profile.own();
      expect(own).toMatchObject({ guid: personas.inactiveUser.id, email: personas.inactiveUser.email, status: 'inactive', options: { emails: { feedback: true, winner: true, comment: true, tags: true } } });
      expect(JSON.stringify(own)).not.toMatch(/passwordHash|password_hash|argon2/);
      await expectAppError((await as(null)).profile.own(), 'not-authenticated');
    });
  });

  describe('profile.byGuid', () => {
    let author: User;
    let ideaNames: string[];
    beforeAll(async () => {
      author = await createUser({ organisation: personas.org, firstName: 'Ada', lastName: 'Author' });
      await (await as(author)).profile.update(fullEdit({ firstName: 'Ada', lastName: 'Author', interests: ['Water'] }));
      const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
      await createIdeaRow({ campaign, author, name: 'Rain gardens', withPoints: true, createdAt: new Date(Date.now() - 60_000) });
      await createIdeaRow({ campaign, author, name: 'A draft', status: 'DRAFT' });
      await createIdeaRow({ campaign, author, name: 'Declined one', status: 'declined' });
      await awardPointsRow({ campaign, user: author, cause: 'feedback-new' });
      ideaNames = ['Declined one', 'A draft', 'Rain gardens'];
    });

    it('shows anyone the public profile, without e-mail, options, status or ideas', async () => {
      for (const viewer of [null, personas.participant, personas.coach]) {
        const profile = await (await as(viewer)).profile.byGuid({ guid: author.id });
        expect(profile).toMatchObject({ guid: author.id, name: 'Ada Author', description: 'Cycles to work all year.', location: { country_code: 'SE' }, xp: 1700, ideas: null });
        expect(profile.interests.map((tag) => tag.name)).toEqual(['Water']);
        expect(profile).not.toHaveProperty('email');
        expect(profile).not.toHaveProperty('options');
        expect(profile).not.toHaveProperty('status');
        expect(JSON.stringify(profile)).not.toContain(author.email);
        expect(profile.abilities.editProfile).toBe(false);
      }
    });

    it('lists the ideas to the person themself (not the declined one) and to admins (all of them)', async () => {
      const own = await (await as(author)).profile.byGuid({ guid: author.id });
      expect(own.abilities.editProfile).toBe(true);
      expect(own.ideas?.list.map((idea) => idea.name)).toEqual(['A draft', 'Rain gardens']);
      expect(own.ideas?.list[1]).toMatchObject({ guid: expect.any(String), status: 'PUBLISHED', campaign: { slug: expect.any(String), name: expect.any(String) } });
      for (const admin of [personas.orgAdmin, personas.superAdmin]) {
        const seen = await (await as(admin)).profile.byGuid({ guid: author.id });
        expect(seen.ideas).toMatchObject({ total: 3 });
        expect(seen.ideas?.list.map((idea) => idea.name)).toEqual(ideaNames);
      }
    });

    it('hides the points where the site hides gamification', async () => {
      const quiet = await createOrganisation({ settings: { hideGamification: true } });
      const person = await createUser({ organisation: quiet });
      expect((await (await as(null, quiet)).profile.byGuid({ guid: person.id })).xp).toBeNull();
      expect((await (await as(person, quiet)).profile.own()).xp).toBeNull();
    });

    it('does not find another site\'s user, an unknown guid, or one who asked to be deleted (except for admins)', async () => {
      await expectAppError((await as(personas.outsider, personas.otherOrg)).profile.byGuid({ guid: author.id }), 'not-found');
      await expectAppError((await as(null)).profile.byGuid({ guid: personas.outsider.id }), 'not-found');
      await expectAppError((await as(null)).profile.byGuid({ guid: 'not-a-guid' }), 'invalid-input', 'guid');
      await expectAppError((await as(null)).profile.byGuid({ guid: '01900000-0000-7000-8000-00000000abcd' }), 'not-found');
      await expectAppError((await as(null)).profile.byGuid({ guid: '' }), 'ERROR_REQUIRED', 'guid');
      const leaving = await createUser({ organisation: personas.org, status: 'pendingDelete' });
      await expectAppError((await as(personas.participant)).profile.byGuid({ guid: leaving.id }), 'not-found');
      expect((await (await as(personas.orgAdmin)).profile.byGuid({ guid: leaving.id })).guid).toBe(leaving.id);
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import { FeedbackSchema, IdeaAuthorSchema, IdeaSchema } from '#server/entities/idea.entity.ts';
import { pointsOf } from '#server/modules/points/points.service.ts';
import type { User } from '#server/entities/user.entity.ts';
import { POINTS } from '#shared/points.ts';
import { campaignSettingsSchema, type IdeaFieldDefinition } from '#shared/schemas/campaign.ts';
import type { IdeaCreateInput } from '#shared/schemas/idea.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createMediaFile } from '../factories/media.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';
import { ideaField } from '../factories/idea-field.factory';

const DAY = 24 * 60 * 60 * 1000;


const FIELDS: IdeaFieldDefinition[] = [
  ideaField({ fieldid: 'val.problem', formType: 'text', required: true }),
  ideaField({ fieldid: 'val.colour', formType: 'select-dropdown', options: 'Red, Blue' }),
  ideaField({ fieldid: 'val.areas', formType: 'select-checkbox', options: 'North,South,East' }),
  ideaField({ fieldid: 'val.contact', formType: 'text-email' }),
  ideaField({ fieldid: 'val.budget', formType: 'text', public: false }),
  ideaField({ fieldid: 'val.mood', formType: 'satisfaction-rating' }),
];

describe('ideas: create, save, view, status and delete', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });
  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const campaign = (overrides: Partial<CampaignOverrides> = {}) => createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides });
  const setSettings = (row: Campaign, settings: Record<string, unknown>) =>
    testOrm().em.fork().nativeUpdate(CampaignSchema, { id: row.id }, { settings: campaignSettingsSchema.parse(settings) }, { filters: false });
  const counts = async (row: Campaign) => {
    const fresh = await testOrm().em.fork().findOneOrFail(CampaignSchema, { id: row.id }, { filters: false });
    return { ideaCount: fresh.ideaCount, feedbackCount: fresh.feedbackCount };
  };
  const ideaRow = (guid: string) => testOrm().em.fork().findOneOrFail(IdeaSchema, { id: guid }, { filters: false });
  const points = (user: User, row: Campaign) => pointsOf(testOrm().em.fork(), user.id, row.id);
  const input = (row: Campaign, overrides: Partial<IdeaCreateInput> = {}): IdeaCreateInput => ({
    campaignSlug: row.slug,
    name: 'Solar benches',
    content: 'Benches that charge phones.',
    extraFields: {},
    ...overrides,
  });

  it('posts an idea: the creator is its accepted author, the campaign counts it and idea-new is paid once', async () => {
    const row = await campaign();
    const participant = await as(personas.participant);
    await participant.campaign.join({ slug: row.slug });
    const idea = await participant.idea.create(input(row, { name: '  Solar benches  ' }));
    expect(idea).toMatchObject({
      name: 'Solar benches',
      status: 'PUBLISHED',
      campaign: { slug: row.slug, guid: row.id, open: true, privacySetting: 'public' },
      authors: [{ guid: personas.participant.id, ideaStatus: 'creator' }],
      pendingAuthors: [],
      totalUpvoteCount: 0,
      upvoted: false,
      isNew: true,
      isAuthor: true,
      data: { content: 'Benches that charge phones.', extraFields: {} },
      abilities: { edit: true, delete: false, setStatus: false },
      permaLink: `/ideas/${idea.guid}`,
    });
    expect(await counts(row)).toEqual({ ideaCount: 1, feedbackCount: 0 });
    expect(await points(personas.participant, row)).toBe(POINTS['idea-new']);
    const authorRows = await testOrm().em.fork().find(IdeaAuthorSchema, { idea: idea.guid }, { filters: false });
    expect(authorRows.map((author) => author.status)).toEqual(['accepted']);
  });

  it('keeps the campaign’s idea count and the points exact under parallel posts', async () => {
    const row = await campaign();
    const user = await createUser({ organisation: personas.org });
    await (await as(user)).campaign.join({ slug: row.slug });
    await Promise.all(Array.from({ length: 6 }, async (_, index) => (await as(user)).idea.create(input(row, { name: `Parallel ${index}` }))));
    expect((await counts(row)).ideaCount).toBe(6);
    expect(await points(user, row)).toBe(6 * POINTS['idea-new']);
  });

  it('requires a title and a description, each within its length', async () => {
    const row = await campaign();
    const participant = await as(personas.participant);
    await expectAppError(participant.idea.create(input(row, { name: '   ' })), 'ERROR_REQUIRED', 'name');
    await expectAppError(participant.idea.create(input(row, { content: '' })), 'ERROR_REQUIRED', 'content');
    await expectAppError(participant.idea.create(input(row, { name: 'x'.repeat(201) })), 'VALUE_TOO_LONG', 'name');
    expect((await counts(row)).ideaCount).toBe(0);
  });

  it('checks extra fields against the campaign’s definitions and shows non-public ones to authors and admins only', async () => {
    const row = await campaign();
    await setSettings(row, { ideaExtraFields: { custom: [...FIELDS, ideaField({ fieldid: 'val.off', formType: 'text', required: true, campaignenabled: false })] } });
    const participant = await as(personas.participant);
    await expectAppError(participant.idea.create(input(row, { extraFields: {} })), 'ERROR_REQUIRED', 'extraFields.val.problem');
    await expectAppError(participant.idea.create(input(row, { extraFields: { 'val.problem': '  ' } })), 'ERROR_REQUIRED', 'extraFields.val.problem');
    await expectAppError(participant.idea.create(input(row, { extraFields: { 'val.problem': 'Rain', 'val.colour': 'Green' } })), 'invalid-input', 'extraFields.val.colour');
    await expectAppError(participant.idea.create(input(row, { extraFields: { 'val.problem': 'Rain', 'val.colour': ['Red', 'Blue'] } })), 'invalid-input', 'extraFields.val.colour');
    await expectAppError(participant.idea.create(input(row, { extraFields: { 'val.problem': 'Rain', 'val.areas': ['North', 'West'] } })), 'invalid-input', 'extraFields.val.areas');
    await expectAppError(participant.idea.create(input(row, { extraFields: { 'val.problem': 'Rain', 'val.contact': 'not-an-address' } })), 'PLEASE_ENTER_A_VALID_MAIL', 'extraFields.val.contact');
    await expectAppError(participant.idea.create(input(row, { extraFields: { 'val.problem': 'Rain', 'val.mood': 'angry' } })), 'invalid-input', 'extraFields.val.mood');
    await expectAppError(participant.idea.create(input(row, { extraFields: { 'val.problem': 'Rain', 'val.unknown': 'x' } })), 'invalid-input', 'extraFields.val.unknown');
    expect((await counts(row)).ideaCount).toBe(0);

    const created = await participant.idea.create(
      input(row, { extraFields: { 'val.problem': ' Rain ', 'val.colour': ['Blue'], 'val.areas': ['South', 'North'], 'val.contact': 'a@b.se', 'val.budget': '1000', 'val.mood': 'happy' } }),
    );
    const stored = { 'val.problem': 'Rain', 'val.colour': 'Blue', 'val.areas': ['South', 'North'], 'val.contact': 'a@b.se', 'val.budget': '1000', 'val.mood': 'happy' };
    expect(created.data.extraFields).toEqual(stored);
    const { 'val.budget': _private, ...publicOnly } = stored;
    const other = await (await as(await createUser({ organisation: personas.org }))).idea.byGuid({ guid: created.guid });
    expect(other.data.extraFields).toEqual(publicOnly);
    expect(other.data.metaData.map((entry) => entry.label)).toEqual(['val.problem', 'val.colour', 'val.areas', 'val.contact', 'val.mood']);
    expect((await (await as(personas.orgAdmin)).idea.byGuid({ guid: created.guid })).data.extraFields).toEqual(stored);
  });

  it('shows the non-public fields to the campaign’s coaches as to its authors and admins, and to nobody else (issue 30)', async () => {
    const row = await campaign();
    await setSettings(row, { ideaExtraFields: { custom: FIELDS } });
    const author = await createUser({ organisation: personas.org });
    const idea = await createIdeaRow({ campaign: row, author, extraFields: { 'val.problem': 'Rain', 'val.budget': '1000' } });
    const answers = async (viewer: User | null) => (await (await as(viewer)).idea.byGuid({ guid: idea.id })).data;

    const coached = await answers(personas.coach);
    expect(coached.extraFields).toEqual({ 'val.problem': 'Rain', 'val.budget': '1000' });
    expect(coached.metaData).toContainEqual(expect.objectContaining({ fieldid: 'val.budget', public: false, value: '1000' }));
    for (const viewer of [author, personas.orgAdmin, personas.superAdmin]) expect((await answers(viewer)).extraFields).toHaveProperty(['val.budget'], '1000');

    const otherCoach = await createUser({ organisation: personas.org });
    await createCampaignRow({ organisation: personas.org, coach: otherCoach });
    for (const viewer of [personas.participant, otherCoach, null]) {
      const shown = await answers(viewer);
      expect(shown.extraFields).toEqual({ 'val.problem': 'Rain' });
      expect(shown.metaData.map((entry) => entry.fieldid)).toEqual(['val.problem']);
    }
    await expectAppError((await callerFor(personas.outsider, { org: personas.otherOrg })).caller.idea.byGuid({ guid: idea.id }), 'not-found');
  });

  it('takes the editor’s own uploads of the field engine’s context in file fields', async () => {
    const row = await campaign();
    await setSettings(row, { ideaExtraFields: { custom: [ideaField({ fieldid: 'val.sketch', formType: 'filepicker-image' })] } });
    const mine = await createMediaFile({ organisation: personas.org, owner: personas.participant, context: 'fieldImage', filename: 's.png', mimeType: 'image/png' });
    const theirs = await createMediaFile({ organisation: personas.org, owner: personas.coach, context: 'fieldImage', filename: 't.png', mimeType: 'image/png' });
    const participant = await as(personas.participant);
    await expectAppError(participant.idea.create(input(row, { extraFields: { 'val.sketch': theirs.id } })), 'invalid-input', 'extraFields.val.sketch');
    await expectAppError(participant.idea.create(input(row, { extraFields: { 'val.sketch': 'not-a-guid' } })), 'invalid-input', 'extraFields.val.sketch');
    const idea = await participant.idea.create(input(row, { extraFields: { 'val.sketch': mine.id } }));
    // A coach's save keeps the author's file.
    const saved = await (await as(personas.coach)).idea.update({ guid: idea.guid, name: idea.name, content: 'x', extraFields: { 'val.sketch': mine.id }, feedbackUsed: [] });
    expect(saved.data.extraFields).toEqual({ 'val.sketch': mine.id });
  });

  it('follows spec 1 §6 on who may add an idea', async () => {
    const participant = await as(personas.participant);
    await expectAppError(participant.idea.create(input(await campaign({ startsInDays: 2, endsInDays: 20 }))), 'campaign-not-started');
    await expectAppError(participant.idea.create(input(await campaign({ startsInDays: -20, endsInDays: -1 }))), 'campaign-ended');
    const draft = await campaign({ active: false });
    await expectAppError((await as(personas.coach)).idea.create(input(draft)), 'campaign-not-active');
    await expectAppError(participant.idea.create(input(draft)), 'not-found');

    // Non-public campaigns: joined members only; unjoined ones hear it is by invitation.
    const internal = await campaign({ privacySetting: 'internal' });
    await expectAppError(participant.idea.create(input(internal)), 'invitation-required');
    await participant.campaign.join({ slug: internal.slug });
    expect((await participant.idea.create(input(internal))).campaign.privacySetting).toBe('internal');
    expect((await (await as(personas.coach)).idea.create(input(internal))).authors[0]!.guid).toBe(personas.coach.id);
    await expectAppError(participant.idea.create(input(await campaign({ privacySetting: 'private' }))), 'invitation-required');

    // limitIdeaCreation: guests may not add, even to a public campaign; members may.
    const limited = await campaign();
    await setSettings(limited, { limitIdeaCreation: true });
    const guest = await createUser({ organisation: personas.org, orgRole: 'guest' });
    await (await as(guest)).campaign.join({ slug: limited.slug });
    await expectAppError((await as(guest)).idea.create(input(limited)), 'idea-creation-limited');
    await participant.idea.create(input(limited));

    const open = await campaign();
    await expectAppError((await as(null)).idea.create(input(open)), 'not-authenticated');
    const inactive = await expectAppError((await as(personas.inactiveUser)).idea.create(input(open)), 'user-not-active');
    expect(inactive.redirect).toBe('/user-verification/pending');
    await expectAppError((await callerFor(personas.outsider, { org: personas.otherOrg })).caller.idea.create(input(open)), 'not-found');
    expect((await counts(open)).ideaCount).toBe(0);
  });

  it('attaches the uploader’s own files of the right kind only', async () => {
    const row = await campaign();
    const participant = await as(personas.participant);
    const image = await createMediaFile({ organisation: personas.org, owner: personas.participant, context: 'ideaImage', filename: 'a.png', mimeType: 'image/png' });
    const thumb = await createMediaFile({ organisation: personas.org, owner: personas.participant, context: 'ideaThumbnail', filename: 't.png', mimeType: 'image/png' });
    const doc = await createMediaFile({ organisation: personas.org, owner: personas.participant, context: 'ideaDocument', filename: 'plan.pdf' });
    const someoneElses = await createMediaFile({ organisation: personas.org, owner: personas.coach, context: 'ideaImage', filename: 'b.png', mimeType: 'image/png' });
    const attachments = { thumbnail: thumb.id, images: [image.id], video: null, documents: [{ guid: doc.id, name: '' }] };
    const idea = await participant.idea.create(input(row, { attachments }));
    expect(idea.thumbnail).toEqual({ guid: thumb.id, url: `/media/${thumb.id}` });
    expect(idea.images).toEqual([{ guid: image.id, url: `/media/${image.id}` }]);
    expect(idea.data.documents).toEqual([{ guid: doc.id, name: 'plan.pdf', url: `/media/${doc.id}` }]);

    await expectAppError(participant.idea.create(input(row, { attachments: { ...attachments, images: [someoneElses.id] } })), 'invalid-input', 'attachments.image');
    await expectAppError(participant.idea.create(input(row, { attachments: { ...attachments, images: [doc.id] } })), 'invalid-input', 'attachments.image');
    await expectAppError(participant.idea.create(input(row, { attachments: { ...attachments, images: Array.from({ length: 6 }, () => image.id) } })), 'invalid-input', 'attachments.images');
    // The coach saving the idea keeps the author's files without owning them.
    const saved = await (await as(personas.coach)).idea.update({ guid: idea.guid, name: idea.name, content: 'Edited', extraFields: {}, attachments, feedbackUsed: [] });
    expect(saved.images).toHaveLength(1);
  });

  it('saves an idea for its authors and coaches while the campaign runs; points for revising and for used feedback once', async () => {
    const row = await campaign();
    const author = await createUser({ organisation: personas.org });
    const helper = await createUser({ organisation: personas.org });
    const idea = await (await as(author)).idea.create(input(row));
    const feedback = await createFeedbackRow({ idea: await ideaRow(idea.guid), author: helper, rating: 4 });
    const save = { guid: idea.guid, name: 'Solar benches v2', content: 'Now with shade.', extraFields: {}, feedbackUsed: [feedback.id] };

    const saved = await (await as(author)).idea.update(save);
    expect(saved).toMatchObject({ name: 'Solar benches v2', data: { content: 'Now with shade.' } });
    await (await as(author)).idea.update({ ...save, name: 'Solar benches v3' });
    expect(await points(author, row)).toBe(POINTS['idea-new'] + POINTS['idea-revised']);
    expect(await points(helper, row)).toBe(POINTS['feedback-used']);
    expect((await testOrm().em.fork().findOneOrFail(FeedbackSchema, { id: feedback.id }, { filters: false })).used).toBe(true);

    await (await as(personas.coach)).idea.update({ ...save, feedbackUsed: [] });
    expect(await points(personas.coach, row)).toBe(0);
    await expectAppError((await as(personas.participant)).idea.update(save), 'forbidden');
    await expectAppError((await as(author)).idea.update({ ...save, feedbackUsed: ['01900000-0000-7000-8000-000000000000'] }), 'invalid-input', 'feedbackUsed');
    await expectAppError((await as(author)).idea.update({ ...save, name: '' }), 'ERROR_REQUIRED', 'name');
    await expectAppError((await as(null)).idea.update(save), 'not-authenticated');
    await expectAppError((await callerFor(personas.outsider, { org: personas.otherOrg })).caller.idea.update(save), 'not-found');

    await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: row.id }, { endDate: new Date(Date.now() - DAY) }, { filters: false });
    await expectAppError((await as(author)).idea.update(save), 'campaign-ended');
    expect((await (await as(author)).idea.byGuid({ guid: idea.guid })).abilities.edit).toBe(false);
    expect((await counts(row)).ideaCount).toBe(1);
  });

  it('shows an idea to whom the campaign admits; declined ones to coaches and drafts to their authors', async () => {
    const row = await campaign();
    const published = await createIdeaRow({ campaign: row, author: personas.participant });
    const visitor = await as(null);
    const { result: visitorView, count } = await countQueries(testOrm(), () => visitor.idea.byGuid({ guid: published.id }));
    // Idea with campaign, campaign with coaches, authors, files (boost comes from loaded rows): no statement per author or file.
    expect(count).toBeLessThanOrEqual(4);
    expect(visitorView).toMatchObject({ guid: published.id, upvoted: false, isAuthor: false, abilities: { edit: false, delete: false } });
    expect((await (await as(personas.orgAdmin)).idea.byGuid({ guid: published.id })).abilities).toEqual({ edit: true, delete: true, deleteOnEdit: true, setStatus: true, inviteAuthors: false, answerInvitation: false });

    const declined = await createIdeaRow({ campaign: row, author: personas.participant, status: 'declined' });
    await expectAppError((await as(personas.participant)).idea.byGuid({ guid: declined.id }), 'not-found');
    expect((await (await as(personas.coach)).idea.byGuid({ guid: declined.id })).status).toBe('declined');
    const draft = await createIdeaRow({ campaign: row, author: personas.participant, status: 'DRAFT' });
    expect((await (await as(personas.participant)).idea.byGuid({ guid: draft.id })).status).toBe('DRAFT');
    await expectAppError((await as(await createUser({ organisation: personas.org }))).idea.byGuid({ guid: draft.id }), 'not-found');
    const archived = await createIdeaRow({ campaign: row, author: personas.participant, status: 'ARCHIVED' });
    expect((await (await as(personas.participant)).idea.byGuid({ guid: archived.id })).status).toBe('ARCHIVED');
    await expectAppError((await as(null)).idea.byGuid({ guid: archived.id }), 'not-found');

    const secret = await campaign({ privacySetting: 'private' });
    const hidden = await createIdeaRow({ campaign: secret, author: personas.coach });
    await expectAppError((await as(null)).idea.byGuid({ guid: hidden.id }), 'not-authenticated');
    await expectAppError((await as(personas.participant)).idea.byGuid({ guid: hidden.id }), 'invitation-required');
    await expectAppError((await callerFor(personas.outsider, { org: personas.otherOrg })).caller.idea.byGuid({ guid: published.id }), 'not-found');
    await expectAppError((await as(null)).idea.byGuid({ guid: 'not-a-guid' }), 'invalid-input', 'guid');
    await expectAppError((await as(null)).idea.byGuid({ guid: '01900000-0000-7000-8000-00000000abcd' }), 'not-found');
  });

  it('lets coaches set the status; accepting pays each author idea-accepted once', async () => {
    const row = await campaign();
    const idea = await createIdeaRow({ campaign: row, author: personas.participant });
    const coach = await as(personas.coach);
    expect((await coach.idea.setStatus({ guid: idea.id, status: 'WINNER' })).status).toBe('WINNER');
    await coach.idea.setStatus({ guid: idea.id, status: 'ACCEPTED' });
    await coach.idea.setStatus({ guid: idea.id, status: 'candidate' });
    await coach.idea.setStatus({ guid: idea.id, status: 'ACCEPTED' });
    expect(await points(personas.participant, row)).toBe(POINTS['idea-accepted']);
    await expectAppError((await as(personas.participant)).idea.setStatus({ guid: idea.id, status: 'WINNER' }), 'forbidden');
    await expectAppError(coach.idea.setStatus({ guid: idea.id, status: 'nonsense' as never }), 'invalid-input', 'status');
    await expectAppError((await as(null)).idea.setStatus({ guid: idea.id, status: 'WINNER' }), 'not-authenticated');
  });

  it('deletes an idea for org admins and super admins, not for others, and the campaign’s counters follow', async () => {
    const row = await campaign();
    const participant = await as(personas.participant);
    const first = await participant.idea.create(input(row));
    const second = await participant.idea.create(input(row));
    await createFeedbackRow({ idea: await ideaRow(first.guid), author: personas.coach });
    await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: row.id }, { feedbackCount: 1 }, { filters: false });

    await expectAppError((await as(await createUser({ organisation: personas.org }))).idea.delete({ guid: first.guid }), 'forbidden');
    await expectAppError((await as(null)).idea.delete({ guid: first.guid }), 'not-authenticated');
    await expectAppError((await callerFor(personas.outsider, { org: personas.otherOrg })).caller.idea.delete({ guid: first.guid }), 'not-found');

    await (await as(personas.orgAdmin)).idea.delete({ guid: first.guid });
    expect(await counts(row)).toEqual({ ideaCount: 1, feedbackCount: 0 });
    await expectAppError((await as(personas.participant)).idea.byGuid({ guid: first.guid }), 'not-found');
    await (await as(personas.superAdmin)).idea.delete({ guid: second.guid });
    expect((await counts(row)).ideaCount).toBe(0);
  });

  it('lets the idea\'s editors delete it too, as the edit page offers (spec 1 §6, issue 20 item 8)', async () => {
    const row = await campaign();
    const author = await as(personas.participant);
    const own = await author.idea.create(input(row));
    const coached = await author.idea.create(input(row));
    expect(own.abilities).toMatchObject({ delete: false, deleteOnEdit: true });
    const stranger = await createUser({ organisation: personas.org });
    await expectAppError((await as(stranger)).idea.delete({ guid: own.guid }), 'forbidden');
    expect((await (await as(stranger)).idea.byGuid({ guid: own.guid })).abilities).toMatchObject({ delete: false, deleteOnEdit: false });

    await author.idea.delete({ guid: own.guid });
    await (await as(personas.coach)).idea.delete({ guid: coached.guid });
    expect((await counts(row)).ideaCount).toBe(0);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { MENTION_SUGGESTIONS_MAX, mentionToken } from '#shared/mentions.ts';
import { CampaignSchema, type Campaign } from '#server/entities/campaign.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { expectAppError } from '../support/errors';
import { testOrm } from '../support/test-database';

const sql = <T extends object>(query: string, params: unknown[] = []) => testOrm().em.fork().getConnection().execute<T[]>(query, params);
const mentionNotices = (user: User) =>
  sql<{ data: Record<string, string> }>(`select data from notification where user_id = ? and type = 'idea' and sub_type = 'mention' order by created_at, id`, [user.id]);
const mentionMails = (user: User) => sql<{ subject: string; text: string }>(`select subject, text from mail_message where "to" = ? and template = 'idea-mention' order by created_at, id`, [user.email]);
const token = (user: User) => mentionToken({ guid: user.id, name: `${user.firstName} ${user.lastName}` });

describe('mentions in comments and feedback (issue 34 item 6)', () => {
  let org: Organisation;
  let otherOrg: Organisation;
  let svOrg: Organisation;
  let coach: User;
  let writer: User;
  beforeAll(async () => {
    [org, otherOrg, svOrg] = await Promise.all([createOrganisation(), createOrganisation(), createOrganisation({ language: 'sv' })]);
    coach = await createUser({ organisation: org, firstName: 'Cleo', lastName: 'Coach' });
    writer = await createUser({ organisation: org, firstName: 'Walt', lastName: 'Writer' });
  });
  const as = async (viewer: User | null, site = org) => (await callerFor(viewer, { org: site })).caller;
  const person = (firstName: string, lastName = 'Person', site = org, extra: { status?: User['status'] } = {}) => createUser({ organisation: site, firstName, lastName, ...extra });
  const campaignWith = async (members: User[], overrides: Partial<CampaignOverrides> = {}, site = org, siteCoach = coach) => {
    const campaign = await createCampaignRow({ organisation: site, coach: siteCoach, ...overrides });
    await addParticipants(campaign, members);
    return campaign;
  };
  const ideaIn = (campaign: Campaign, author = writer) => createIdeaRow({ campaign, author, name: 'Rain garden' });
  const suggest = async (viewer: User, ideaGuid: string, query: string) => (await (await as(viewer)).comment.mentionSuggestions({ ideaGuid, query })).map((each) => each.name);

  it('suggests people of the site who may see the idea by the start of a name, never the writer, another site or a blocked account, at most eight', async () => {
    const prefix = `Zq${Date.now().toString(36)}`;
    const campaign = await campaignWith([writer]);
    const idea = await ideaIn(campaign);
    await person(prefix, 'Alpha');
    await person('Bea', prefix);
    await person(prefix, 'Blocked', org, { status: 'blocked' });
    await person(prefix, 'Elsewhere', otherOrg);
    const self = await person(prefix, 'Self');
    // By first name, then last name.
    expect(await suggest(self, idea.id, prefix.toLowerCase())).toEqual([`Bea ${prefix}`, `${prefix} Alpha`]);
    expect(await suggest(self, idea.id, `${prefix} al`)).toEqual([`${prefix} Alpha`]);
    expect(await suggest(self, idea.id, 'zzzz-nobody')).toEqual([]);
    expect(await suggest(self, idea.id, '')).toEqual([]);
    // Wildcards are letters like any other.
    expect(await suggest(self, idea.id, '%')).toEqual([]);

    for (let index = 0; index < MENTION_SUGGESTIONS_MAX + 2; index += 1) await person(`${prefix}many`, `N${index}`);
    expect(await suggest(self, idea.id, `${prefix}many`)).toHaveLength(MENTION_SUGGESTIONS_MAX);
  });

  it('in a private campaign suggests only the people in it; strangers, visitors and another site are refused', async () => {
    const prefix = `Pv${Date.now().toString(36)}`;
    const [member, stranger] = [await person(prefix, 'Member'), await person(prefix, 'Stranger')];
    const campaign = await campaignWith([writer, member], { privacySetting: 'private' });
    const idea = await ideaIn(campaign);
    expect(await suggest(writer, idea.id, prefix)).toEqual([`${prefix} Member`]);
    expect(await suggest(writer, idea.id, 'Cleo')).toEqual(['Cleo Coach']);

    await expectAppError((await as(stranger)).comment.mentionSuggestions({ ideaGuid: idea.id, query: prefix }), 'invitation-required');
    await expectAppError((await as(null)).comment.mentionSuggestions({ ideaGuid: idea.id, query: prefix }), 'not-authenticated');
    const outsider = await person('Otto', 'Outside', otherOrg);
    await expectAppError((await as(outsider, otherOrg)).comment.mentionSuggestions({ ideaGuid: idea.id, query: prefix }), 'not-found');
    await expectAppError((await as(writer)).comment.mentionSuggestions({ ideaGuid: idea.id, query: 'x'.repeat(41) }), 'VALUE_TOO_LONG', 'query');
  });

  it('a comment tells each mentioned person once, in the feed and by mail; not the writer, not someone outside the private campaign, not another site', async () => {
    const [mia, max, stranger] = [await person('Mia', 'Member'), await person('Max', 'Member'), await person('Sam', 'Stranger')];
    const outsider = await person('Otto', 'Outside', otherOrg);
    const campaign = await campaignWith([writer, mia, max], { privacySetting: 'private' });
    const idea = await ideaIn(campaign);
    const comments = (await as(writer)).comment;

    const saved = await comments.create({ ideaGuid: idea.id, body: `Thanks ${token(mia)} and ${token(mia)}! Also ${token(writer)}, ${token(stranger)} and ${token(outsider)}.` });
    // Who may not be mentioned stays only as text.
    expect(saved.text).toBe(`Thanks ${token(mia)} and ${token(mia)}! Also ${token(writer)}, @Sam Stranger and @Otto Outside.`);
    expect(await mentionNotices(mia)).toEqual([{ data: expect.objectContaining({ ideaGuid: idea.id, ideaName: 'Rain garden', actorGuid: writer.id, actorName: 'Walt Writer' }) }]);
    expect((await mentionMails(mia)).map((mail) => mail.subject)).toEqual(['Walt Writer mentioned you on "Rain garden"']);
    expect((await mentionMails(mia))[0]!.text).toContain('mentioned you in a comment on the idea "Rain garden"');
    for (const quiet of [writer, stranger, outsider, max]) expect(await mentionNotices(quiet)).toEqual([]);
    expect(await mentionMails(stranger)).toEqual([]);

    // Editing: those already told are not told again; someone newly mentioned is.
    await comments.update({ guid: saved.guid, body: `Thanks ${token(mia)}, and ${token(max)} too.` });
    await comments.update({ guid: saved.guid, body: `Thanks ${token(mia)}, and ${token(max)} as well.` });
    expect(await mentionNotices(mia)).toHaveLength(1);
    expect(await mentionNotices(max)).toHaveLength(1);
    expect(await mentionMails(max)).toHaveLength(1);
  });

  it('a mention keeps the name the person has when it is saved, whatever the writer typed', async () => {
    const ann = await person('Ann', 'Lee');
    const campaign = await campaignWith([writer, ann]);
    const idea = await ideaIn(campaign);
    const saved = await (await as(writer)).comment.create({ ideaGuid: idea.id, body: `Ask @[The Boss](${ann.id})` });
    expect(saved.text).toBe(`Ask ${token(ann)}`);
    expect(await mentionNotices(ann)).toHaveLength(1);
  });

  it('feedback mentions only people who may read the feedback: with admin-only visibility, coaches but not participants', async () => {
    const [giver, reader] = [await person('Gil', 'Giver'), await person('Rae', 'Reader')];
    const campaign = await campaignWith([writer, giver, reader]);
    await testOrm().em.fork().nativeUpdate(CampaignSchema, { id: campaign.id }, { settings: { ...campaign.settings, canViewTrustedFeedback: 'admin' } }, { filters: false });
    const idea = await ideaIn(campaign);
    const byGiver = await as(giver);
    expect((await byGiver.feedback.mentionSuggestions({ ideaGuid: idea.id, query: 'Rae' })).map((each) => each.name)).toEqual([]);
    expect((await byGiver.feedback.mentionSuggestions({ ideaGuid: idea.id, query: 'Cleo' })).map((each) => each.name)).toEqual(['Cleo Coach']);
    // A comment is read by all who see the idea.
    expect((await byGiver.comment.mentionSuggestions({ ideaGuid: idea.id, query: 'Rae' })).map((each) => each.name)).toEqual(['Rae Reader']);

    const given = await byGiver.feedback.create({ ideaGuid: idea.id, comment: `Ask ${token(coach)} and ${token(reader)}`, rating: 4 });
    expect(given.comment).toBe(`Ask ${token(coach)} and @Rae Reader`);
    expect(await mentionNotices(coach)).toEqual([{ data: expect.objectContaining({ ideaGuid: idea.id, actorName: 'Gil Giver' }) }]);
    expect((await mentionMails(coach)).at(-1)!.text).toContain('mentioned you in feedback on the idea "Rain garden"');
    expect(await mentionNotices(reader)).toEqual([]);

    await byGiver.feedback.update({ guid: given.guid, comment: `Ask ${token(coach)} again`, rating: 4 });
    expect(await mentionNotices(coach)).toHaveLength(1);
  });

  it('the mail is in the site’s language', async () => {
    const [svCoach, svWriter, svMember] = [await person('Siv', 'Coach', svOrg), await person('Sten', 'Skribent', svOrg), await person('Stina', 'Medlem', svOrg)];
    const campaign = await campaignWith([svWriter, svMember], {}, svOrg, svCoach);
    const idea = await createIdeaRow({ campaign, author: svWriter, name: 'Regnträdgård' });
    await (await as(svWriter, svOrg)).comment.create({ ideaGuid: idea.id, body: `Vad tycker ${token(svMember)}?` });
    const [mail] = await mentionMails(svMember);
    expect(mail!.subject).toBe('Sten Skribent nämnde dig på "Regnträdgård"');
    expect(mail!.text).toContain('nämnde dig i en kommentar på idén "Regnträdgård"');
  });
});

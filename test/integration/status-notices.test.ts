import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StageDefinition } from '#shared/schemas/stages.ts';
import type { Campaign } from '#server/entities/campaign.entity.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { followNoticeFor, type FollowerEvent } from '#server/modules/idea/follower-notices.ts';
import { deliverMail } from '#server/modules/mail/mail.service.ts';
import { createMailer } from '#server/modules/mail/mail-transport.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { countQueries } from '../support/count-queries';
import { expectAppError } from '../support/errors';
import { startMailCapture } from '../support/mailbox';
import { testOrm } from '../support/test-database';

const sql = <T extends object>(query: string, params: unknown[] = []) => testOrm().em.fork().getConnection().execute<T[]>(query, params);

/** A person's feed entries about followed ideas and campaigns (issue 34), oldest first. */
const notices = (user: User) =>
  sql<{ sub_type: string; data: Record<string, string> }>(
    `select sub_type, data from notification where user_id = ? and sub_type in ('status', 'stage', 'won', 'merged', 'winners') order by created_at, id`,
    [user.id],
  );
const mails = (user: User) => sql<{ id: string; subject: string; text: string }>(`select id, subject, text from mail_message where "to" = ? and template in ('idea-follow-notice', 'winners-announced') order by created_at, id`, [user.email]);

const shortlist: StageDefinition = { nameEn: 'Shortlist', nameSv: 'Kortlista', participantView: 'stage', reportsStatus: 'candidate' };
const screening: StageDefinition = { nameEn: 'Screening', nameSv: 'Gallring', participantView: 'status', reportsStatus: 'implemented' };
const crowned: StageDefinition = { nameEn: 'Crowned', nameSv: 'Krönt', participantView: 'status', reportsStatus: 'WINNER' };

describe('status notices: who is told what (issue 34 item 2)', () => {
  let org: Organisation;
  let svOrg: Organisation;
  let otherOrg: Organisation;
  let coach: User;
  let outsider: User;
  beforeAll(async () => {
    [org, svOrg, otherOrg] = await Promise.all([createOrganisation(), createOrganisation({ language: 'sv' }), createOrganisation()]);
    coach = await createUser({ organisation: org, firstName: 'Cleo', lastName: 'Coach' });
    outsider = await createUser({ organisation: otherOrg, firstName: 'Otto', lastName: 'Outside', isOrgAdmin: true });
  });

  const as = async (viewer: User, site = org) => (await callerFor(viewer, { org: site })).caller;
  const person = (firstName: string, site = org) => createUser({ organisation: site, firstName, lastName: 'Person' });
  // One per test, so each test's feed holds its own events only.
  const newAdmin = () => createUser({ organisation: org, firstName: 'Ada', lastName: 'Admin', isOrgAdmin: true });
  const campaignWith = async (members: User[], overrides: Partial<CampaignOverrides> = {}) => {
    const campaign = await createCampaignRow({ organisation: org, coach, ...overrides });
    await addParticipants(campaign, members);
    return campaign;
  };
  const postIdea = async (author: User, campaign: Campaign, name = 'Bike racks by the gate', site = org) =>
    (await as(author, site)).idea.create({ campaignSlug: campaign.slug, name, content: 'More room', extraFields: {} });

  it('the rule: coaches hear every status and stage, others only a win, a stage that shows its name, and a merge', () => {
    const stage = (participantView: 'stage' | 'status', to: 'candidate' | 'WINNER' = 'candidate'): FollowerEvent => ({ kind: 'stage', from: 'PUBLISHED', to, stage: { nameEn: 'S', nameSv: 'S', participantView } });
    expect(followNoticeFor({ kind: 'status', from: 'PUBLISHED', to: 'candidate' }, true)).toBe('status');
    expect(followNoticeFor({ kind: 'status', from: 'PUBLISHED', to: 'candidate' }, false)).toBeNull();
    expect(followNoticeFor({ kind: 'status', from: 'PUBLISHED', to: 'WINNER' }, false)).toBe('won');
    expect(followNoticeFor({ kind: 'status', from: 'WINNER', to: 'PUBLISHED' }, false)).toBeNull();
    expect(followNoticeFor(stage('stage'), false)).toBe('stage');
    expect(followNoticeFor(stage('status'), false)).toBeNull();
    expect(followNoticeFor(stage('status'), true)).toBe('stage');
    expect(followNoticeFor(stage('status', 'WINNER'), true)).toBe('won');
    expect(followNoticeFor({ kind: 'merged', into: { id: 'a', name: 'A' } }, false)).toBe('merged');
  });

  it('a status change: a following admin hears it, a participant does not until the idea wins; the coach who acted and another site hear nothing; once each', async () => {
    const [author, voter, admin] = [await person('Aut'), await person('Vot'), await newAdmin()];
    const campaign = await campaignWith([author, voter]);
    const idea = await postIdea(author, campaign);
    await (await as(voter)).upvote.toggle({ ideaGuid: idea.guid });
    await (await as(admin)).ideaFollow.set({ ideaGuid: idea.guid, following: true });
    await (await as(coach)).ideaFollow.set({ ideaGuid: idea.guid, following: true });
    const byCoach = await as(coach);

    await byCoach.idea.setStatus({ guid: idea.guid, status: 'candidate' });
    expect(await notices(admin)).toEqual([{ sub_type: 'status', data: expect.objectContaining({ ideaGuid: idea.guid, status: 'candidate', actorName: 'Cleo Coach' }) }]);
    for (const quiet of [author, voter, coach]) expect(await notices(quiet)).toEqual([]);

    await byCoach.idea.setStatus({ guid: idea.guid, status: 'WINNER' });
    for (const follower of [author, voter]) expect((await notices(follower)).map((row) => row.sub_type)).toEqual(['won']);
    expect((await notices(admin)).map((row) => row.sub_type)).toEqual(['status', 'won']);
    expect(await notices(coach)).toEqual([]);
    expect((await mails(voter)).map((mail) => mail.subject)).toEqual(['"Bike racks by the gate" is a winner']);
    expect((await mails(admin)).map((mail) => mail.subject)).toEqual(['"Bike racks by the gate" is now Candidate', '"Bike racks by the gate" is a winner']);
    expect(await mails(coach)).toEqual([]);

    // Setting the same status again is no event.
    await byCoach.idea.setStatus({ guid: idea.guid, status: 'WINNER' });
    expect((await notices(voter)).length).toBe(1);
    expect(await sql('select 1 from notification where organisation_id = ?', [otherOrg.id])).toEqual([]);
    expect(await notices(outsider)).toEqual([]);
  });

  it('accepting: authors hear it once (idea/accepted, not twice); declining hides the idea from participants, so only coaches hear of it; an unfollower hears nothing', async () => {
    const [author, voter, quitter, admin] = [await person('Aut'), await person('Vot'), await person('Qui'), await newAdmin()];
    const campaign = await campaignWith([author, voter, quitter]);
    const idea = await postIdea(author, campaign);
    await (await as(voter)).upvote.toggle({ ideaGuid: idea.guid });
    await (await as(quitter)).upvote.toggle({ ideaGuid: idea.guid });
    await (await as(quitter)).ideaFollow.set({ ideaGuid: idea.guid, following: false });
    await (await as(admin)).ideaFollow.set({ ideaGuid: idea.guid, following: true });

    await (await as(coach)).idea.setStatus({ guid: idea.guid, status: 'ACCEPTED' });
    const authorFeed = await sql<{ sub_type: string }>('select sub_type from notification where user_id = ?', [author.id]);
    expect(authorFeed.map((row) => row.sub_type)).toEqual(['accepted']);
    expect((await notices(admin)).map((row) => row.data.status)).toEqual(['ACCEPTED']);
    expect(await notices(voter)).toEqual([]);

    await (await as(coach)).idea.setStatus({ guid: idea.guid, status: 'declined' });
    expect((await notices(admin)).map((row) => row.data.status)).toEqual(['ACCEPTED', 'declined']);
    for (const quiet of [author, voter, quitter]) expect(await notices(quiet)).toEqual([]);
  });

  it('a stage move: participants hear a stage that shows its name, coaches every stage; winning by a stage is told as a win; an undo is a status change', async () => {
    const [author, voter, admin] = [await person('Aut'), await person('Vot'), await newAdmin()];
    const campaign = await campaignWith([author, voter]);
    const idea = await postIdea(author, campaign);
    await (await as(voter)).upvote.toggle({ ideaGuid: idea.guid });
    await (await as(admin)).ideaFollow.set({ ideaGuid: idea.guid, following: true });
    const byCoach = await as(coach);
    const { stages } = await byCoach.stages.savePipeline({ campaignSlug: campaign.slug, stages: [shortlist, screening, crowned] });
    const [shortlistGuid, screeningGuid, crownedGuid] = stages.map((stage) => stage.guid);

    await byCoach.stages.move({ ideaGuids: [idea.guid], toStageGuid: screeningGuid!, reason: '' });
    expect(await notices(voter)).toEqual([]);
    expect(await notices(admin)).toEqual([{ sub_type: 'stage', data: expect.objectContaining({ stageNameEn: 'Screening', stageNameSv: 'Gallring' }) }]);

    await byCoach.stages.move({ ideaGuids: [idea.guid], toStageGuid: shortlistGuid!, reason: '' });
    for (const follower of [author, voter]) expect(await notices(follower)).toEqual([{ sub_type: 'stage', data: expect.objectContaining({ stageNameEn: 'Shortlist' }) }]);
    expect((await mails(voter)).map((mail) => mail.subject)).toEqual(['"Bike racks by the gate" moved to Shortlist']);

    const [crowning] = await byCoach.stages.move({ ideaGuids: [idea.guid], toStageGuid: crownedGuid!, reason: '' });
    expect((await notices(voter)).map((row) => row.sub_type)).toEqual(['stage', 'won']);
    expect((await notices(admin)).map((row) => row.sub_type)).toEqual(['stage', 'stage', 'won']);

    // Undoing gives the status back: coaches hear it; participants, who saw the badge go, are not told of a status they do not see.
    await byCoach.stages.undo({ moveGuid: crowning!.guid });
    expect((await notices(admin)).at(-1)).toEqual({ sub_type: 'status', data: expect.objectContaining({ status: 'candidate' }) });
    expect((await notices(voter)).length).toBe(2);
  });

  it('a bulk move tells each idea’s own followers of that idea, once, in as many statements for 12 ideas as for 3 (and so does its undo)', async () => {
    const [author, voter] = [await person('Bulk'), await person('Voter')];
    const byCoach = await as(coach);
    /** Moves `count` ideas each upvoted (followed) by the voter to the shortlist and back, counting each action's statements. */
    const moveAndUndo = async (count: number) => {
      const campaign = await campaignWith([author, voter]);
      const ideas: { guid: string; name: string }[] = [];
      for (let index = 0; index < count; index += 1) ideas.push(await postIdea(author, campaign, `Bulk idea ${count}-${index}`));
      for (const idea of ideas) await (await as(voter)).upvote.toggle({ ideaGuid: idea.guid });
      const [first, second] = (await byCoach.stages.savePipeline({ campaignSlug: campaign.slug, stages: [screening, shortlist] })).stages;
      await byCoach.stages.move({ ideaGuids: ideas.map((idea) => idea.guid), toStageGuid: first!.guid, reason: '' });
      const before = (await notices(voter)).length;
      const moved = await countQueries(testOrm(), () => byCoach.stages.move({ ideaGuids: ideas.map((idea) => idea.guid), toStageGuid: second!.guid, reason: 'Round two' }));
      const told = (await notices(voter)).slice(before);
      expect(told.map((row) => row.data.ideaName).sort()).toEqual(ideas.map((idea) => idea.name).sort());
      expect(told.every((row) => row.sub_type === 'stage' && row.data.stageNameEn === 'Shortlist')).toBe(true);
      const undone = await countQueries(testOrm(), () => byCoach.stages.undo({ moveGuid: moved.result[0]!.guid }));
      return { move: moved.count, undo: undone.count };
    };
    const few = await moveAndUndo(3);
    const many = await moveAndUndo(12);
    expect(many).toEqual(few);
  });

  it('a merge: the merged idea’s followers hear where it went, except those the merge itself told (its authors, the upvoters asked about their vote)', async () => {
    const [authorA, authorB, voterB, commenter] = [await person('AuA'), await person('AuB'), await person('VoB'), await person('Com')];
    const campaign = await campaignWith([authorA, authorB, voterB, commenter]);
    const a = await postIdea(authorA, campaign, 'Shared bikes');
    const b = await postIdea(authorB, campaign, 'Bikes to share');
    await (await as(voterB)).upvote.toggle({ ideaGuid: b.guid });
    await (await as(commenter)).comment.create({ ideaGuid: b.guid, parentGuid: null, body: 'Good one' });
    const proposal = await (await as(coach)).ideaMerge.propose({ sourceGuid: b.guid, targetGuid: a.guid });
    await (await as(authorB)).ideaMerge.answer({ mergeGuid: proposal.mergeGuid, answer: 'accept' });

    expect(await notices(commenter)).toEqual([{ sub_type: 'merged', data: expect.objectContaining({ ideaGuid: b.guid, otherIdeaGuid: a.guid, otherIdeaName: 'Shared bikes' }) }]);
    expect((await mails(commenter)).map((mail) => mail.subject)).toEqual(['"Bikes to share" has been merged']);
    for (const quiet of [authorB, voterB, authorA, coach]) expect(await notices(quiet)).toEqual([]);
  });

  it('a follower who no longer sees the idea (the campaign went private) is not told; another site is never told', async () => {
    const [author, visitor] = [await person('Aut'), await person('Vis')];
    const campaign = await campaignWith([author]);
    const idea = await postIdea(author, campaign);
    await (await as(visitor)).ideaFollow.set({ ideaGuid: idea.guid, following: true });
    // The campaign's privacy changes after the visitor followed (the coach's settings screen does this).
    await sql(`update campaign set privacy_setting = 'private' where id = ?`, [campaign.id]);
    await (await as(coach)).idea.setStatus({ guid: idea.guid, status: 'WINNER' });
    expect(await notices(visitor)).toEqual([]);
    expect(await mails(visitor)).toEqual([]);
    expect((await notices(author)).map((row) => row.sub_type)).toEqual(['won']);
    await expectAppError((await as(outsider, otherOrg)).ideaFollow.set({ ideaGuid: idea.guid, following: true }), 'not-found');
  });

  it('mails in the site’s language go through SMTP, text and HTML, read back with a parser', async () => {
    const svCoach = await createUser({ organisation: svOrg, firstName: 'Siv', lastName: 'Coach' });
    const [author, voter] = [await person('Aut', svOrg), await person('Vot', svOrg)];
    const campaign = await createCampaignRow({ organisation: svOrg, coach: svCoach, name: 'Cyklar <i>nu</i>' });
    await addParticipants(campaign, [author, voter]);
    const idea = await postIdea(author, campaign, 'Cykelställ vid grinden', svOrg);
    await (await as(voter, svOrg)).upvote.toggle({ ideaGuid: idea.guid });
    await (await as(svCoach, svOrg)).idea.setStatus({ guid: idea.guid, status: 'WINNER' });
    const [mail] = await mails(voter);
    expect(mail).toBeDefined();

    const dir = mkdtempSync(join(tmpdir(), 'status-notices-'));
    const capture = await startMailCapture(dir);
    try {
      await deliverMail(testOrm().em.fork(), createMailer({ SMTP_URL: capture.url, MAIL_FROM: 'IdeaHunt <no-reply@example.com>' }), pino({ level: 'silent' }), mail!.id);
      const [file] = readdirSync(dir);
      const stored = JSON.parse(readFileSync(join(dir, file!), 'utf8')) as { to: string[]; raw: string };
      expect(stored.to).toEqual([voter.email]);
      const parsed = await simpleParser(stored.raw);
      expect(parsed.subject).toBe('"Cykelställ vid grinden" är en vinnare');
      expect(parsed.text).toContain('Du följer idén "Cykelställ vid grinden" i kampanjen "Cyklar <i>nu</i>".');
      expect(parsed.text).toContain(`/ideas/${idea.guid}`);
      expect(parsed.html).toContain('Cyklar &lt;i&gt;nu&lt;/i&gt;');
      expect(parsed.html).not.toContain('<i>nu</i>');
    } finally {
      await capture.close();
    }
  });
});

describe('following campaigns (issue 34 item 1)', () => {
  let org: Organisation;
  let otherOrg: Organisation;
  let coach: User;
  beforeAll(async () => {
    [org, otherOrg] = await Promise.all([createOrganisation(), createOrganisation()]);
    coach = await createUser({ organisation: org, firstName: 'Cleo', lastName: 'Coach' });
  });
  const as = async (viewer: User, site = org) => (await callerFor(viewer, { org: site })).caller;

  it('anyone who sees a campaign may follow it; a private one and another site’s stay not-found; bad input names its field', async () => {
    const visitor = await createUser({ organisation: org });
    const open = await createCampaignRow({ organisation: org, coach });
    const closed = await createCampaignRow({ organisation: org, coach, privacySetting: 'private' });
    const caller = await as(visitor);
    expect(await caller.campaignFollow.state({ campaignSlug: open.slug })).toEqual({ following: false });
    expect(await caller.campaignFollow.set({ campaignSlug: open.slug, following: true })).toEqual({ following: true });
    expect(await caller.campaignFollow.state({ campaignSlug: open.slug })).toEqual({ following: true });
    await caller.campaignFollow.set({ campaignSlug: open.slug, following: false });
    expect(await caller.campaignFollow.state({ campaignSlug: open.slug })).toEqual({ following: false });
    await expectAppError(caller.campaignFollow.set({ campaignSlug: closed.slug, following: true }), 'invitation-required');
    const stranger = await createUser({ organisation: otherOrg });
    await expectAppError((await as(stranger, otherOrg)).campaignFollow.state({ campaignSlug: open.slug }), 'not-found');
    await expectAppError(caller.campaignFollow.state({ campaignSlug: '' }), 'invalid-input', 'campaignSlug');
  });

  it('announcing winners tells the followers in the feed, and mails those the participants’ mail did not reach, once', async () => {
    const [participant, follower] = [await createUser({ organisation: org }), await createUser({ organisation: org })];
    const campaign = await createCampaignRow({ organisation: org, coach, startsInDays: -20, endsInDays: -1 });
    await addParticipants(campaign, [participant]);
    for (const person of [participant, follower]) await (await as(person)).campaignFollow.set({ campaignSlug: campaign.slug, following: true });
    await createIdeaRow({ campaign, author: participant, name: 'Crowned', status: 'WINNER' });
    await (await as(coach)).campaign.event({ slug: campaign.slug, event: 'announce.winners' });
    for (const person of [participant, follower]) {
      expect((await notices(person)).map((row) => row.sub_type)).toEqual(['winners']);
      expect((await mails(person)).map((mail) => mail.subject)).toEqual([`The winners of ${campaign.name}`]);
    }
    expect(await notices(coach)).toEqual([]);
  });
});

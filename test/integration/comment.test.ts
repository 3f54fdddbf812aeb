import { beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH } from '#shared/schemas/comment.ts';
import { CommentSchema, IdeaSchema, type Idea } from '#server/entities/idea.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createCampaignRow, type CampaignOverrides } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

describe('comments', () => {
  let personas: Personas;
  let author: User;
  beforeAll(async () => {
    personas = await createPersonas();
    author = await createUser({ organisation: personas.org, firstName: 'Ida', lastName: 'Author' });
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const ideaIn = async (overrides: Partial<CampaignOverrides> = {}) =>
    createIdeaRow({ campaign: await createCampaignRow({ organisation: personas.org, coach: personas.coach, ...overrides }), author });
  const counted = async (idea: Idea) => {
    const em = scopedEm(personas.org);
    return { count: (await em.findOneOrFail(IdeaSchema, { id: idea.id })).commentCount, rows: await em.count(CommentSchema, { idea: idea.id }) };
  };

  it('threads replies under their parent, top level by updatedAt ascending, and counts every comment on the idea', async () => {
    const idea = await ideaIn();
    const pat = await as(personas.participant);
    const first = await pat.comment.create({ ideaGuid: idea.id, body: '  First!  ' });
    expect(first).toMatchObject({ text: 'First!', parentGuid: null, ideaGuid: idea.id, objectType: 'idea', objectKey: idea.id, user: { guid: personas.participant.id, name: 'Pat Participant' }, abilities: { edit: true, delete: false } });
    expect(first.createdAt).toBeInstanceOf(Date);
    const second = await (await as(author)).comment.create({ ideaGuid: idea.id, body: 'Second' });
    const reply = await (await as(author)).comment.create({ ideaGuid: idea.id, parentGuid: first.guid, body: 'A reply' });
    expect(reply.parentGuid).toBe(first.guid);
    // Editing moves a comment in the updatedAt order.
    await pat.comment.update({ guid: first.guid, body: 'First, edited' });
    const thread = await (await as(null)).comment.list({ ideaGuid: idea.id });
    expect(thread.map((item) => [item.text, item.replies.map((child) => child.text)])).toEqual([
      ['Second', []],
      ['First, edited', ['A reply']],
    ]);
    expect(thread[0]?.guid).toBe(second.guid);
    expect(await counted(idea)).toEqual({ count: 3, rows: 3 });
  });

  it('names each validation key and refuses replies to replies or to another idea\'s comments', async () => {
    const [idea, elsewhere] = [await ideaIn(), await ideaIn()];
    const pat = await as(personas.participant);
    await expectAppError(pat.comment.create({ ideaGuid: idea.id, body: ' \n\t ' }), 'MESSAGE_BODY_MAY_NOT_BE_EMPTY', 'body');
    await expectAppError(pat.comment.create({ ideaGuid: idea.id, body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }), 'VALUE_TOO_LONG', 'body');
    const top = await pat.comment.create({ ideaGuid: idea.id, body: 'Top' });
    const reply = await pat.comment.create({ ideaGuid: idea.id, parentGuid: top.guid, body: 'Reply' });
    await expectAppError(pat.comment.create({ ideaGuid: idea.id, parentGuid: reply.guid, body: 'Deeper' }), 'invalid-comment-parent');
    await expectAppError(pat.comment.create({ ideaGuid: elsewhere.id, parentGuid: top.guid, body: 'Wrong idea' }), 'invalid-comment-parent');
    await expectAppError(pat.comment.create({ ideaGuid: idea.id, parentGuid: 'nope', body: 'Bad guid' }), 'invalid-input', 'parentGuid');
    await expectAppError(pat.comment.create({ ideaGuid: idea.id, parentGuid: '01900000-0000-7000-8000-00000000abcd', body: 'Unknown' }), 'invalid-comment-parent');
    await expectAppError(pat.comment.update({ guid: top.guid, body: '   ' }), 'MESSAGE_BODY_MAY_NOT_BE_EMPTY', 'body');
    expect(await counted(idea)).toEqual({ count: 2, rows: 2 });
  });

  it('refuses the logged out, the unverified and other organisations; lets only the author edit', async () => {
    const idea = await ideaIn();
    const top = await (await as(personas.participant)).comment.create({ ideaGuid: idea.id, body: 'Mine' });
    await expectAppError((await as(null)).comment.create({ ideaGuid: idea.id, body: 'Hi' }), 'not-authenticated');
    await expectAppError((await as(personas.inactiveUser)).comment.create({ ideaGuid: idea.id, body: 'Hi' }), 'user-not-active');
    await expectAppError((await callerFor(personas.outsider)).caller.comment.create({ ideaGuid: idea.id, body: 'Hi' }), 'not-found');
    await expectAppError((await callerFor(personas.outsider)).caller.comment.list({ ideaGuid: idea.id }), 'not-found');
    await expectAppError((await as(personas.orgAdmin)).comment.update({ guid: top.guid, body: 'Not yours' }), 'forbidden');
    await expectAppError((await as(null)).comment.update({ guid: top.guid, body: 'x' }), 'not-authenticated');
    const hidden = await ideaIn({ privacySetting: 'private' });
    await expectAppError((await as(personas.participant)).comment.create({ ideaGuid: hidden.id, body: 'Hi' }), 'invitation-required');
  });

  it('lets org admins and super admins delete any comment, but not one with replies', async () => {
    const idea = await ideaIn();
    const top = await (await as(personas.participant)).comment.create({ ideaGuid: idea.id, body: 'Top' });
    const reply = await (await as(author)).comment.create({ ideaGuid: idea.id, parentGuid: top.guid, body: 'Reply' });
    await expectAppError((await as(personas.participant)).comment.delete({ guid: top.guid }), 'forbidden');
    await expectAppError((await as(author)).comment.delete({ guid: reply.guid }), 'forbidden');
    await expectAppError((await as(null)).comment.delete({ guid: top.guid }), 'not-authenticated');
    await expectAppError((await callerFor(personas.outsider)).caller.comment.delete({ guid: top.guid }), 'not-found');
    await expectAppError((await as(personas.orgAdmin)).comment.delete({ guid: top.guid }), 'THE_COMMENT_HAS_CHILDREN_AND_CANNOT_BE_DELETED');
    expect(await (await as(personas.orgAdmin)).comment.delete({ guid: reply.guid })).toEqual({ deleted: true, message: 'THE_COMMENT_HAS_BEEN_DELETED' });
    expect(await (await as(personas.superAdmin)).comment.delete({ guid: top.guid })).toMatchObject({ deleted: true });
    await expectAppError((await as(personas.superAdmin)).comment.delete({ guid: top.guid }), 'not-found');
    expect(await counted(idea)).toEqual({ count: 0, rows: 0 });
    expect(await (await as(personas.participant)).comment.list({ ideaGuid: idea.id })).toEqual([]);
  });

  it('keeps the count exact when a reply and the parent\'s delete race', async () => {
    const idea = await ideaIn();
    const top = await (await as(personas.participant)).comment.create({ ideaGuid: idea.id, body: 'Top' });
    await Promise.allSettled([
      (await as(author)).comment.create({ ideaGuid: idea.id, parentGuid: top.guid, body: 'Racing reply' }),
      (await as(personas.orgAdmin)).comment.delete({ guid: top.guid }),
    ]);
    const { count, rows } = await counted(idea);
    expect(count).toBe(rows);
    expect([0, 2]).toContain(rows);
  });
});

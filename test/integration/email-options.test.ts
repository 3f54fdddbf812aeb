import { beforeAll, describe, expect, it } from 'vitest';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { addParticipants } from '../factories/participation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { createPersonas, type Personas } from '../support/personas';
import { testOrm } from '../support/test-database';

/**
 * The e-mail options a person sets on their profile (spec 3 §3 options.emails), as the mails
 * sent for those reasons read them: winners, feedback and comments. No mail is about interests
 * (tags) yet.
 */
describe('e-mail options', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  it('leaves out of the winners announcement whoever turned winner e-mails off on their profile', async () => {
    const [keen, quiet] = await Promise.all([createUser({ organisation: personas.org }), createUser({ organisation: personas.org })]);
    await (await callerFor(quiet)).caller.profile.update({ options: { emails: { feedback: true, winner: false, comment: true, tags: true } } });
    const finished = await createCampaignRow({ organisation: personas.org, coach: personas.coach, startsInDays: -20, endsInDays: -1 });
    await addParticipants(finished, [keen, quiet]);
    await createIdeaRow({ campaign: finished, author: keen, status: 'WINNER' });

    const announced = await (await callerFor(personas.coach)).caller.campaign.event({ slug: finished.slug, event: 'announce.winners' });
    expect(announced.recipients).toBe(1);
    const mails = await testOrm().em.fork().find(MailMessageSchema, { template: 'winners-announced', to: { $in: [keen.email, quiet.email] } }, { filters: false });
    expect(mails.map((mail) => mail.to)).toEqual([keen.email]);
  });

  it('mails an idea\'s authors about new feedback and comments, each only with that option on, and never the one who acted', async () => {
    const [keen, quiet, reader] = await Promise.all([createUser({ organisation: personas.org }), createUser({ organisation: personas.org }), createUser({ organisation: personas.org })]);
    await (await callerFor(quiet)).caller.profile.update({ options: { emails: { feedback: false, winner: true, comment: false, tags: true } } });
    const campaign = await createCampaignRow({ organisation: personas.org, coach: personas.coach });
    await addParticipants(campaign, [keen, quiet, reader]);
    const keenIdea = await createIdeaRow({ campaign, author: keen, name: 'Keen idea' });
    const quietIdea = await createIdeaRow({ campaign, author: quiet, name: 'Quiet idea' });
    const readerCaller = (await callerFor(reader)).caller;
    for (const idea of [keenIdea, quietIdea]) {
      await readerCaller.feedback.create({ ideaGuid: idea.id, comment: 'Worth a pilot.', rating: 4 });
      await readerCaller.comment.create({ ideaGuid: idea.id, body: 'Nice one' });
    }
    // The author's own comment mails nobody.
    await (await callerFor(keen)).caller.comment.create({ ideaGuid: keenIdea.id, body: 'Thanks!' });

    const mails = await testOrm().em.fork().find(MailMessageSchema, { to: { $in: [keen.email, quiet.email, reader.email] } }, { filters: false, orderBy: { createdAt: 'asc' } });
    expect(mails.map((mail) => [mail.template, mail.to])).toEqual([
      ['idea-feedback', keen.email],
      ['idea-comment', keen.email],
    ]);
    expect(mails[0]!.text).toContain('Keen idea');
    expect(mails[0]!.text).toContain(`/ideas/${keenIdea.id}`);
  });
});

import { describe, expect, it } from 'vitest';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { FACTORY_PASSWORD } from '../factories/user.factory';
import { callerFor } from '../support/callers';
import { solvedCaptcha } from '../support/captcha';
import { LEGACY_BASE, requestJson, useHttpFixture } from '../support/http';
import { testOrm } from '../support/test-database';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A scripted legacy client (issue 21 acceptance): only the spec's paths, Bearer JWTs from the
 * façade's own login and signup, the spec's payloads. One signup, so the per-address signup
 * limit is never reached.
 */
describe('a legacy client walks the whole hunt', () => {
  const fixture = useHttpFixture();
  const call = async (method: Method, path: string, jwt: string | null, body?: unknown) => {
    const response = await requestJson(fixture.app, { method, url: `${LEGACY_BASE}${path}`, host: fixture.host, headers: jwt ? { authorization: `Bearer ${jwt}` } : {}, body });
    expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(200);
    return response.body.result as Record<string, unknown>;
  };

  it('signup → login → campaign published → join → idea → upvote → feedback → read it → comment → notifications → export', async () => {
    const { personas } = fixture;
    const newcomer = await call('POST', '/signup', null, {
      email: 'walker@example.com',
      password: 'a long walk',
      firstName: 'Wally',
      lastName: 'Walker',
      captcha: await solvedCaptcha(personas.org),
      sendVerificationMail: true,
    });
    const walker = newcomer.JWT as string;
    expect(walker).toEqual(expect.any(String));
    // The mailed link is opened in the browser (its page is no REST route): the user is active.
    const mail = await testOrm().em.fork().findOneOrFail(MailMessageSchema, { to: 'walker@example.com', template: 'account-verification' }, { filters: false });
    const token = /token=([\w.-]+)/.exec(mail.text)?.[1] ?? '';
    await (await callerFor(null, { org: personas.org })).caller.verification.confirm({ token });

    const coach = (await call('POST', '/login', null, { username: personas.orgAdmin.email, password: FACTORY_PASSWORD })).JWT as string;
    const today = new Date().toISOString().slice(0, 10);
    const created = await call('POST', '/coach/campaign', coach, {
      name: 'Walking meetings',
      content: 'How could we meet while walking?',
      privacySetting: 'public',
      startDate: today,
      rewards: { list: [{ title: 'A pedometer', description: 'For the best idea' }] },
      active: true,
    });
    const slug = (created.coach as { campaign: { slug: string; permaLink: string } }).campaign.slug;
    expect(created).toMatchObject({ campaignActive: true, rewards: [{ title: 'A pedometer' }], coach: { campaign: { slug, permaLink: `/coach/campaigns/${slug}/brief` } } });

    await call('POST', `/campaign/${slug}/join`, walker, { agreement: true });
    const idea = await call('POST', `/campaigns/${slug}/ideas`, walker, { name: 'Standing desks outside', data: { content: 'Meet by the river, standing.' } });
    const ideaGuid = idea.guid as string;

    const participant = (await call('POST', '/login', null, { username: personas.participant.email, password: FACTORY_PASSWORD })).JWT as string;
    await call('POST', `/campaign/${slug}/join`, participant, {});
    expect(await call('POST', `/api/ideas/${ideaGuid}/upvote`, participant, { userGuid: personas.participant.id })).toMatchObject({ upvoted: true });
    await call('POST', `/ideas/${ideaGuid}/givefeedback`, participant, { comment: 'Bring umbrellas.', rating: 4, guid: ideaGuid, isParticipant: true });

    const read = await call('GET', `/ideas/${ideaGuid}`, walker);
    expect(read).toMatchObject({ totalUpvoteCount: 1, feedbacks: [{ comment: 'Bring umbrellas.', author: { guid: personas.participant.id } }], authors: [{ guid: newcomer.guid, labels: [] }] });

    const comment = await call('POST', '/comment', walker, { text: 'Umbrellas it is.', objectType: 'idea', objectKey: ideaGuid, ideaGuid, isParticipant: true });
    expect(comment).toMatchObject({ text: 'Umbrellas it is.', parentGUID: null });
    expect(await call('GET', `/comment/idea/${ideaGuid}`, walker)).toMatchObject([{ guid: comment.guid, parentGUID: null }]);

    const updates = (await call('GET', '/updates', walker)) as unknown as { type: string; subType: string }[];
    expect(updates).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'feedback' })]));
    await call('POST', '/user/feed', walker, { markAllAsRead: true });

    const link = await call('GET', '/export/ideas?format=csv&downloadLink=true', coach);
    const opened = await fixture.app.inject({ method: 'GET', url: link.url as string, headers: { host: fixture.host } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('text/csv');
    expect(opened.body).toContain('Standing desks outside');
  });
});

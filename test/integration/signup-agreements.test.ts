import { beforeAll, describe, expect, it } from 'vitest';
import { AgreementAcceptanceSchema } from '#server/entities/agreement.entity.ts';
import { type Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import type { SignupInput } from '#shared/schemas/auth.ts';
import { agreementLinks, createAgreement, createSiteWithAgreements, linkAgreements, publishNewVersion } from '../factories/agreement.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { callerFor, scopedEm } from '../support/callers';
import { solvedCaptcha } from '../support/captcha';
import { expectAppError } from '../support/errors';

let counter = 0;
const newcomer = () => ({ email: `agree.${Date.now()}.${(counter += 1)}@example.com`, password: 'secret-enough', firstName: 'Agnes', lastName: 'Agree' });

async function signupOn(org: Organisation, input: Partial<SignupInput> = {}) {
  const { caller } = await callerFor(null, { org });
  return caller.auth.signup({ ...newcomer(), captcha: await solvedCaptcha(org), ...input });
}

async function acceptancesOf(org: Organisation, email: string) {
  const em = scopedEm(org);
  const user = await em.findOneOrFail(UserSchema, { emailNormalized: email });
  return em.find(AgreementAcceptanceSchema, { user }, { populate: ['agreementVersion'], orderBy: { acceptedAt: 'asc' } });
}

describe('agreements at signup (spec 3 §5: TOS_ACCEPT_MANDATORY, PP_ACCEPT_MANDATORY)', () => {
  let site: Organisation;
  let terms: string;
  let privacy: string;
  beforeAll(async () => {
    ({ site, terms, privacy } = await createSiteWithAgreements());
  });

  it('requires both when both legal links are agreements, naming each on its field and creating nothing', async () => {
    const before = await scopedEm(site).count(UserSchema, {});
    const error = await expectAppError(signupOn(site), 'TOS_ACCEPT_MANDATORY', 'termsOfServiceAgreementGuid');
    expect(error.fieldErrors).toEqual({ termsOfServiceAgreementGuid: ['TOS_ACCEPT_MANDATORY'], privacyPolicyAgreementGuid: ['PP_ACCEPT_MANDATORY'] });
    await expectAppError(signupOn(site, { termsOfServiceAgreementGuid: terms }), 'PP_ACCEPT_MANDATORY', 'privacyPolicyAgreementGuid');
    await expectAppError(signupOn(site, { privacyPolicyAgreementGuid: privacy }), 'TOS_ACCEPT_MANDATORY', 'termsOfServiceAgreementGuid');
    expect(await scopedEm(site).count(UserSchema, {})).toBe(before);
  });

  it('does not take another agreement, another site’s, or the two swapped as acceptance', async () => {
    const elsewhere = await createOrganisation();
    const foreign = (await createAgreement(elsewhere)).id;
    for (const [tos, pp] of [[privacy, terms], [foreign, privacy], [terms, foreign], ['not-a-guid', privacy]]) {
      const error = await expectAppError(signupOn(site, { termsOfServiceAgreementGuid: tos, privacyPolicyAgreementGuid: pp }), tos === terms ? 'PP_ACCEPT_MANDATORY' : 'TOS_ACCEPT_MANDATORY');
      expect(Object.keys(error.fieldErrors ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('stores each acceptance with the agreement, its version and the server’s time', async () => {
    const person = newcomer();
    const before = Date.now();
    await signupOn(site, { ...person, termsOfServiceAgreementGuid: terms, privacyPolicyAgreementGuid: privacy });
    const acceptances = await acceptancesOf(site, person.email);
    expect(acceptances.map((acceptance) => [acceptance.agreement.id, acceptance.agreementVersion.version]).sort()).toEqual([[privacy, 1], [terms, 1]].sort());
    for (const acceptance of acceptances) {
      expect(acceptance.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(acceptance.acceptedAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('records the version in force: a new version once published, not one that starts tomorrow', async () => {
    const own = await createOrganisation();
    const agreement = await createAgreement(own, { text: 'First text' });
    await linkAgreements(own, { terms: agreement.id });
    await publishNewVersion(agreement, 'Second text');
    await publishNewVersion(agreement, 'Third text, not yet valid', new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10));

    const person = newcomer();
    await signupOn(own, { ...person, termsOfServiceAgreementGuid: agreement.id });
    const [acceptance] = await acceptancesOf(own, person.email);
    expect(acceptance?.agreementVersion).toMatchObject({ version: 2, text: 'Second text' });
    const shown = await (await callerFor(null, { org: own })).caller.agreement.byGuid({ guid: agreement.id });
    expect(shown).toMatchObject({ guid: agreement.id, version: 2, text: 'Second text' });
  });

  it('asks nothing for a link that names no published agreement of its kind, so signup is not locked', async () => {
    const draftSite = await createOrganisation();
    const draft = (await createAgreement(draftSite, { published: false })).id;
    const wrongKind = (await createAgreement(draftSite, { type: 'campaign' })).id;
    const cases = [
      await createOrganisation({ settings: agreementLinks({ terms: '' }) }),
      await createOrganisation({ settings: agreementLinks({ terms: '01900000-0000-7000-8000-000000000000' }) }),
      await createOrganisation({ settings: agreementLinks({ terms }) }),
      await createOrganisation({ settings: agreementLinks({ privacy: 'garbage' }) }),
    ];
    await linkAgreements(draftSite, { terms: draft, privacy: wrongKind });
    for (const each of [...cases, draftSite]) {
      const person = newcomer();
      await expect(signupOn(each, person)).resolves.toBeTruthy();
      expect(await acceptancesOf(each, person.email)).toEqual([]);
      expect(await (await callerFor(null, { org: each })).caller.agreement.forSignup()).toEqual({ termsOfService: null, privacyPolicy: null });
    }
  });

  it('tells the form which agreements to ask for, by name and guid, without their texts', async () => {
    const answer = await (await callerFor(null, { org: site })).caller.agreement.forSignup();
    expect(answer).toEqual({ termsOfService: { guid: terms, name: 'Terms', version: 1 }, privacyPolicy: { guid: privacy, name: 'Privacy', version: 1 } });
    const plain = await createOrganisation();
    expect(await (await callerFor(null, { org: plain })).caller.agreement.forSignup()).toEqual({ termsOfService: null, privacyPolicy: null });
  });
});

describe('agreement.byGuid', () => {
  it('reads a published agreement of the site to anyone, and finds no draft, nor another site’s', async () => {
    const site = await createOrganisation();
    const other = await createOrganisation();
    const published = await createAgreement(site, { name: 'Villkor', text: '# Rules\n\nBe *kind*.\n\n<script>alert(1)</script>' });
    const draft = await createAgreement(site, { published: false });
    const foreign = await createAgreement(other);
    const read = async (guid: string) => (await callerFor(null, { org: site })).caller.agreement.byGuid({ guid });
    expect(await read(published.id)).toMatchObject({ guid: published.id, type: 'terms-of-service', name: 'Villkor', text: '# Rules\n\nBe *kind*.\n\n<script>alert(1)</script>', version: 1, publishedAt: expect.any(Date) });
    // Its text as the server renders markdown for every page: sanitised, headings below the page's own.
    const { textHtml } = await read(published.id);
    expect(textHtml).toContain('<h3>Rules</h3>');
    expect(textHtml).toContain('<em>kind</em>');
    expect(textHtml).not.toContain('<script>');
    await expectAppError(read(draft.id), 'not-found');
    await expectAppError(read(foreign.id), 'not-found');
    await expectAppError(read('no-such-guid'), 'invalid-input', 'guid');
    await expectAppError(read('01900000-0000-7000-8000-00000000abcd'), 'not-found');
  });
});

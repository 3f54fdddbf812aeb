import { beforeAll, describe, expect, it } from 'vitest';
import { AgreementAcceptanceSchema, AgreementSchema } from '#server/entities/agreement.entity.ts';
import { type Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { createAgreement, createSiteWithAgreements, linkAgreements, publishNewVersion } from '../factories/agreement.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { testOrm } from '../support/test-database';

async function askAgainOnPublishing(guid: string, requireNewUserApproval: boolean): Promise<void> {
  await testOrm().em.fork().nativeUpdate(AgreementSchema, { id: guid }, { requireNewUserApproval }, { filters: false });
}

describe('accepting the site’s terms and privacy policy (spec 2 §4, §5; spec 3 §3 User)', () => {
  let site: Organisation;
  let terms: string;
  let privacy: string;
  beforeAll(async () => {
    ({ site, terms, privacy } = await createSiteWithAgreements());
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: site })).caller;
  const standing = async (user: User) => {
    const me = await (await as(user)).auth.me();
    return { termsOfServiceForOrg: me?.termsOfServiceForOrg, termsOfServiceAccepted: me?.termsOfServiceAccepted, privacyPolicyForOrg: me?.privacyPolicyForOrg, privacyPolicyAccepted: me?.privacyPolicyAccepted };
  };

  it('tells a user who accepted nothing that both wait, then terms and privacy in turn are accepted and recorded by version', async () => {
    const user = await createUser({ organisation: site });
    expect(await standing(user)).toEqual({ termsOfServiceForOrg: terms, termsOfServiceAccepted: false, privacyPolicyForOrg: privacy, privacyPolicyAccepted: false });
    expect(await (await as(user)).agreement.accept({ guid: terms, accepted: true })).toEqual({ guid: terms, version: 1 });
    expect(await standing(user)).toMatchObject({ termsOfServiceAccepted: true, privacyPolicyAccepted: false });
    await (await as(user)).agreement.accept({ guid: privacy, accepted: true });
    expect(await standing(user)).toMatchObject({ termsOfServiceAccepted: true, privacyPolicyAccepted: true });
    // Accepting again records nothing twice.
    await (await as(user)).agreement.accept({ guid: privacy, accepted: true });
    expect(await scopedEm(site).count(AgreementAcceptanceSchema, { user: user.id })).toBe(2);
  });

  it("never asks a super admin, who runs every site rather than joining it", async () => {
    const operator = await createUser({ organisation: site, roles: ['admin'] });
    expect(await standing(operator)).toEqual({ termsOfServiceForOrg: terms, termsOfServiceAccepted: true, privacyPolicyForOrg: privacy, privacyPolicyAccepted: true });
  });

  it('needs the box ticked (AGREEMENT_NOT_ACCEPTED) and a signed-in user (YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT), storing nothing', async () => {
    const user = await createUser({ organisation: site });
    await expectAppError((await as(user)).agreement.accept({ guid: terms, accepted: false }), 'AGREEMENT_NOT_ACCEPTED', 'accepted');
    const visitor = await expectAppError((await as(null)).agreement.accept({ guid: terms, accepted: true }), 'YOU_HAVE_TO_LOGIN_TO_ACCEPT_AGREEMENT');
    expect(visitor.login).toBe(true);
    expect(await scopedEm(site).count(AgreementAcceptanceSchema, { user: user.id })).toBe(0);
  });

  it('asks again when a new version asks for new approval, and not when it does not', async () => {
    const own = await createOrganisation();
    const agreement = await createAgreement(own, { type: 'terms-of-service' });
    const policy = await createAgreement(own, { type: 'privacy-policy' });
    await linkAgreements(own, { terms: agreement.id, privacy: policy.id });
    const user = await createUser({ organisation: own });
    const caller = async () => (await callerFor(user, { org: own })).caller;
    await (await caller()).agreement.accept({ guid: agreement.id, accepted: true });
    expect((await (await caller()).auth.me())?.termsOfServiceAccepted).toBe(true);

    // A minor edit (requireNewUserApproval off) keeps the acceptance.
    await askAgainOnPublishing(agreement.id, false);
    await publishNewVersion(agreement, 'Typo fixed.');
    expect((await (await caller()).auth.me())?.termsOfServiceAccepted).toBe(true);

    // A version that asks again does.
    await askAgainOnPublishing(agreement.id, true);
    await publishNewVersion(agreement, 'New rules.');
    expect((await (await caller()).auth.me())?.termsOfServiceAccepted).toBe(false);
    expect(await (await caller()).agreement.accept({ guid: agreement.id, accepted: true })).toEqual({ guid: agreement.id, version: 3 });
    expect((await (await caller()).auth.me())?.termsOfServiceAccepted).toBe(true);
  });

  it('asks nothing where the legal links are not agreements', async () => {
    const plain = await createOrganisation();
    const user = await createUser({ organisation: plain });
    expect(await (await callerFor(user)).caller.auth.me()).toMatchObject({ termsOfServiceForOrg: null, termsOfServiceAccepted: true, privacyPolicyForOrg: null, privacyPolicyAccepted: true });
  });

  it('does not take another site’s agreement or a draft', async () => {
    const other = await createOrganisation();
    const foreign = await createAgreement(other);
    const draft = await createAgreement(site, { published: false });
    const user = await createUser({ organisation: site });
    await expectAppError((await as(user)).agreement.accept({ guid: foreign.id, accepted: true }), 'not-found');
    await expectAppError((await as(user)).agreement.accept({ guid: draft.id, accepted: true }), 'not-found');
  });

  it('serves the agreements the legal links name, and the site’s published ones', async () => {
    expect(await (await as(null)).agreement.legal({ type: 'terms-of-service' })).toMatchObject({ guid: terms, name: 'Terms' });
    expect(await (await as(null)).agreement.legal({ type: 'privacy-policy' })).toMatchObject({ guid: privacy });
    const published = (await (await as(null)).agreement.published()).map((agreement) => agreement.guid);
    expect(published).toEqual(expect.arrayContaining([terms, privacy]));
    const elsewhere = await createOrganisation();
    expect(await (await callerFor(null, { org: elsewhere })).caller.agreement.legal({ type: 'terms-of-service' })).toBeNull();
  });
});

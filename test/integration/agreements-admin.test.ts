import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AgreementSchema, AgreementVersionSchema } from '#server/entities/agreement.entity.ts';
import type { User } from '#server/entities/user.entity.ts';
import { describeError } from '#server/errors/describe-error.ts';
import { agreementDay } from '#shared/schemas/agreements.ts';
import { createAgreement } from '../factories/agreement.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, scopedEm } from '../support/callers';
import { expectAppError } from '../support/errors';
import { createPersonas, type Personas } from '../support/personas';

const DAY = 24 * 60 * 60 * 1000;
const today = () => agreementDay(new Date());
const inDays = (days: number) => agreementDay(new Date(Date.now() + days * DAY));
const terms = { type: 'terms-of-service' as const, name: 'Terms of service', text: 'Be **kind**.' };

describe('agreements admin (spec 2 §4, §5)', () => {
  let personas: Personas;
  beforeAll(async () => {
    personas = await createPersonas();
  });

  const as = async (viewer: User | null) => (await callerFor(viewer, { org: personas.org })).caller;
  const versionsOf = (guid: string) => scopedEm(personas.org).find(AgreementVersionSchema, { agreement: guid }, { orderBy: { version: 'asc' } });

  it('saves a new terms of service as a draft, valid from today by default, always asking for approval', async () => {
    const created = await (await as(personas.orgAdmin)).agreement.admin.create({ ...terms, requireNewUserApproval: false });
    expect(created).toMatchObject({ type: 'terms-of-service', name: 'Terms of service', status: 'draft', validFrom: today(), requireNewUserApproval: true, version: 0 });
    expect(await versionsOf(created.guid)).toHaveLength(0);
    // A draft is nobody's to read.
    await expectAppError((await as(null)).agreement.byGuid({ guid: created.guid }), 'not-found');
  });

  it('publishes after a draft: the text becomes version 1, readable by anyone', async () => {
    const admin = await as(personas.orgAdmin);
    const draft = await admin.agreement.admin.create({ ...terms, validFrom: inDays(0) });
    const published = await admin.agreement.admin.update({ guid: draft.guid, name: 'Terms', text: 'Version one.', publish: true, requireNewUserApproval: true });
    expect(published).toMatchObject({ status: 'published', version: 1 });
    const read = await (await as(null)).agreement.byGuid({ guid: draft.guid });
    expect(read).toMatchObject({ name: 'Terms', text: 'Version one.', version: 1 });
  });

  it('keeps every published version: an update publishes the next one and the earlier text stays as it was', async () => {
    const admin = await as(personas.orgAdmin);
    const created = await admin.agreement.admin.create({ ...terms, text: 'First text.', publish: true });
    await admin.agreement.admin.update({ guid: created.guid, name: terms.name, text: 'Second text.', publish: true, requireNewUserApproval: false });
    const versions = await versionsOf(created.guid);
    expect(versions.map((version) => [version.version, version.text, version.requiresNewApproval])).toEqual([
      [1, 'First text.', true],
      [2, 'Second text.', false],
    ]);
    // An update that changes nothing publishes nothing new.
    await admin.agreement.admin.update({ guid: created.guid, name: terms.name, text: 'Second text.', publish: true, requireNewUserApproval: false });
    expect(await versionsOf(created.guid)).toHaveLength(2);
  });

  it('refuses to save a published agreement as a draft again (AGREEMENT_ALREADY_PUBLISHED), changing nothing', async () => {
    const admin = await as(personas.orgAdmin);
    const created = await admin.agreement.admin.create({ ...terms, publish: true });
    await expectAppError(admin.agreement.admin.update({ guid: created.guid, name: 'Changed', text: 'Changed.', publish: false, requireNewUserApproval: true }), 'AGREEMENT_ALREADY_PUBLISHED');
    expect(await admin.agreement.admin.byGuid({ guid: created.guid })).toMatchObject({ status: 'published', name: terms.name });
  });

  it('takes validFrom from today on (VALID_FROM_IN_THE_PAST), editable only while new or a draft (VALID_FROM_LOCKED)', async () => {
    const admin = await as(personas.orgAdmin);
    await expectAppError(admin.agreement.admin.create({ ...terms, validFrom: inDays(-1) }), 'VALID_FROM_IN_THE_PAST', 'validFrom');
    await expectAppError(admin.agreement.admin.create({ ...terms, validFrom: '2026-13-45' }), 'INVALID_DATE', 'validFrom');
    const draft = await admin.agreement.admin.create({ ...terms, validFrom: inDays(3) });
    expect(draft.validFrom).toBe(inDays(3));
    const moved = await admin.agreement.admin.update({ guid: draft.guid, ...terms, validFrom: inDays(5), publish: true, requireNewUserApproval: true });
    expect(moved).toMatchObject({ validFrom: inDays(5), status: 'published' });
    await expectAppError(admin.agreement.admin.update({ guid: draft.guid, ...terms, validFrom: inDays(6), publish: true, requireNewUserApproval: true }), 'VALID_FROM_LOCKED', 'validFrom');
    // Sending the same day again is no change.
    await expect(admin.agreement.admin.update({ guid: draft.guid, ...terms, validFrom: inDays(5), publish: true, requireNewUserApproval: true })).resolves.toMatchObject({ validFrom: inDays(5) });
  });

  it('publishes no draft as valid from a day already past: it is given today or later first (VALID_FROM_IN_THE_PAST)', async () => {
    const admin = await as(personas.orgAdmin);
    const draft = await admin.agreement.admin.create({ ...terms, validFrom: today() });
    // Two days on, the draft still says the day it was written.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * DAY);
      await expectAppError(admin.agreement.admin.update({ guid: draft.guid, ...terms, publish: true, requireNewUserApproval: true }), 'VALID_FROM_IN_THE_PAST', 'validFrom');
      await expectAppError(admin.agreement.admin.update({ guid: draft.guid, ...terms, name: 'Renamed', publish: false, requireNewUserApproval: true }), 'VALID_FROM_IN_THE_PAST', 'validFrom');
      expect(await admin.agreement.admin.byGuid({ guid: draft.guid })).toMatchObject({ status: 'draft', name: terms.name, validFrom: draft.validFrom });
      const published = await admin.agreement.admin.update({ guid: draft.guid, ...terms, validFrom: today(), publish: true, requireNewUserApproval: true });
      expect(published).toMatchObject({ status: 'published', validFrom: today() });
    } finally {
      vi.useRealTimers();
    }
  });

  it('requires a name and a text (ERROR_REQUIRED) and a type when creating, storing nothing', async () => {
    const admin = await as(personas.orgAdmin);
    const before = await scopedEm(personas.org).count(AgreementSchema, {});
    await expectAppError(admin.agreement.admin.create({ ...terms, name: '  ' }), 'ERROR_REQUIRED', 'name');
    await expectAppError(admin.agreement.admin.create({ ...terms, text: '' }), 'ERROR_REQUIRED', 'text');
    await expectAppError(admin.agreement.admin.create({ name: 'x', text: 'y' } as never), 'ERROR_REQUIRED', 'type');
    expect(await scopedEm(personas.org).count(AgreementSchema, {})).toBe(before);
  });

  it('fixes the type after creation (AGREEMENT_TYPE_LOCKED)', async () => {
    const admin = await as(personas.orgAdmin);
    const created = await admin.agreement.admin.create(terms);
    await expectAppError(admin.agreement.admin.update({ guid: created.guid, ...terms, type: 'privacy-policy', requireNewUserApproval: true }), 'AGREEMENT_TYPE_LOCKED', 'type');
    expect((await admin.agreement.admin.byGuid({ guid: created.guid })).type).toBe('terms-of-service');
  });

  it('puts campaign and organisation agreements in force as saved: no status, validFrom or approval choice of their own', async () => {
    const admin = await as(personas.orgAdmin);
    const created = await admin.agreement.admin.create({ type: 'campaign', name: 'Hunt rules', text: 'Play fair.', validFrom: inDays(9) });
    expect(created).toMatchObject({ status: 'published', validFrom: null, version: 1 });
    await admin.agreement.admin.update({ guid: created.guid, name: 'Hunt rules', text: 'Play fair, always.', requireNewUserApproval: true });
    expect((await (await as(null)).agreement.byGuid({ guid: created.guid })).text).toBe('Play fair, always.');
  });

  it('offers the wizard only campaign agreements in force: never a draft, nor terms or a privacy policy', async () => {
    const admin = await as(personas.orgAdmin);
    const draft = await admin.agreement.admin.create({ ...terms, name: 'Draft terms for linking' });
    const published = await admin.agreement.admin.create({ ...terms, name: 'Published terms for linking' });
    await admin.agreement.admin.update({ guid: published.guid, ...terms, name: 'Published terms for linking', publish: true, requireNewUserApproval: true });
    const campaignRules = await admin.agreement.admin.create({ type: 'campaign', name: 'Campaign rules for linking', text: 'Play fair.' });
    const choices = await (await as(personas.coach)).agreement.campaignChoices();
    expect(choices).toContainEqual({ guid: campaignRules.guid, name: 'Campaign rules for linking' });
    expect(choices.map((choice) => choice.guid)).not.toContain(draft.guid);
    expect(choices.map((choice) => choice.guid)).not.toContain(published.guid);
  });

  it('lists every agreement of the site, drafts included, and deletes one', async () => {
    const admin = await as(personas.orgAdmin);
    const draft = await admin.agreement.admin.create({ type: 'privacy-policy', name: 'Privacy draft', text: 'We keep little.' });
    expect((await admin.agreement.admin.list()).map((agreement) => agreement.guid)).toContain(draft.guid);
    expect(await admin.agreement.admin.delete({ guid: draft.guid })).toEqual({ deleted: true });
    expect((await admin.agreement.admin.list()).map((agreement) => agreement.guid)).not.toContain(draft.guid);
    await expectAppError(admin.agreement.admin.delete({ guid: draft.guid }), 'not-found');
  });

  it('lets super admins in too, and refuses coaches, participants and visitors', async () => {
    await expect((await as(personas.superAdmin)).agreement.admin.create(terms)).resolves.toMatchObject({ status: 'draft' });
    const created = await createAgreement(personas.org);
    for (const viewer of [personas.coach, personas.participant]) {
      const caller = await as(viewer);
      await expectAppError(caller.agreement.admin.list(), 'forbidden');
      await expectAppError(caller.agreement.admin.create(terms), 'forbidden');
      await expectAppError(caller.agreement.admin.update({ guid: created.id, ...terms, requireNewUserApproval: true }), 'forbidden');
      await expectAppError(caller.agreement.admin.delete({ guid: created.id }), 'forbidden');
    }
    await expectAppError((await as(null)).agreement.admin.list(), 'not-authenticated');
    expect(await scopedEm(personas.org).count(AgreementSchema, { id: created.id })).toBe(1);
  });

  it('shows another site nothing of these agreements, not even to its admins', async () => {
    const ours = await createAgreement(personas.org);
    const outsider = (await callerFor(personas.outsider)).caller;
    expect((await outsider.agreement.admin.list()).map((agreement) => agreement.guid)).not.toContain(ours.id);
    await expectAppError(outsider.agreement.admin.byGuid({ guid: ours.id }), 'not-found');
    await expectAppError(outsider.agreement.admin.update({ guid: ours.id, ...terms, publish: true, requireNewUserApproval: true }), 'not-found');
    await expectAppError(outsider.agreement.admin.delete({ guid: ours.id }), 'not-found');
    await expectAppError(outsider.agreement.byGuid({ guid: ours.id }), 'not-found');
    // An admin of this site on the other site's address is no admin there either.
    const admin = await createUser({ organisation: personas.org, isOrgAdmin: true });
    await expectAppError((await callerFor(admin, { org: personas.otherOrg })).caller.agreement.admin.byGuid({ guid: ours.id }), 'not-found');
  });

  /**
   * Issue 30: saves of one agreement from several tabs at once. Each publishes the next version
   * from the number it read, so without turns they met the (agreement, version) key as 500s.
   */
  describe('updates of one agreement at the same moment', () => {
    const RACERS = 4;

    /** Runs the updates, each with a caller (an EntityManager and connection) of its own, as concurrent requests have. */
    async function race(guid: string, texts: string[], publish = (_n: number) => true): Promise<string[]> {
      const callers = await Promise.all(texts.map(() => callerFor(personas.orgAdmin, { org: personas.org })));
      const outcomes = await Promise.allSettled(
        callers.map(({ caller }, n) => caller.agreement.admin.update({ guid, name: terms.name, text: texts[n]!, publish: publish(n), requireNewUserApproval: true })),
      );
      return outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [`${describeError(outcome.reason).httpStatus} ${describeError(outcome.reason).code}`] : []));
    }

    async function expectConsistent(guid: string, texts: string[], firstNew: number) {
      const stored = await scopedEm(personas.org).findOneOrFail(AgreementSchema, { id: guid });
      const versions = await versionsOf(guid);
      // Every save is a version of its own, numbered without gaps, and the agreement names the last.
      expect(versions.map((version) => version.version)).toEqual(Array.from({ length: firstNew - 1 + RACERS }, (_, n) => n + 1));
      expect(versions.slice(firstNew - 1).map((version) => version.text).sort()).toEqual([...texts].sort());
      expect(stored).toMatchObject({ status: 'published', latestVersion: versions.at(-1)!.version, text: versions.at(-1)!.text });
    }

    it('publishes a published agreement’s changes one after another, each a version of its own', async () => {
      const created = await (await as(personas.orgAdmin)).agreement.admin.create({ ...terms, text: 'First text.', publish: true });
      const texts = Array.from({ length: RACERS }, (_, n) => `Text from tab ${n}.`);
      expect(await race(created.guid, texts)).toEqual([]);
      await expectConsistent(created.guid, texts, 2);
    });

    it('publishes a draft once, and the other tabs’ texts as the versions after it', async () => {
      const draft = await (await as(personas.orgAdmin)).agreement.admin.create({ ...terms, text: 'Draft text.' });
      const texts = Array.from({ length: RACERS }, (_, n) => `Published from tab ${n}.`);
      expect(await race(draft.guid, texts)).toEqual([]);
      await expectConsistent(draft.guid, texts, 1);
    });

    it('refuses a draft save that comes after another tab published (AGREEMENT_ALREADY_PUBLISHED), as it would one after another', async () => {
      const draft = await (await as(personas.orgAdmin)).agreement.admin.create({ ...terms, text: 'Draft text.' });
      const texts = Array.from({ length: RACERS }, (_, n) => `${n % 2 === 0 ? 'Published' : 'Drafted'} in tab ${n}.`);
      const refusals = await race(draft.guid, texts, (n) => n % 2 === 0);
      expect(refusals.every((refusal) => refusal === '409 AGREEMENT_ALREADY_PUBLISHED'), refusals.join()).toBe(true);
      const versions = await versionsOf(draft.guid);
      expect(versions.map((version) => version.version)).toEqual([1, 2]);
      expect(versions.map((version) => version.text).sort()).toEqual(['Published in tab 0.', 'Published in tab 2.']);
    });
  });
});

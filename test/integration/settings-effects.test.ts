import { beforeAll, describe, expect, it } from 'vitest';
import { MailMessageSchema } from '#server/entities/mail.entity.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { sendWeeklyAdminSummaries, weeklyFigures } from '#server/modules/site-statistics/weekly-admin-summary.ts';
import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import { SUPER_ADMIN_ROLE } from '#shared/constants.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createFeedbackRow, createIdeaRow } from '../factories/idea.factory';
import { createOrganisation } from '../factories/organisation.factory';
import { createUser } from '../factories/user.factory';
import { callerFor, testDeps } from '../support/callers';
import { expectAppError } from '../support/errors';
import { testOrm } from '../support/test-database';

const DAY = 24 * 60 * 60 * 1000;

async function setSettings(org: Organisation, settings: Partial<OrganisationSettings>): Promise<void> {
  const em = testOrm().em.fork();
  const row = await em.findOneOrFail(OrganisationSchema, { id: org.id }, { filters: false });
  row.settings = { ...row.settings, ...settings };
  await em.flush();
}

const mailsTo = (template: string, to: string[]) => testOrm().em.fork().find(MailMessageSchema, { template, to: { $in: to } }, { filters: false, orderBy: { to: 'asc' } });

/** Settings that change what the site does: the weekly summary, the idea receipt and the site-wide idea limit. */
describe('what the organisation settings do', () => {
  describe('weeklyAdminSummary', () => {
    let on: Organisation;
    let off: Organisation;
    beforeAll(async () => {
      [on, off] = await Promise.all([createOrganisation({ language: 'sv', settings: { weeklyAdminSummary: true } }), createOrganisation()]);
    });

    it('counts what the site got in the week, and only that site\'s', async () => {
      const now = new Date();
      const coach = await createUser({ organisation: on });
      const campaign = await createCampaignRow({ organisation: on, coach });
      const idea = await createIdeaRow({ campaign, author: coach });
      await createFeedbackRow({ idea, author: await createUser({ organisation: on }) });
      await createIdeaRow({ campaign, author: coach, createdAt: new Date(now.getTime() - 10 * DAY) });
      const offCoach = await createUser({ organisation: off });
      await createIdeaRow({ campaign: await createCampaignRow({ organisation: off, coach: offCoach }), author: offCoach });
      // The week ends after the rows were made: on a loaded machine that can be seconds after `now`.
      const figures = await weeklyFigures(testOrm().em.fork(), on.id, new Date(now.getTime() - 7 * DAY), new Date(Date.now() + 1000));
      expect(figures).toEqual({ members: 2, campaigns: 1, ideas: 1, feedback: 1, comments: 0 });
    });

    it('mails every active admin of the sites that have it on, in the site\'s language, and nobody else', async () => {
      const admin = await createUser({ organisation: on, isOrgAdmin: true, firstName: 'Astrid' });
      const superAdmin = await createUser({ organisation: on, roles: [SUPER_ADMIN_ROLE] });
      const inactiveAdmin = await createUser({ organisation: on, isOrgAdmin: true, status: 'inactive' });
      const member = await createUser({ organisation: on });
      const otherAdmin = await createUser({ organisation: off, isOrgAdmin: true });
      const everyone = [admin, superAdmin, inactiveAdmin, member, otherAdmin].map((user) => user.email);

      // A day after the week: the ideas made in the test above are in it.
      await sendWeeklyAdminSummaries(testOrm().em.fork(), testDeps, new Date(Date.now() + DAY));
      const mails = await mailsTo('weekly-admin-summary', everyone);
      expect(mails.map((mail) => mail.to).sort()).toEqual([admin.email, superAdmin.email].sort());
      const astrids = mails.find((mail) => mail.to === admin.email)!;
      expect(astrids.subject).toBe(`Förra veckans siffror för ${on.name}`);
      expect(astrids.text).toContain('• Nya idéer: 1');
      expect(astrids.text).toContain('Hej Astrid!');
      expect(astrids.text).toContain('• Ny feedback: 1');
      expect(astrids.text).toContain('/organisation/admin/ideas');

      // The job again, as after its worker died mid-run: nobody is mailed twice.
      expect(await sendWeeklyAdminSummaries(testOrm().em.fork(), testDeps, new Date(Date.now() + DAY))).toBe(0);
      expect(await mailsTo('weekly-admin-summary', everyone)).toHaveLength(2);

      await setSettings(on, { weeklyAdminSummary: false });
      await sendWeeklyAdminSummaries(testOrm().em.fork(), testDeps, new Date(Date.now() + DAY));
      expect(await mailsTo('weekly-admin-summary', everyone)).toHaveLength(2);
    });
  });

  describe('mailToIdeaCreator and limitIdeaCreation', () => {
    let org: Organisation;
    beforeAll(async () => {
      org = await createOrganisation();
    });

    it('sends whoever adds an idea a receipt only while the site has it on', async () => {
      const coach = await createUser({ organisation: org });
      const campaign = await createCampaignRow({ organisation: org, coach, name: 'Greener offices' });
      const author = await createUser({ organisation: org, firstName: 'Ida' });
      const add = async (name: string) => (await callerFor(author)).caller.idea.create({ campaignSlug: campaign.slug, name, content: 'Plants on every desk.', extraFields: {} });

      await add('Without a receipt');
      expect(await mailsTo('idea-receipt', [author.email])).toHaveLength(0);
      await setSettings(org, { mailToIdeaCreator: true });
      const idea = await add('With a receipt');
      const [receipt, ...more] = await mailsTo('idea-receipt', [author.email]);
      expect(more).toHaveLength(0);
      expect(receipt).toMatchObject({ subject: 'Your idea "With a receipt" has been added' });
      expect(receipt!.text).toContain(`/ideas/${idea.guid}`);
      expect(receipt!.text).toContain('Greener offices');
    });

    it('keeps guests from adding ideas in every campaign once the site limits idea creation', async () => {
      const coach = await createUser({ organisation: org });
      const campaign = await createCampaignRow({ organisation: org, coach });
      const guest = await createUser({ organisation: org, orgRole: 'guest' });
      const member = await createUser({ organisation: org });
      const input = { campaignSlug: campaign.slug, name: 'An idea', content: 'Text.', extraFields: {} };
      await setSettings(org, { limitIdeaCreation: true });
      await expectAppError((await callerFor(guest)).caller.idea.create(input), 'idea-creation-limited');
      await expect((await callerFor(member)).caller.idea.create(input)).resolves.toMatchObject({ name: 'An idea' });
      await setSettings(org, { limitIdeaCreation: false });
      await expect((await callerFor(guest)).caller.idea.create({ ...input, name: 'Now allowed' })).resolves.toMatchObject({ name: 'Now allowed' });
    });
  });
});

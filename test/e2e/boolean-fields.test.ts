import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '#server/modules/auth/password.ts';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { IdeaSchema } from '#server/entities/idea.entity.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { UserSchema } from '#server/entities/user.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { registrationExtraFields } from '../factories/registration-field.factory';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, usePagePerTest } from '../support/browser';
import { expectSubmitShowsMissing } from '../support/submit-checks';
import { callFromPage } from '../support/page-trpc';
import { useAppDatabase } from '../support/app-database';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();
const appEm = useAppDatabase();
const PASSWORD = 'boolean-fields-password';

/**
 * Spec 3 §5: a boolean field is one checkbox, empty or false being false, so a required one must
 * be ticked. Both field editors offer it, and the forms that fill their fields draw it.
 */
describe('a boolean field', () => {
  it('is defined in the wizard, ticked on the idea form (required: the form waits for it) and shown as Yes', async () => {
    const em = appEm();
    const page = await pages.open();
    await logIn(page, demo.coach);
    const created = await callFromPage<{ slug: string }>(page, 'campaign.create', { name: `Boolean fields ${Date.now()}`, startDate: new Date().toISOString().slice(0, 10) });
    await callFromPage(page, 'campaign.submit', { slug: created.slug });
    await page.goto(appUrl(`/coach/campaigns/${created.slug}/edit?step=customfields`));
    await page.getByRole('heading', { name: 'Idea fields' }).waitFor();
    await page.getByRole('button', { name: 'Add field' }).click();
    const row = page.locator('form ol > li').first();
    await row.getByLabel('Label').fill('Tried it with users');
    await row.getByLabel('Type').selectOption({ label: 'Checkbox (yes or no)' });
    await row.getByRole('checkbox', { name: 'Required' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    const storedFields = async () => (await em.fork().findOneOrFail(CampaignSchema, { slug: created.slug }, { filters: false })).settings.ideaExtraFields.custom;
    await expect.poll(async () => (await storedFields()).length).toBe(1);
    const [field] = await storedFields();
    expect(field).toMatchObject({ label: 'Tried it with users', formType: 'boolean', required: true });

    await pages.close();
    const member = await pages.open();
    await logIn(member, demo.participant);
    await callFromPage(member, 'campaign.join', { slug: created.slug });
    await member.goto(appUrl(`/campaign/${created.slug}/new-idea`));
    const tick = member.getByRole('group', { name: /^Tried it with users/ }).getByRole('checkbox', { name: 'Yes' });
    await tick.waitFor();
    const name = `Ticked idea ${Date.now()}`;
    await member.getByLabel('Title').fill(name);
    await member.getByLabel('Description').fill('Asked five people at the bus stop.');
    const submit = member.getByRole('button', { name: 'Share idea' });
    // Required, so unticked is no answer yet: pressing says so at the tick (issue 31).
    await expectSubmitShowsMissing(submit, tick, 'This field is required.');
    await tick.check();
    await expectNoA11yViolations(member);
    await submit.click();
    await member.getByText('Your idea has been shared.').waitFor();
    const idea = await em.fork().findOneOrFail(IdeaSchema, { name }, { filters: false });
    expect(idea.extraFields).toEqual({ [field!.fieldid]: 'true' });

    await member.goto(appUrl(`/ideas/${idea.id}`));
    const details = member.getByRole('region', { name: 'Details' });
    await details.getByText('Tried it with users').waitFor();
    expect(await details.getByText('Yes', { exact: true }).isVisible()).toBe(true);
  });

  it('is defined in the registration fields editor and ticked at signup (required: refused until ticked)', async () => {
    const em = appEm();
    // A site of its own, so its new field changes no demo site's signup.
    const subdomain = `booleans-${randomBytes(4).toString('hex')}`;
    const site = em.create(OrganisationSchema, {
      name: 'Boolean Works',
      slug: subdomain,
      subdomain,
      publicUrl: null,
      language: 'en',
      premium: false,
      isDefault: false,
      roles: defaultOrganisationRoles('en'),
      settings: { registrationExtraFields: registrationExtraFields([]) },
    });
    const adminEmail = `admin.${subdomain}@example.com`;
    buildUser(em, site, { email: adminEmail, firstName: 'Bo', lastName: 'Admin', passwordHash: await hashPassword(PASSWORD), status: 'active', orgRole: 'admin', isOrgAdmin: true });
    await em.flush();
    const url = (path: string) => `http://${subdomain}.localhost:${e2eStack().appPort}${path}`;

    const page = await pages.open();
    await page.goto(url('/login'));
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail').fill(adminEmail);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((target) => target.pathname === '/coach');
    await page.goto(url('/organisation/admin/registration-fields'));
    await page.getByRole('heading', { name: 'Registration fields', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add field' }).click();
    const editor = page.locator('form ol > li').last();
    await editor.getByLabel('Label', { exact: true }).fill('I may be contacted by post');
    await editor.getByLabel('Type', { exact: true }).selectOption({ label: 'Checkbox (yes or no)' });
    await editor.getByRole('checkbox', { name: 'Required' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The registration fields were saved.').waitFor();
    const stored = (await em.fork().findOneOrFail(OrganisationSchema, { subdomain }, { filters: false })).settings;
    const [field] = (stored as { registrationExtraFields: { custom: { fieldid: string; formTypeRegistration: string; required: boolean }[] } }).registrationExtraFields.custom;
    expect(field).toMatchObject({ formTypeRegistration: 'boolean', required: true });

    await pages.close();
    const visitor = await pages.open();
    await visitor.goto(url('/signup'));
    const dialog = visitor.getByRole('dialog', { name: 'Sign up' });
    const email = `ticked.${subdomain}@example.com`;
    await dialog.getByLabel('First name').fill('Tick');
    await dialog.getByLabel('Last name').fill('Box');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Password').fill('a-long-enough-password');
    await dialog.getByText('Checked: you are not a robot').waitFor();
    const tick = dialog.getByRole('group', { name: /^I may be contacted by post/ }).getByRole('checkbox', { name: 'Yes' });
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByText('This field is required.').waitFor();
    await expectNoA11yViolations(visitor);
    await tick.check();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await visitor.waitForURL((target) => target.pathname === '/coach');
    const person = await em.fork().findOneOrFail(UserSchema, { emailNormalized: email }, { filters: false });
    expect(person.extraFields).toEqual({ [field!.fieldid]: 'true' });
    expect(pages.errors()).toEqual([]);
  });
});

import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AgreementSchema, AgreementVersionSchema } from '#server/entities/agreement.entity.ts';
import { buildAgreement, publishAgreement, recordAcceptances } from '#server/modules/agreement/agreement.service.ts';
import { hashPassword } from '#server/modules/auth/password.ts';
import { CampaignSchema } from '#server/entities/campaign.entity.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema, type Organisation } from '#server/entities/organisation.entity.ts';
import { UserSchema, type User } from '#server/entities/user.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';
import { expectNoA11yViolations } from '../support/axe';
import { demo, usePagePerTest } from '../support/browser';
import { expectSubmitShowsMissing } from '../support/submit-checks';
import { useAppDatabase } from '../support/app-database';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();
const DAY = 24 * 60 * 60 * 1000;

const say = {
  en: {
    terms: 'I accept the terms of service',
    privacy: 'I accept the privacy policy',
    accept: 'Accept and continue',
    notAccepted: 'You have to accept the agreement to continue.',
    required: 'This field is required.',
    dashboard: 'Dashboard',
    agreements: 'Agreements',
    edit: (name: string) => `Edit ${name}`,
    text: 'Text',
    askAgain: 'Ask everyone to accept the changes',
    update: 'Update',
    publishChanges: 'Publish the changes?',
    updated: 'Agreement updated',
    join: 'Join campaign',
    joinDialog: (name: string) => `Join ${name}`,
    acceptCampaign: "I accept the campaign's terms",
    read: 'Read the agreement',
    campaignAgreement: (name: string) => `Agreement of ${name}`,
    joined: (name: string) => `You have joined ${name}.`,
    addAgreement: 'Add agreement',
    newAgreement: 'New agreement',
    type: 'Type',
    termsType: 'Terms of service',
    name: 'Name',
    saveDraft: 'Save draft',
    created: 'Agreement created',
    draft: 'Draft',
    published: 'Published',
    publish: 'Publish',
    publishThis: 'Publish this agreement?',
    settings: 'Settings',
    termsLink: 'Terms of service',
    linkedAgreement: 'Agreement',
    saveSettings: 'Save settings',
    settingsSaved: 'The organisation was updated.',
  },
  sv: {
    terms: 'Jag godkänner användarvillkoren',
    privacy: 'Jag godkänner integritetspolicyn',
    accept: 'Godkänn och fortsätt',
    notAccepted: 'Du måste godkänna avtalet för att fortsätta.',
    required: 'Fältet är obligatoriskt.',
    dashboard: 'Översikt',
    agreements: 'Avtal',
    edit: (name: string) => `Redigera ${name}`,
    text: 'Text',
    askAgain: 'Be alla att godkänna ändringarna',
    update: 'Uppdatera',
    publishChanges: 'Publicera ändringarna?',
    updated: 'Avtalet har uppdaterats',
    join: 'Gå med i kampanjen',
    joinDialog: (name: string) => `Gå med i ${name}`,
    acceptCampaign: 'Jag godkänner kampanjens villkor',
    read: 'Läs avtalet',
    campaignAgreement: (name: string) => `Avtal för ${name}`,
    joined: (name: string) => `Du har gått med i ${name}.`,
    addAgreement: 'Lägg till avtal',
    newAgreement: 'Nytt avtal',
    type: 'Typ',
    termsType: 'Användarvillkor',
    name: 'Namn',
    saveDraft: 'Spara utkast',
    created: 'Avtalet har skapats',
    draft: 'Utkast',
    published: 'Publicerat',
    publish: 'Publicera',
    publishThis: 'Publicera avtalet?',
    settings: 'Inställningar',
    termsLink: 'Användarvillkor',
    linkedAgreement: 'Avtal',
    saveSettings: 'Spara inställningar',
    settingsSaved: 'Organisationen har uppdaterats.',
  },
} as const;
type Language = keyof typeof say;

/**
 * Sites of this file's own (premium, with published terms, privacy policy and a campaign
 * agreement), written to the server's database: the demo sites' members stay as they are.
 */
const appEm = useAppDatabase();
const suffix = randomBytes(3).toString('hex');
interface FileSite {
  subdomain: string;
  org?: Organisation;
  terms?: string;
  privacy?: string;
  campaignAgreement?: string;
}
const sites: Record<Language, FileSite> = {
  en: { subdomain: `agree-${suffix}` },
  sv: { subdomain: `avtal-${suffix}` },
};
/** Sites whose terms link an admin points at new terms: the other tests keep theirs. */
const publishingSites: Record<Language, FileSite> = {
  en: { subdomain: `publish-${suffix}` },
  sv: { subdomain: `publicera-${suffix}` },
};
const PASSWORD = demo.password;
let passwordHash = '';

function siteUrl(language: Language, path: string, site = sites[language]): string {
  return `http://${site.subdomain}.localhost:${e2eStack().appPort}${path}`;
}

async function createSite(language: Language, site = sites[language]): Promise<void> {
  const em = appEm();
  const org = em.create(OrganisationSchema, { name: `Agreements ${language}`, slug: site.subdomain, subdomain: site.subdomain, publicUrl: null, language, premium: true, isDefault: false, settings: {}, roles: defaultOrganisationRoles(language) });
  await em.flush();
  const publish = (type: 'terms-of-service' | 'privacy-policy' | 'campaign', name: string, text: string) => {
    const agreement = buildAgreement(em, { organisation: org, type, name, text });
    publishAgreement(em, agreement);
    return agreement;
  };
  const terms = publish('terms-of-service', language === 'en' ? 'Site terms' : 'Webbplatsens villkor', '**Be kind** to each other.');
  const privacy = publish('privacy-policy', language === 'en' ? 'Site privacy' : 'Webbplatsens integritet', 'We keep little about you.');
  const rules = publish('campaign', language === 'en' ? 'Hunt rules' : 'Jaktregler', 'Play fair and share freely.');
  await em.flush();
  org.settings = { termsOfServiceLink: { type: 'agreement', value: terms.id }, privacyPolicyLink: { type: 'agreement', value: privacy.id } };
  await em.flush();
  Object.assign(site, { org, terms: terms.id, privacy: privacy.id, campaignAgreement: rules.id });
}

/** A member of the site; `accepted` lists the agreements (in their version now) they accepted before. */
async function member(language: Language, options: { admin?: boolean; accepted?: ('terms' | 'privacy')[] } = {}, site = sites[language]): Promise<{ email: string; password: string; user: User }> {
  const em: EntityManager = appEm();
  const org = await em.findOneOrFail(OrganisationSchema, { id: site.org!.id }, { filters: false });
  const email = `agnes.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const user = buildUser(em, org, { email, firstName: 'Agnes', lastName: 'Agree', passwordHash, status: 'active', isOrgAdmin: options.admin ?? false });
  await em.flush();
  for (const kind of options.accepted ?? []) {
    const agreement = await em.findOneOrFail(AgreementSchema, { id: kind === 'terms' ? site.terms : site.privacy }, { filters: false });
    const version = await em.findOneOrFail(AgreementVersionSchema, { agreement }, { filters: false, orderBy: { version: 'desc' } });
    recordAcceptances(em, [user], { agreement, version }, new Date());
  }
  await em.flush();
  return { email, password: PASSWORD, user };
}

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
  for (const language of ['en', 'sv'] as const) {
    await createSite(language);
    await createSite(language, publishingSites[language]);
  }
});

/** Ticks and accepts the agreement the page asks for; an unticked try first shows why it cannot. */
async function acceptOnPage(page: Page, language: Language, label: string, tryUnticked = false) {
  const text = say[language];
  if (tryUnticked) {
    await page.getByRole('button', { name: text.accept }).click();
    await page.getByText(text.notAccepted).waitFor();
  }
  await page.getByLabel(label).check();
  await page.getByRole('button', { name: text.accept }).click();
}

describe('terms and privacy acceptance (spec 2 §4)', () => {
  for (const language of ['en', 'sv'] as const) {
    it(`walks a user who accepted nothing through the terms, then the privacy policy, then to the dashboard (${language})`, async () => {
      const text = say[language];
      const page = await pages.open();
      const account = await member(language);
      await page.goto(siteUrl(language, '/'));
      await loginOn(page, language, account);

      await page.goto(siteUrl(language, '/coach'));
      await page.waitForURL((url) => url.pathname === `/agreement/${sites[language].terms}`);
      await page.getByLabel(text.terms).waitFor();
      await expectNoA11yViolations(page);
      // The profile stays open; anything else leads back.
      await page.goto(siteUrl(language, '/profile'));
      await page.getByRole('heading', { name: 'Agnes Agree', level: 1 }).waitFor();
      await page.goto(siteUrl(language, '/new-idea'));
      await page.waitForURL((url) => url.pathname === `/agreement/${sites[language].terms}`);

      await acceptOnPage(page, language, text.terms, true);
      await page.waitForURL((url) => url.pathname === `/agreement/${sites[language].privacy}`);
      await acceptOnPage(page, language, text.privacy);
      await page.waitForURL((url) => url.pathname === '/coach');
      await page.getByRole('heading', { name: text.dashboard, level: 1 }).waitFor();
      await page.goto(siteUrl(language, '/new-idea'));
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe('/new-idea');
      expect(pages.errors()).toEqual([]);
    });
  }
});

/** Signs in on one of this file's sites, through the API the login form calls. */
async function loginOn(page: Page, language: Language, account: { email: string; password: string }) {
  const status = await page.evaluate(
    async (body) => (await fetch('/trpc/auth.login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: body }) })).status,
    { email: account.email, password: account.password },
  );
  expect(status, `login on the ${language} site`).toBe(200);
}

describe('a new version of the terms (spec 2 §4 requireNewUserApproval)', () => {
  for (const language of ['en', 'sv'] as const) {
    it(`is published by an admin, and a user who accepted the last one is asked again (${language})`, async () => {
      const text = say[language];
      const site = sites[language];
      const termsName = language === 'en' ? 'Site terms' : 'Webbplatsens villkor';
      const admin = await member(language, { admin: true, accepted: ['terms', 'privacy'] });
      const reader = await member(language, { accepted: ['terms', 'privacy'] });

      const page = await pages.open();
      await page.goto(siteUrl(language, '/'));
      await loginOn(page, language, admin);
      await page.goto(siteUrl(language, '/organisation/admin/agreements'));
      await page.getByRole('heading', { name: text.agreements, level: 1 }).waitFor();
      await expectNoA11yViolations(page);
      await page.getByRole('link', { name: text.edit(termsName) }).click();
      await page.getByRole('heading', { name: termsName, level: 1 }).waitFor();
      await page.getByLabel(text.text).fill('**Be kind** to each other, and to the planet.');
      await page.getByLabel(text.askAgain).check();
      await expectNoA11yViolations(page);
      await page.getByRole('button', { name: text.update }).click();
      const confirm = page.getByRole('dialog', { name: text.publishChanges });
      await confirm.waitFor();
      await expectNoA11yViolations(page);
      await confirm.getByRole('button', { name: text.update }).click();
      await page.getByText(text.updated).waitFor();
      // The admin, too, is asked for the version they have not seen.
      await page.waitForURL((url) => url.pathname === `/agreement/${site.terms}`);
      await page.getByText('and to the planet').waitFor();

      const second = await pages.open();
      await second.goto(siteUrl(language, '/'));
      await loginOn(second, language, reader);
      await second.goto(siteUrl(language, '/coach'));
      await second.waitForURL((url) => url.pathname === `/agreement/${site.terms}`);
      await second.getByText('and to the planet').waitFor();
      await acceptOnPage(second, language, text.terms);
      // The privacy policy did not change: straight on to the dashboard.
      await second.waitForURL((url) => url.pathname === '/coach');
      await second.getByRole('heading', { name: text.dashboard, level: 1 }).waitFor();
    });
  }
});

/** An agreement's card in the admin list, found by its heading. */
function agreementCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 3, exact: true }) });
}

describe('new terms of service (spec 2 §4: Save keeps a draft, Publish publishes)', () => {
  for (const language of ['en', 'sv'] as const) {
    it(`are saved as a draft, published after confirming, and asked of a member once the terms link names them (${language})`, async () => {
      const text = say[language];
      const site = publishingSites[language];
      const url = (path: string) => siteUrl(language, path, site);
      const name = language === 'en' ? `Terms of ${suffix}` : `Villkor från ${suffix}`;
      const admin = await member(language, { admin: true, accepted: ['terms', 'privacy'] }, site);
      const reader = await member(language, { accepted: ['terms', 'privacy'] }, site);

      const page = await pages.open();
      await page.goto(url('/'));
      await loginOn(page, language, admin);
      await page.goto(url('/organisation/admin/agreements'));
      await page.getByRole('heading', { name: text.agreements, level: 1 }).waitFor();
      await page.getByRole('link', { name: text.addAgreement }).first().click();
      await page.getByRole('heading', { name: text.newAgreement, level: 1 }).waitFor();
      await page.getByLabel(text.type, { exact: true }).selectOption({ label: text.termsType });
      // Saved with no name or text, it says both are required and goes to the name (issue 31).
      const nameField = page.getByLabel(text.name, { exact: true });
      await expectSubmitShowsMissing(page.getByRole('button', { name: text.saveDraft }), nameField, text.required);
      expect(await page.getByLabel(text.text, { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await expectNoA11yViolations(page);
      await nameField.fill(name);
      await page.getByLabel(text.text, { exact: true }).fill('**Share** ideas, and credit the people behind them.');
      await page.getByRole('button', { name: text.saveDraft }).click();
      await page.getByText(text.created).waitFor();
      await page.waitForURL((at) => at.pathname === '/organisation/admin/agreements');
      await agreementCard(page, name).getByText(text.draft, { exact: true }).waitFor();

      await page.getByRole('link', { name: text.edit(name) }).click();
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      const guid = new URL(page.url()).pathname.split('/').at(-1)!;
      await page.getByRole('button', { name: text.publish, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: text.publishThis });
      await confirm.waitFor();
      await expectNoA11yViolations(page);
      // Publishing is weighty but no loss: its button wears the site's colour, not a delete's red.
      const colour = (button: Locator) => button.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await colour(confirm.getByRole('button', { name: text.publish, exact: true }))).toBe(await colour(page.getByRole('main').getByRole('button', { name: text.publish, exact: true, includeHidden: true }).first()));
      await confirm.getByRole('button', { name: text.publish, exact: true }).click();
      await page.getByText(text.updated).waitFor();
      await page.waitForURL((at) => at.pathname === '/organisation/admin/agreements');
      await agreementCard(page, name).getByText(text.published, { exact: true }).waitFor();
      await page.screenshot({ path: `test-results/agreements-published-${language}.png`, fullPage: true });

      // Published terms are offered for the site's terms link; named there, they are asked of members.
      await page.goto(url('/organisation/admin/settings'));
      await page.getByRole('heading', { name: text.settings, level: 1 }).waitFor();
      await page.getByRole('group', { name: text.termsLink }).getByLabel(text.linkedAgreement, { exact: true }).selectOption({ label: name });
      await page.getByRole('button', { name: text.saveSettings }).click();
      await page.getByText(text.settingsSaved).waitFor();

      const second = await pages.open();
      await second.goto(url('/'));
      await loginOn(second, language, reader);
      await second.goto(url('/coach'));
      await second.waitForURL((at) => at.pathname === `/agreement/${guid}`);
      await second.getByText('and credit the people behind them').waitFor();
      await acceptOnPage(second, language, text.terms);
      await second.waitForURL((at) => at.pathname === '/coach');
      await second.getByRole('heading', { name: text.dashboard, level: 1 }).waitFor();
      expect(pages.errors()).toEqual([]);
    });
  }
});

/** A running public campaign on the language's site whose members must accept its agreement. */
async function agreementCampaign(language: Language, name: string, slug: string): Promise<{ inviteSecret: string }> {
  const site = sites[language];
  const em = appEm();
  const coach = await member(language, { accepted: ['terms', 'privacy'] });
  const campaign = em.create(CampaignSchema, {
    organisation: em.getReference(OrganisationSchema, site.org!.id),
    slug,
    name,
    content: 'Ideas for fair play.',
    startDate: new Date(Date.now() - DAY),
    endDate: new Date(Date.now() + 14 * DAY),
    active: true,
    privacySetting: 'public',
    requireAgreementAcceptance: true,
    agreement: em.getReference(AgreementSchema, site.campaignAgreement!),
    settings: campaignSettingsSchema.parse({}),
    rewards: [],
    inviteSecret: randomBytes(24).toString('base64url'),
    createdBy: em.getReference(UserSchema, coach.user.id),
    photo: null,
  });
  campaign.coaches.add(em.getReference(UserSchema, coach.user.id));
  await em.flush();
  return { inviteSecret: campaign.inviteSecret };
}

describe('a campaign with an agreement (spec 1 §4)', () => {
  for (const language of ['en', 'sv'] as const) {
    it(`is joined by reading and ticking its agreement (${language})`, async () => {
      const text = say[language];
      const name = language === 'en' ? `Fair play hunt ${suffix}` : `Rättvis jakt ${suffix}`;
      const slug = `agreed-${language}-${suffix}`;
      await agreementCampaign(language, name, slug);

      const joiner = await member(language, { accepted: ['terms', 'privacy'] });
      const page = await pages.open();
      await page.goto(siteUrl(language, '/'));
      await loginOn(page, language, joiner);
      await page.goto(siteUrl(language, `/coach/campaigns/${slug}/brief`));
      await page.getByRole('button', { name: text.join }).click();
      const dialog = page.getByRole('dialog', { name: text.joinDialog(name) });
      await dialog.waitFor();
      await expectNoA11yViolations(page);
      // The text is one link away.
      await dialog.getByRole('link', { name: text.read }).click();
      await page.getByRole('heading', { name: text.campaignAgreement(name), level: 1 }).waitFor();
      await page.getByText('Play fair and share freely.').waitFor();
      await expectNoA11yViolations(page);
      await page.goBack();
      await page.getByRole('button', { name: text.join }).click();
      // Joining without the tick says it is needed, at the tick (issue 31).
      const tick = dialog.getByLabel(text.acceptCampaign);
      await expectSubmitShowsMissing(dialog.getByRole('button', { name: text.join }), tick, text.notAccepted);
      await expectNoA11yViolations(page);
      await tick.check();
      await dialog.getByText(text.notAccepted).waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: text.join }).click();
      await page.getByText(text.joined(name)).waitFor();
      expect(pages.errors()).toEqual([]);
    });

    it(`asks for the tick each time its share link is accepted without it (${language})`, async () => {
      const text = say[language];
      const name = language === 'en' ? `Invited fair play ${suffix}` : `Inbjuden rättvis jakt ${suffix}`;
      const slug = `invited-${language}-${suffix}`;
      const { inviteSecret } = await agreementCampaign(language, name, slug);

      const joiner = await member(language, { accepted: ['terms', 'privacy'] });
      const page = await pages.open();
      await page.goto(siteUrl(language, '/'));
      await loginOn(page, language, joiner);
      await page.goto(siteUrl(language, `/invitations/campaign/${inviteSecret}`));
      const join = page.getByRole('main').getByRole('button', { name: text.join });
      const tick = page.getByLabel(text.acceptCampaign);
      // The first press learns from the server that the campaign has terms, the second is refused
      // at once: both say so at the tick (issue 31).
      await expectSubmitShowsMissing(join, tick, text.notAccepted);
      await expectSubmitShowsMissing(join, tick, text.notAccepted);
      await expectNoA11yViolations(page);
      await tick.check();
      await join.click();
      await page.waitForURL((at) => at.pathname === `/coach/campaigns/${slug}/brief`);
      await page.getByText(text.joined(name)).waitFor();
      // The browser's own note of the first press's refusal (400) is all it logged.
      expect(pages.errors().filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    });
  }
});

const signupSay = {
  en: {
    dialog: 'Sign up',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    password: 'Password',
    captchaDone: 'Checked: you are not a robot',
    submit: 'Create account',
    awaiting: 'The terms to accept are still loading; the form is checked as soon as they are here.',
    termsMissing: 'You need to accept the terms of service to sign up.',
  },
  sv: {
    dialog: 'Registrera dig',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    email: 'E-post',
    password: 'Lösenord',
    captchaDone: 'Klart: du är inte en robot',
    submit: 'Skapa konto',
    awaiting: 'Villkoren att godkänna hämtas fortfarande; formuläret kontrolleras så snart de är här.',
    termsMissing: 'Du behöver godkänna användarvillkoren för att registrera dig.',
  },
} as const;

describe('signup on a site whose terms and privacy policy are agreements (issue 31)', () => {
  for (const language of ['en', 'sv'] as const) {
    it(`waits for the agreements when Create account is pressed before they load, then asks for the tick (${language})`, async () => {
      const text = say[language];
      const words = signupSay[language];
      const page = await pages.open();
      // The agreements' answer is held back until the button has been pressed (with the captcha's
      // challenge, which comes in the same batch: the captcha is solved after the press).
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(
        (url) => url.pathname.includes('agreement.forSignup'),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      const signups: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('auth.signup')) signups.push(request.url());
      });
      await page.goto(siteUrl(language, '/signup'));
      const dialog = page.getByRole('dialog', { name: words.dialog });
      await dialog.getByLabel(words.firstName).fill('Tilda');
      await dialog.getByLabel(words.lastName).fill('Early');
      await dialog.getByLabel(words.email).fill(`tilda.${Date.now()}@example.com`);
      await dialog.getByLabel(words.password).fill('a-long-enough-password');

      const submit = dialog.getByRole('button', { name: words.submit });
      expect(await submit.isEnabled()).toBe(true);
      await submit.click();
      await dialog.getByText(words.awaiting).waitFor();
      await expectNoA11yViolations(page);
      expect(signups).toEqual([]);

      // Once they are here the press is checked: the terms' tick is missing, and says so.
      release();
      const tick = dialog.getByLabel(text.terms);
      await dialog.getByText(words.termsMissing).waitFor();
      await expect.poll(() => tick.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await tick.getAttribute('aria-invalid')).toBe('true');
      await dialog.getByText(words.awaiting).waitFor({ state: 'detached' });
      await expectNoA11yViolations(page);
      expect(signups).toEqual([]);

      await tick.check();
      await dialog.getByLabel(text.privacy).check();
      await dialog.getByText(words.captchaDone).waitFor();
      await submit.click();
      await page.waitForURL((url) => url.pathname === '/coach');
      await page.getByRole('heading', { level: 1, name: text.dashboard }).waitFor();
      expect(signups).toHaveLength(1);
    });
  }
});

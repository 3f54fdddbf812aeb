import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '#server/modules/auth/password.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { IdeaSchema } from '#server/entities/idea.entity.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import type { Language } from '#shared/constants.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { createIdeaRow } from '../factories/idea.factory';
import { expectNoA11yViolations } from '../support/axe';
import { usePagePerTest } from '../support/browser';
import { useAppDatabase } from '../support/app-database';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();
const PASSWORD = 'stages-e2e-password';
const suffix = randomBytes(3).toString('hex');

const appEm = useAppDatabase();

const texts = {
  en: {
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    tabs: 'Campaign sections',
    tab: 'Stages',
    standard: 'This campaign uses the usual statuses.',
    add: 'Add a stage',
    stage: (number: number) => `Stage ${number}`,
    nameEn: 'Name in English',
    nameSv: 'Name in Swedish',
    reports: 'Reported status',
    published: 'Published',
    save: 'Save stages',
    saved: 'The stages have been saved.',
    selectAll: 'Select all 2 ideas shown',
    moveTo: 'Move to',
    reason: 'Reason (optional)',
    move: 'Move 2 ideas',
    moved: '2 ideas have been moved.',
    undo: 'Undo',
    stageLine: 'Stage:',
    templatesNav: 'Stage templates',
    newTemplate: 'New template',
    templateName: 'Template name',
    saveTemplate: 'Save template',
    templateSaved: 'The template Quick review has been saved.',
    startFrom: 'Start from',
    useTemplate: 'Use template',
  },
  sv: {
    login: 'Logga in',
    email: 'E-post',
    password: 'Lösenord',
    tabs: 'Kampanjens delar',
    tab: 'Steg',
    standard: 'Den här kampanjen använder de vanliga statusarna.',
    add: 'Lägg till ett steg',
    stage: (number: number) => `Steg ${number}`,
    nameEn: 'Namn på engelska',
    nameSv: 'Namn på svenska',
    reports: 'Status som visas',
    published: 'Publicerad',
    save: 'Spara stegen',
    saved: 'Stegen har sparats.',
    selectAll: 'Välj alla 2 idéer som visas',
    moveTo: 'Flytta till',
    reason: 'Anledning (valfritt)',
    move: 'Flytta 2 idéer',
    moved: '2 idéer har flyttats.',
    undo: 'Ångra',
    stageLine: 'Steg:',
    templatesNav: 'Stegmallar',
    newTemplate: 'Ny mall',
    templateName: 'Mallens namn',
    saveTemplate: 'Spara mallen',
    templateSaved: 'Mallen Quick review har sparats.',
    startFrom: 'Utgå från',
    useTemplate: 'Använd mallen',
  },
} as const;

/** A site of this file's own with a coach (or an org admin, who coaches every campaign) and a running campaign with two published ideas. */
async function siteWithIdeas(language: Language, role: 'coach' | 'admin' = 'coach') {
  const em = appEm();
  const subdomain = `stages-${role}-${language}-${suffix}`;
  const org = em.create(OrganisationSchema, { name: `Stages ${language}`, slug: subdomain, subdomain, publicUrl: null, language, premium: false, isDefault: false, settings: {}, roles: defaultOrganisationRoles(language) });
  const email = `${role}.${language}.${suffix}@example.com`;
  const coach = buildUser(em, org, { email, firstName: 'Cora', lastName: 'Coach', passwordHash: await hashPassword(PASSWORD), status: 'active', isOrgAdmin: role === 'admin' });
  // The factories refer to the site and the coach by id: they are written first.
  await em.flush();
  const campaign = await createCampaignRow({ organisation: org, coach, name: 'Greener offices' }, em);
  const ideas = [];
  for (const name of ['Solar panels on the bike shed', 'Free coffee for night shifts']) ideas.push(await createIdeaRow({ campaign, author: coach, name }, em));
  return { url: (path: string) => `http://${subdomain}.localhost:${e2eStack().appPort}${path}`, email, slug: campaign.slug, ideaIds: ideas.map((idea) => idea.id) };
}

async function logIn(page: Page, language: Language, site: { url: (path: string) => string; email: string }): Promise<void> {
  const t = texts[language];
  await page.goto(site.url('/login'));
  const dialog = page.getByRole('dialog', { name: t.login });
  await dialog.getByLabel(t.email).fill(site.email);
  await dialog.getByLabel(t.password).fill(PASSWORD);
  await dialog.getByRole('button', { name: t.login }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const statusesOf = async (ids: string[]) => (await appEm().find(IdeaSchema, { id: { $in: ids } }, { filters: false })).map((idea) => idea.status);

describe.each(['en', 'sv'] as const)('the stages tab (%s)', (language) => {
  const t = texts[language];

  it('a coach sets up two stages, moves both ideas in bulk with a reason, and undoes the move', async () => {
    const page = await pages.open();
    const site = await siteWithIdeas(language);
    await logIn(page, language, site);

    await page.goto(site.url(`/coach/campaigns/${site.slug}/brief`));
    await page.getByRole('navigation', { name: t.tabs }).getByRole('link', { name: t.tab }).click();
    await page.waitForURL((url) => url.pathname === `/coach/campaigns/${site.slug}/stages`);
    await page.getByText(t.standard).waitFor();

    await page.getByRole('button', { name: t.add }).click();
    await page.getByRole('button', { name: t.add }).click();
    const first = page.getByRole('group', { name: t.stage(1) });
    await first.getByLabel(t.nameEn).fill('Screening');
    await first.getByLabel(t.nameSv).fill('Gallring');
    await first.getByLabel(t.reports).selectOption({ label: t.published });
    const second = page.getByRole('group', { name: t.stage(2) });
    await second.getByLabel(t.nameEn).fill('Shortlist');
    await second.getByLabel(t.nameSv).fill('Kortlista');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').getByText(t.saved).waitFor();

    const firstName = language === 'sv' ? 'Gallring' : 'Screening';
    const secondName = language === 'sv' ? 'Kortlista' : 'Shortlist';
    await page.getByRole('button', { name: `${firstName} (2)` }).waitFor();
    await page.getByLabel(t.selectAll).check();
    await page.getByLabel(t.moveTo).selectOption({ label: secondName });
    await page.getByLabel(t.reason).fill('Round one');
    await page.getByRole('button', { name: t.move }).click();
    await page.getByRole('status').getByText(t.moved).waitFor();
    await page.getByRole('button', { name: `${secondName} (2)` }).waitFor();
    expect(await statusesOf(site.ideaIds)).toEqual(['candidate', 'candidate']);
    const log = page.getByRole('table');
    await expect.poll(() => log.getByRole('row').filter({ hasText: 'Round one' }).count()).toBe(2);
    await expectNoA11yViolations(page);

    // Undoing one row puts back both ideas of that bulk move.
    await log.getByRole('button', { name: t.undo }).first().click();
    await page.getByRole('button', { name: `${firstName} (2)` }).waitFor();
    await expect.poll(() => log.getByRole('button', { name: t.undo }).count()).toBe(0);
    expect(await statusesOf(site.ideaIds)).toEqual(['PUBLISHED', 'PUBLISHED']);
    await expectNoA11yViolations(page);

    // The idea's page names its stage.
    await page.goto(site.url(`/ideas/${site.ideaIds[0]}`));
    await page.getByText(`${t.stageLine} ${firstName}`).waitFor();
  });

  it('an org admin keeps a stage template, and a campaign\'s pipeline starts from it', async () => {
    const page = await pages.open();
    const site = await siteWithIdeas(language, 'admin');
    await logIn(page, language, site);

    await page.goto(site.url('/organisation/admin/stage-templates'));
    await page.getByRole('button', { name: t.newTemplate }).click();
    await page.getByLabel(t.templateName).fill('Quick review');
    await page.getByRole('button', { name: t.add }).click();
    const stage = page.getByRole('group', { name: t.stage(1) });
    await stage.getByLabel(t.nameEn).fill('Screening');
    await stage.getByLabel(t.nameSv).fill('Gallring');
    await stage.getByLabel(t.reports).selectOption({ label: t.published });
    await page.getByRole('button', { name: t.saveTemplate }).click();
    await page.getByRole('status').getByText(t.templateSaved).waitFor();
    await page.getByText(language === 'sv' ? 'Gallring' : 'Screening').waitFor();
    await expectNoA11yViolations(page);

    await page.goto(site.url(`/coach/campaigns/${site.slug}/stages`));
    await page.getByLabel(t.startFrom).selectOption({ label: 'Quick review' });
    await page.getByRole('button', { name: t.useTemplate }).click();
    expect(await page.getByRole('group', { name: t.stage(1) }).getByLabel(t.nameSv).inputValue()).toBe('Gallring');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').getByText(t.saved).waitFor();
    await page.getByRole('button', { name: `${language === 'sv' ? 'Gallring' : 'Screening'} (2)` }).waitFor();
    await expectNoA11yViolations(page);
  });
});

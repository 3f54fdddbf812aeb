import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/modules/auth/password.ts';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { buildUser } from '#server/modules/user/user.service.ts';
import { registrationChildField, registrationExtraFields, registrationField } from '../factories/registration-field.factory';
import { expectNoA11yViolations } from '../support/axe';
import { demo, usePagePerTest } from '../support/browser';
import { useAppDatabase } from '../support/app-database';
import { e2eStack } from '../support/e2e-stack';

const pages = usePagePerTest();
const appEm = useAppDatabase();
let passwordHash = '';

beforeAll(async () => {
  passwordHash = await hashPassword(demo.password);
});

type Language = 'en' | 'sv';
const say = {
  en: {
    add: 'Add field',
    label: 'Label',
    type: 'Type',
    group: 'Repeating group',
    generated: 'Generated ID',
    groupFields: 'Fields of each item',
    pattern: 'Pattern',
    save: 'Save',
    saved: 'The registration fields were saved.',
    addItem: 'Add item',
    item: (n: number) => `Item ${n}`,
    removeItem: (n: number) => `Remove item ${n}`,
    profileSaved: 'Your profile has been updated.',
    copy: 'Copy',
  },
  sv: {
    add: 'Lägg till fält',
    label: 'Etikett',
    type: 'Typ',
    group: 'Upprepad grupp',
    generated: 'Genererat id',
    groupFields: 'Fält i varje post',
    pattern: 'Mönster',
    save: 'Spara',
    saved: 'Registreringsfälten har sparats.',
    addItem: 'Lägg till',
    item: (n: number) => `Post ${n}`,
    removeItem: (n: number) => `Ta bort post ${n}`,
    profileSaved: 'Din profil har uppdaterats.',
    copy: 'Kopiera',
  },
} as const;

/** A site of its own per language, so its new fields change no demo site's signup or profile; its admin and a member made in the database. */
async function siteWithPeople(language: Language, settings: Record<string, unknown> = {}) {
  const em = appEm();
  const subdomain = `groups-${language}-${randomBytes(3).toString('hex')}`;
  const org = em.create(OrganisationSchema, { name: `Groups ${language}`, slug: subdomain, subdomain, publicUrl: null, language, premium: false, isDefault: false, roles: defaultOrganisationRoles(language), settings });
  await em.flush();
  const person = (name: string, isOrgAdmin: boolean) => {
    const email = `${name}.${Date.now()}.${randomBytes(2).toString('hex')}@example.com`;
    buildUser(em, org, { email, firstName: name, lastName: 'Grouper', passwordHash, status: 'active', isOrgAdmin });
    return email;
  };
  const admin = person('admin', true);
  const member = person('member', false);
  await em.flush();
  return { url: (path: string) => `http://${subdomain}.localhost:${e2eStack().appPort}${path}`, admin, member };
}

async function logInOn(page: Page, url: string, email: string) {
  await page.goto(url);
  const status = await page.evaluate(
    async (body) => (await fetch('/trpc/auth.login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: body }) })).status,
    { email, password: demo.password },
  );
  expect(status).toBe(200);
}

const settled = (page: Page) => page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
const focusedLabel = (page: Page) => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? document.activeElement?.textContent ?? '');

describe('repeating groups and generated ids (spec 3 §4, issue 18)', () => {
  it.each(['en', 'sv'] as Language[])('an admin adds a group with two fields; a member fills it on the profile, and sees it and the id after a reload (%s)', async (language) => {
    const text = say[language];
    const site = await siteWithPeople(language);
    const page = await pages.open();

    await logInOn(page, site.url('/'), site.admin);
    await page.goto(site.url('/organisation/admin/registration-fields'));
    const cards = page.locator('form ol > li');
    await page.getByRole('button', { name: text.add, exact: true }).click();
    const group = cards.last();
    await group.getByLabel(text.label, { exact: true }).first().fill('Pets');
    await group.getByLabel(text.type, { exact: true }).first().selectOption({ label: text.group });
    const inner = group.getByRole('group', { name: text.groupFields });
    await inner.getByRole('button', { name: text.add, exact: true }).click();
    await inner.getByRole('button', { name: text.add, exact: true }).click();
    await inner.getByLabel(text.label, { exact: true }).nth(0).fill('Name');
    await inner.getByLabel(text.label, { exact: true }).nth(1).fill('Breed');

    await page.getByRole('button', { name: text.add, exact: true }).last().click();
    const generated = cards.last();
    await generated.getByLabel(text.label, { exact: true }).fill('Member number');
    await generated.getByLabel(text.type, { exact: true }).selectOption({ label: text.generated });
    await generated.getByLabel(text.pattern, { exact: true }).fill('MEMBER-{6}');
    await settled(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/compound-editor-${language}.png`, fullPage: true });
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByText(text.saved).waitFor();

    // The member, in a session of their own.
    await page.context().clearCookies();
    await logInOn(page, site.url('/'), site.member);
    await page.goto(site.url('/profile/edit'));
    const addItem = page.getByRole('button', { name: text.addItem, exact: true });
    await addItem.click();
    expect(await focusedLabel(page)).toContain('Name');
    await page.getByRole('group', { name: text.item(1) }).getByLabel('Name').fill('Rex');
    await addItem.click();
    await page.getByRole('group', { name: text.item(2) }).getByLabel('Name').fill('Tom');
    await page.getByRole('group', { name: text.item(2) }).getByLabel('Breed').fill('Tabby');
    await page.getByRole('button', { name: text.removeItem(1) }).click();
    // The removed item's place is taken by the next one, and focus with it.
    expect(await page.getByRole('group', { name: text.item(1) }).getByLabel('Name').inputValue()).toBe('Tom');
    expect(await page.getByRole('group', { name: text.item(2) }).count()).toBe(0);
    expect(await focusedLabel(page)).toContain('Name');
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await page.getByText(text.profileSaved).waitFor();

    await page.goto(site.url('/profile/edit'));
    const item = page.getByRole('group', { name: text.item(1) });
    expect(await item.getByLabel('Name').inputValue()).toBe('Tom');
    expect(await item.getByLabel('Breed').inputValue()).toBe('Tabby');
    const memberNumber = page.getByLabel('Member number');
    expect(await memberNumber.inputValue()).toMatch(/^MEMBER-\d{6}$/);
    expect(await memberNumber.getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: text.copy }).waitFor();
    await settled(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: `/tmp/compound-profile-${language}.png`, fullPage: true });
    expect(pages.errors()).toEqual([]);
  });
});

describe('an expandable section (spec 3 §4, issue 18)', () => {
  it('stays closed until opened, and a refused save opens it on its required field', async () => {
    const site = await siteWithPeople('en', {
      registrationExtraFields: registrationExtraFields([
        registrationField({ fieldid: 'val.x.contact', label: 'Contact details', formTypeRegistration: 'wrapper', fields: [registrationChildField({ fieldid: 'val.x.phone', label: 'Phone', required: true })] }),
      ]),
    });
    const page = await pages.open();
    await logInOn(page, site.url('/'), site.member);
    await page.goto(site.url('/profile/edit'));
    const toggle = page.getByRole('button', { name: 'Contact details' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByLabel('Phone').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This field is required.').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
    await settled(page);
    await expectNoA11yViolations(page);
    await page.screenshot({ path: '/tmp/compound-wrapper-en.png', fullPage: true });

    await page.getByLabel('Phone').fill('070-123');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Your profile has been updated.').waitFor();
    await page.goto(site.url('/profile/edit'));
    // An answer keeps the section open.
    expect(await page.getByRole('button', { name: 'Contact details' }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByLabel('Phone').inputValue()).toBe('070-123');
    expect(pages.errors()).toEqual([]);
  });
});

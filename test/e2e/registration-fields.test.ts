import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultOrganisationRoles } from '#server/modules/organisation/default-roles.ts';
import { OrganisationSchema } from '#server/entities/organisation.entity.ts';
import { registrationExtraFields, registrationField } from '../factories/registration-field.factory';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, signInAs, type SiteHost, usePagePerTest } from '../support/browser';
import { useAppDatabase } from '../support/app-database';
import { e2eStack } from '../support/e2e-stack';
import { expectSubmitShowsMissing } from '../support/submit-checks';

const pages = usePagePerTest();

const appEm = useAppDatabase();

const texts = {
  default: {
    admin: demo.orgAdmin,
    title: 'Registration fields',
    existing: 'Department',
    add: 'Add field',
    invalid: 'Please correct validation errors',
    label: 'Label',
    type: 'Type',
    checkboxes: 'Checkboxes',
    options: 'Options',
    required: 'This field is required.',
    save: 'Save',
    saved: 'The registration fields were saved.',
    remove: 'Remove',
    done: (name: string) => `Done with ${name}`,
    confirmTitle: 'Remove the field?',
    newLabel: 'Favourite tools',
  },
  sverige: {
    admin: demo.swedishAdmin,
    title: 'Registreringsfält',
    existing: 'Avdelning',
    add: 'Lägg till fält',
    invalid: 'Rätta valideringsfelen',
    label: 'Etikett',
    type: 'Typ',
    checkboxes: 'Kryssrutor',
    options: 'Alternativ',
    required: 'Fältet är obligatoriskt.',
    save: 'Spara',
    saved: 'Registreringsfälten har sparats.',
    remove: 'Ta bort',
    done: (name: string) => `Klar med ${name}`,
    confirmTitle: 'Ta bort fältet?',
    newLabel: 'Favoritverktyg',
  },
} as const;

async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

describe('the registration fields editor (spec 2 §2, spec 3 §5)', () => {
  it.each(['default', 'sverige'] as SiteHost[])('adds a field, says what is missing when Save is pressed while it is invalid, saves it and removes it again (%s)', async (host) => {
    const say = texts[host];
    const page = await pages.open();
    await signInAs(page, say.admin, host);
    await page.goto(appUrl('/organisation/admin/registration-fields', host));
    await page.getByRole('heading', { name: say.title, level: 1 }).waitFor();
    await page.getByText(say.existing, { exact: true }).first().waitFor();
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: say.add }).click();
    // A new field has no label yet: the editor says so, and Save goes to the label (issue 31).
    await page.getByText(say.invalid, { exact: true }).first().waitFor();
    const save = page.getByRole('button', { name: say.save, exact: true });
    const editor = page.locator('form ol > li').last();
    await expectSubmitShowsMissing(save, editor.getByLabel(say.label, { exact: true }), say.required);
    await editor.getByLabel(say.label, { exact: true }).fill(say.newLabel);
    await editor.getByLabel(say.type, { exact: true }).selectOption({ label: say.checkboxes });
    // Checkboxes need their options: closed, the card opens again to show where.
    await editor.getByRole('button', { name: say.done(say.newLabel) }).click();
    await expectSubmitShowsMissing(save, editor.getByLabel(say.options, { exact: true }), say.required);
    await editor.getByLabel(say.options, { exact: true }).fill('Pen, Paper, Whiteboard');
    await page.getByRole('alert').filter({ hasText: say.invalid }).waitFor({ state: 'detached' });
    await expectNoA11yViolations(page);
    await screenshot(page, `registration-fields-editor-${host}`);
    await save.click();
    await page.getByText(say.saved).waitFor();

    await page.reload();
    await page.getByText(say.newLabel, { exact: true }).waitFor();
    await page.getByRole('button', { name: `${say.remove} ${say.newLabel}` }).click();
    const confirm = page.getByRole('dialog', { name: say.confirmTitle });
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: say.remove }).click();
    await page.getByText(say.newLabel, { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: say.save, exact: true }).click();
    await page.getByText(say.saved).last().waitFor();
    await page.reload();
    await page.getByText(say.existing, { exact: true }).first().waitFor();
    expect(await page.getByText(say.newLabel, { exact: true }).count()).toBe(0);
  });
});

/** A site of its own, so its conditional field changes no demo site's signup. */
async function siteWithConditionalField(): Promise<string> {
  const em = appEm();
  const subdomain = `fields-${randomBytes(4).toString('hex')}`;
  em.create(OrganisationSchema, {
    name: 'Field Works',
    slug: subdomain,
    subdomain,
    publicUrl: null,
    language: 'en',
    premium: false,
    isDefault: false,
    roles: defaultOrganisationRoles('en'),
    settings: {
      registrationExtraFields: registrationExtraFields([
        registrationField({ fieldid: `val.${subdomain}.department`, label: 'Department', formTypeRegistration: 'dropdown', options: 'Sales, Development', required: true }),
        registrationField({
          fieldid: `val.${subdomain}.product`,
          label: 'Which product do you build?',
          formTypeRegistration: 'dropdown',
          options: 'App, Web shop',
          required: true,
          conditions: [{ fieldid: `val.${subdomain}.department`, kind: 'match', pattern: '^Development$', negate: false }],
        }),
      ]),
    },
  });
  await em.flush();
  return subdomain;
}

describe('a registration field with a condition at signup (spec 3 §5)', () => {
  it('appears only while its condition holds and is then required', async () => {
    const subdomain = await siteWithConditionalField();
    const page = await pages.open();
    await page.goto(`http://${subdomain}.localhost:${e2eStack().appPort}/signup`);
    const dialog = page.getByRole('dialog', { name: 'Sign up' });
    await dialog.getByLabel('First name').fill('Connie');
    await dialog.getByLabel('Last name').fill('Ditional');
    await dialog.getByLabel('E-mail').fill(`connie.${Date.now()}@example.com`);
    await dialog.getByLabel('Password').fill('a-long-enough-password');
    await dialog.getByText('Checked: you are not a robot').waitFor();

    const product = dialog.getByLabel('Which product do you build?');
    await dialog.getByLabel('Department').selectOption('Sales');
    expect(await product.count()).toBe(0);
    await dialog.getByLabel('Department').selectOption('Development');
    await product.waitFor();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByText('This field is required.').waitFor();
    expect(await product.getAttribute('aria-invalid')).toBe('true');
    await expectNoA11yViolations(page);
    await screenshot(page, 'registration-field-condition-signup');

    await product.selectOption('Web shop');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/coach');
    expect(pages.errors()).toEqual([]);
  });
});

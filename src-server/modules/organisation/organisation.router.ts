import { registrationFieldsInput } from '#shared/schemas/registration-fields.ts';
import { siteSettingsInput, superSettingsInput } from '#shared/schemas/site-settings.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { markdownHtml } from '#server/markdown/markdown.service.ts';
import { orgAdminProcedure, publicProcedure, router, superAdminProcedure } from '#server/trpc/procedures.ts';
import { siteShell } from '#server/modules/site-content/site-shell.service.ts';
import { registrationFields, updateRegistrationFields } from './registration-fields.service';
import { presentPublicOrganisation } from './organisation.presenter';
import { adminSettings, updateSiteSettings, updateSuperSettings } from './site-settings.service';

export const organisationRouter = router({
  /** The site this request is for, with its public settings (the shell waits for this). */
  current: publicProcedure.query(async ({ ctx }) => ({
    ...presentPublicOrganisation(ctx.site, await markdownHtml(ctx, settingsWithDefaults(ctx.site.settings).copyrightMarkup), ctx.deps.defaultPrivacyPolicyUrl),
    ...(await siteShell(ctx)),
  })),
  /** Every setting for the settings screens, secrets only as "is set" (org admins and super admins). */
  adminSettings: orgAdminProcedure.query(({ ctx }) => adminSettings(ctx)),
  updateSettings: orgAdminProcedure.input(siteSettingsInput).mutation(({ ctx, input }) => updateSiteSettings(ctx, input)),
  /** The super-settings screen (super admins only). */
  updateSuperSettings: superAdminProcedure.input(superSettingsInput).mutation(({ ctx, input }) => updateSuperSettings(ctx, input)),
  /** The registration fields screen (org admins and super admins). */
  registrationFields: orgAdminProcedure.query(({ ctx }) => registrationFields(ctx)),
  updateRegistrationFields: orgAdminProcedure.input(registrationFieldsInput).mutation(({ ctx, input }) => updateRegistrationFields(ctx, input)),
});

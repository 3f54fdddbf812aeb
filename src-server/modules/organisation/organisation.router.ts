import { siteSettingsInput, superSettingsInput } from '../../../src-shared/schemas/site-settings';
import { settingsWithDefaults } from '../../../src-shared/schemas/organisation';
import { markdownHtml } from '../../markdown/markdown.service';
import { orgAdminProcedure, publicProcedure, router, superAdminProcedure } from '../../trpc/procedures';
import { siteShell } from '../site-content/site-shell.service';
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
});

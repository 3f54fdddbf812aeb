import { hasOrgAdminRights } from '#shared/permissions.ts';
import { INTEGRATION_TOKEN_MIN_LENGTH, type Integration, type SurveyService } from '#shared/schemas/integration.ts';
import { settingsWithDefaults, type OrganisationSettings } from '#shared/schemas/organisation.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { IntegrationEndpoints } from '#server/config.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { quickTapSurveySource } from './quicktapsurvey.client';
import type { SurveySource } from './survey-source';
import { typeformSource } from './typeform.client';
import type { TrelloCredentials } from './trello.client';

const usable = (secret: string) => secret.length >= INTEGRATION_TOKEN_MIN_LENGTH;

/**
 * Why an integration cannot be used now, or null: it must be on with a token longer than five
 * characters (spec 2 §9); QuickTapSurvey also needs the user name and password its login takes,
 * and Trello this server's application key.
 */
export function integrationRefusal(integration: Integration, settings: OrganisationSettings, endpoints: IntegrationEndpoints): ErrorCode | null {
  switch (integration) {
    case 'trello':
      if (!settings.trello || !usable(settings.trelloToken)) return 'integration-not-enabled';
      return endpoints.trelloApiKey ? null : 'integration-unavailable';
    case 'typeform':
      return settings.typeform && usable(settings.typeformToken) ? null : 'integration-not-enabled';
    case 'quicktapsurvey':
      return settings.quicktapsurvey && usable(settings.quicktapsurveyToken) && settings.quicktapsurveyUser && settings.quicktapsurveyPassword ? null : 'integration-not-enabled';
  }
}

/**
 * The site's settings as the database has them now: the request's site may be a cached copy, and
 * a verification straight after a save must use what was saved.
 */
export async function currentSettings(ctx: AuthedContext): Promise<OrganisationSettings> {
  const [row] = await ctx.em.getConnection().execute<{ settings: unknown }[]>('select settings from organisation where id = ?', [ctx.site.id]);
  return settingsWithDefaults(row?.settings);
}

/** Org admins, and coaches of one of the site's campaigns: those who get the Ideas tab's integrations menu. */
export async function assertMayUseIntegrations(ctx: AuthedContext): Promise<void> {
  if (hasOrgAdminRights(ctx.viewer)) return;
  const [coaching] = await ctx.em
    .getConnection()
    .execute<unknown[]>('select 1 from campaign_coach cc join campaign c on c.id = cc.campaign_id where cc.user_id = ? and c.organisation_id = ? limit 1', [ctx.viewer.id, ctx.site.id]);
  if (!coaching) throw new AppError('forbidden');
}

/** The settings of an integration the viewer may use and that is ready, or the refusal. */
async function readyIntegration(ctx: AuthedContext, integration: Integration): Promise<OrganisationSettings> {
  await assertMayUseIntegrations(ctx);
  const settings = await currentSettings(ctx);
  const refusal = integrationRefusal(integration, settings, ctx.deps.integrations);
  if (refusal) throw new AppError(refusal);
  return settings;
}

export function trelloCredentialsOf(settings: OrganisationSettings, endpoints: IntegrationEndpoints): TrelloCredentials {
  return { apiUrl: endpoints.trelloApiUrl, key: endpoints.trelloApiKey ?? '', token: settings.trelloToken };
}

export function surveySourceOf(service: SurveyService, settings: OrganisationSettings, endpoints: IntegrationEndpoints): SurveySource {
  if (service === 'typeform') return typeformSource(endpoints.typeformApiUrl, settings.typeformToken);
  return quickTapSurveySource(endpoints.quicktapsurveyApiUrl, { user: settings.quicktapsurveyUser, password: settings.quicktapsurveyPassword, apiKey: settings.quicktapsurveyToken });
}

/** Trello, for a viewer who may use it, when the site has it ready. */
export async function readyTrello(ctx: AuthedContext): Promise<TrelloCredentials> {
  return trelloCredentialsOf(await readyIntegration(ctx, 'trello'), ctx.deps.integrations);
}

/** A survey service, for a viewer who may use it, when the site has it ready. */
export async function readySurveySource(ctx: AuthedContext, service: SurveyService): Promise<SurveySource> {
  return surveySourceOf(service, await readyIntegration(ctx, service), ctx.deps.integrations);
}

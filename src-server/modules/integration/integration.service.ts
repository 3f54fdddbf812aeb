import type { ErrorCode } from '#shared/errors.ts';
import {
  integrationSettingsInput,
  type Integration,
  type IntegrationSettingsInput,
  type SurveyService,
} from '#shared/schemas/integration.ts';
import type { OrganisationSettings } from '#shared/schemas/organisation.ts';
import { AppError } from '#server/errors/app-error.ts';
import type { AuthedContext } from '#server/trpc/context.ts';
import { assertMayUseIntegrations, currentSettings, integrationRefusal, readySurveySource, readyTrello, surveySourceOf, trelloCredentialsOf } from './integration-access';
import { quickTapSurveyClient } from './quicktapsurvey.client';
import { OutsideServiceError } from './outside-call';
import { trelloClient } from './trello.client';

/** The integrations as their admin screen shows them: never a secret, only whether one is saved. */
export function presentIntegrationSettings(settings: OrganisationSettings, trelloAvailable: boolean) {
  return {
    trello: { enabled: settings.trello, hasToken: settings.trelloToken !== '', available: trelloAvailable },
    typeform: { enabled: settings.typeform, hasToken: settings.typeformToken !== '' },
    quicktapsurvey: {
      enabled: settings.quicktapsurvey,
      user: settings.quicktapsurveyUser,
      hasPassword: settings.quicktapsurveyPassword !== '',
      hasToken: settings.quicktapsurveyToken !== '',
    },
  };
}
export type IntegrationSettingsDto = ReturnType<typeof presentIntegrationSettings>;

export async function integrationSettings(ctx: AuthedContext): Promise<IntegrationSettingsDto> {
  return presentIntegrationSettings(await currentSettings(ctx), ctx.deps.integrations.trelloApiKey !== null);
}

/** A write-only secret: an empty field keeps what is saved, `clear` removes it. */
function nextSecret(saved: string, entered: string, clear: boolean): string {
  if (clear) return '';
  return entered || saved;
}

/**
 * Saves the integrations (org admins, spec 2 §7). Only these keys of the settings change, in one
 * statement, so a save here never undoes another admin's change to other settings; every
 * process's site cache hears of it from the organisation's trigger.
 */
export async function saveIntegrationSettings(ctx: AuthedContext, rawInput: IntegrationSettingsInput): Promise<IntegrationSettingsDto> {
  const input = integrationSettingsInput.parse(rawInput);
  const saved = await currentSettings(ctx);
  const changes: Partial<OrganisationSettings> = {
    trello: input.trello.enabled,
    trelloToken: nextSecret(saved.trelloToken, input.trello.token, input.trello.clearToken),
    typeform: input.typeform.enabled,
    typeformToken: nextSecret(saved.typeformToken, input.typeform.token, input.typeform.clearToken),
    quicktapsurvey: input.quicktapsurvey.enabled,
    quicktapsurveyUser: input.quicktapsurvey.user,
    quicktapsurveyPassword: nextSecret(saved.quicktapsurveyPassword, input.quicktapsurvey.password, input.quicktapsurvey.clearPassword),
    quicktapsurveyToken: nextSecret(saved.quicktapsurveyToken, input.quicktapsurvey.token, input.quicktapsurvey.clearToken),
  };
  await ctx.em
    .getConnection()
    .execute('update organisation set settings = settings || ?::jsonb, updated_at = now() where id = ?', [JSON.stringify(changes), ctx.site.id]);
  return integrationSettings(ctx);
}

export interface ConnectionItem {
  id: string;
  name: string;
  /** Responses of a survey, where the service lists them. */
  responses: number | null;
}

/**
 * An integration's connection (spec 2 §7 verification): what the service lists for the saved
 * credentials (boards, forms or surveys) or why it could not. The admin screen checks with it on
 * load and after saving; the Ideas tab's dialogs list from it. A service that fails is an
 * outcome with its own message, not an error, so the screen can show it.
 */
export interface ConnectionOutcome {
  success: boolean;
  items: ConnectionItem[];
  code: ErrorCode | null;
  detail: string | null;
  /** QuickTapSurvey's own description of the outcome (its verification answer carries it). */
  resultDescription: string | null;
}

export async function integrationConnection(ctx: AuthedContext, integration: Integration): Promise<ConnectionOutcome> {
  await assertMayUseIntegrations(ctx);
  const settings = await currentSettings(ctx);
  const refusal = integrationRefusal(integration, settings, ctx.deps.integrations);
  if (refusal) return { success: false, items: [], code: refusal, detail: null, resultDescription: null };
  try {
    if (integration === 'trello') {
      const boards = await trelloClient(trelloCredentialsOf(settings, ctx.deps.integrations)).boards();
      return { success: true, items: boards.map((board) => ({ ...board, responses: null })), code: null, detail: null, resultDescription: null };
    }
    if (integration === 'quicktapsurvey') {
      const listing = await quickTapSurveyClient(ctx.deps.integrations.quicktapsurveyApiUrl, {
        user: settings.quicktapsurveyUser,
        password: settings.quicktapsurveyPassword,
        apiKey: settings.quicktapsurveyToken,
      }).listing();
      const items = listing.surveys.map((survey) => ({ id: survey.surveyId, name: survey.surveyName, responses: survey.totalResponses }));
      return { success: true, items, code: null, detail: null, resultDescription: listing.resultDescription };
    }
    const forms = await surveySourceOf(integration, settings, ctx.deps.integrations).forms();
    return { success: true, items: forms, code: null, detail: null, resultDescription: null };
  } catch (error) {
    if (!(error instanceof OutsideServiceError)) throw error;
    return { success: false, items: [], code: 'integration-failed', detail: error.detail, resultDescription: null };
  }
}

/** A survey's questions, to choose which holds the idea and which the respondent's name and e-mail. */
export async function surveyFields(ctx: AuthedContext, service: SurveyService, formId: string) {
  const source = await readySurveySource(ctx, service);
  return outsideOrAppError(() => source.fields(formId));
}

/** A Trello board's lists, to choose where the cards go. */
export async function trelloLists(ctx: AuthedContext, boardId: string) {
  const trello = trelloClient(await readyTrello(ctx));
  return outsideOrAppError(() => trello.lists(boardId));
}

async function outsideOrAppError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OutsideServiceError) throw new AppError('integration-failed', { details: [error.detail], cause: error });
    throw error;
  }
}

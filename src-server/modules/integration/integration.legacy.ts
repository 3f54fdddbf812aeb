import type { SurveyService } from '#shared/schemas/integration.ts';
import type { LegacyCall, LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import type { ConnectionOutcome } from './integration.service';
import { z } from 'zod';
import { surveyImportInput } from '#shared/schemas/integration.ts';
import { getExternalQuicktapsurveyByIdFieldsAnswer, getExternalQuicktapsurveyFormsAnswer, getExternalTrelloBoardsAnswer, getExternalTrelloByIdListsAnswer, getExternalTypeformByIdFieldsAnswer, getExternalTypeformFormsAnswer, postExternalTrelloExportAnswer, postExternalTypeformImportAnswer } from './integration-legacy-answers';

/** A failed outcome's message: the other service's own words where it gave some, else our code. */
const messageOf = (outcome: { detail: string | null; code: string | null }) => outcome.detail ?? outcome.code ?? '';

function text(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** The import payload (spec 2 §7): formId, fieldId, firstnameId, lastnameId, emailId, campaignGuid. */
async function importFrom(service: SurveyService, { caller, body }: LegacyCall) {
  const outcome = await caller.integration.importSurvey({
    service,
    formId: text(body.formId) ?? '',
    fieldId: text(body.fieldId) ?? '',
    firstnameId: text(body.firstnameId),
    lastnameId: text(body.lastnameId),
    emailId: text(body.emailId),
    campaignGuid: text(body.campaignGuid) ?? '',
  });
  return { success: outcome.success, message: messageOf(outcome), skipped: outcome.skipped, responses: outcome.imported };
}

const named = (outcome: ConnectionOutcome) => outcome.items.map((item) => ({ id: item.id, name: item.name }));

/** Spec 2 §7 integrations: the verification answers, the pickers, import and export. */
export function integrationLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/external/trello/boards', async ({ caller }) => {
    const outcome = await caller.integration.connection({ integration: 'trello' });
    return { success: outcome.success, boards: named(outcome), message: messageOf(outcome) };
  }, { doc: { response: getExternalTrelloBoardsAnswer, summary: "The Trello boards (success, boards, message)" } });
  table.route('GET', '/external/trello/:id/lists', ({ caller, params }) => caller.integration.trelloLists({ boardId: params.id ?? '' }), { doc: { response: getExternalTrelloByIdListsAnswer, summary: "A Trello board's lists" } });
  table.route('POST', '/external/trello/export', async ({ caller, body }) => {
    const outcome = await caller.integration.exportToTrello({ listId: text(body.list_id) ?? '', campaignSlug: text(body.campaign_slug) ?? '' });
    return { success: outcome.success, ideas: outcome.exported, remaining: outcome.remaining, message: messageOf(outcome) };
  }, { doc: { response: postExternalTrelloExportAnswer, summary: "Export a campaign's ideas to a Trello list", body: z.object({ list_id: z.string(), campaign_slug: z.string() }) } });

  table.route('GET', '/external/typeform/forms', async ({ caller }) => {
    const outcome = await caller.integration.connection({ integration: 'typeform' });
    return { success: outcome.success, forms: named(outcome), message: messageOf(outcome) };
  }, { doc: { response: getExternalTypeformFormsAnswer, summary: "The Typeform forms (success, forms, message)" } });
  table.route('GET', '/external/typeform/:id/fields', ({ caller, params }) => caller.integration.surveyFields({ service: 'typeform', formId: params.id ?? '' }), { doc: { response: getExternalTypeformByIdFieldsAnswer, summary: "A Typeform form's fields" } });
  table.route('POST', '/external/typeform/import', (call) => importFrom('typeform', call), { doc: { response: postExternalTypeformImportAnswer, summary: "Import Typeform responses as ideas", body: surveyImportInput.omit({ service: true }) } });

  table.route('GET', '/external/quicktapsurvey/forms', async ({ caller }) => {
    const outcome = await caller.integration.connection({ integration: 'quicktapsurvey' });
    const surveyList = outcome.items.map((item) => ({ surveyId: item.id, surveyName: item.name, totalResponses: item.responses }));
    return { success: outcome.success, result: { surveyList, resultDescription: outcome.resultDescription ?? messageOf(outcome) } };
  }, { doc: { response: getExternalQuicktapsurveyFormsAnswer, summary: "The QuickTapSurvey surveys (success, result.surveyList)" } });
  table.route('GET', '/external/quicktapsurvey/:id/fields', async ({ caller, params }) =>
    (await caller.integration.surveyFields({ service: 'quicktapsurvey', formId: params.id ?? '' })).map((field) => ({ questionNumber: field.id, questionTitle: field.title })), { doc: { response: getExternalQuicktapsurveyByIdFieldsAnswer, summary: "A QuickTapSurvey survey's questions" } }
  );
  table.route('POST', '/external/quicktapsurvey/import', (call) => importFrom('quicktapsurvey', call), { doc: { response: postExternalTypeformImportAnswer, summary: "Import QuickTapSurvey responses as ideas", body: surveyImportInput.omit({ service: true }) } });
}

import {
  integrationInput,
  integrationSettingsInput,
  surveyFieldsInput,
  surveyImportInput,
  trelloExportInput,
  trelloListsInput,
} from '#shared/schemas/integration.ts';
import { authedProcedure, orgAdminProcedure, router } from '#server/trpc/procedures.ts';
import { integrationConnection, integrationSettings, saveIntegrationSettings, surveyFields, trelloLists } from './integration.service';
import { importSurvey } from './survey-import.service';
import { exportToTrello } from './trello-export.service';

/** The organisation's integrations (spec 2 §7): their admin screen, and the Ideas tab's import and export. */
export const integrationRouter = router({
  settings: orgAdminProcedure.query(({ ctx }) => integrationSettings(ctx)),
  saveSettings: orgAdminProcedure.input(integrationSettingsInput).mutation(({ ctx, input }) => saveIntegrationSettings(ctx, input)),
  /** What the service lists for the saved credentials, or why it could not: the screen's verification and the dialogs' first step. */
  connection: authedProcedure.input(integrationInput).query(({ ctx, input }) => integrationConnection(ctx, input.integration)),
  surveyFields: authedProcedure.input(surveyFieldsInput).query(({ ctx, input }) => surveyFields(ctx, input.service, input.formId)),
  trelloLists: authedProcedure.input(trelloListsInput).query(({ ctx, input }) => trelloLists(ctx, input.boardId)),
  importSurvey: authedProcedure.input(surveyImportInput).mutation(({ ctx, input }) => importSurvey(ctx, input)),
  exportToTrello: authedProcedure.input(trelloExportInput).mutation(({ ctx, input }) => exportToTrello(ctx, input)),
});

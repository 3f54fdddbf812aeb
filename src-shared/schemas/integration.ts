import { z } from 'zod';
import { guidSchema } from './common';

/**
 * The organisation's integrations (spec 2 §3, §7): Trello takes a campaign's ideas as cards;
 * Typeform and QuickTapSurvey give survey responses to import as ideas.
 */
export const INTEGRATIONS = ['trello', 'typeform', 'quicktapsurvey'] as const;
export type Integration = (typeof INTEGRATIONS)[number];

export const SURVEY_SERVICES = ['typeform', 'quicktapsurvey'] as const;
export type SurveyService = (typeof SURVEY_SERVICES)[number];

/** Spec 2 §9: verification needs a token longer than 5 characters. */
export const INTEGRATION_TOKEN_MIN_LENGTH = 6;

/** A write-only secret: left empty it keeps the saved one; `clear` removes it. */
const secret = z.string().trim().max(500, 'VALUE_TOO_LONG').default('');

export const integrationSettingsInput = z.object({
  trello: z.object({ enabled: z.boolean(), token: secret, clearToken: z.boolean().default(false) }),
  typeform: z.object({ enabled: z.boolean(), token: secret, clearToken: z.boolean().default(false) }),
  quicktapsurvey: z.object({
    enabled: z.boolean(),
    user: z.string().trim().max(500, 'VALUE_TOO_LONG').default(''),
    /** The account's password: QuickTapSurvey's API signs in with user name, password and API key. */
    password: secret,
    clearPassword: z.boolean().default(false),
    /** The API key generated in the QuickTapSurvey account. */
    token: secret,
    clearToken: z.boolean().default(false),
  }),
});
export type IntegrationSettingsInput = z.input<typeof integrationSettingsInput>;
/** The same with every field present: what the admin form holds. */
export type IntegrationSettingsDraft = z.output<typeof integrationSettingsInput>;

export const integrationInput = z.object({ integration: z.enum(INTEGRATIONS) });

const externalId = z.string().trim().min(1, 'ERROR_REQUIRED').max(200, 'invalid-input');
const optionalFieldId = z.string().trim().max(200, 'invalid-input').optional().transform((value) => value || undefined);

export const surveyFormsInput = z.object({ service: z.enum(SURVEY_SERVICES) });
export const surveyFieldsInput = z.object({ service: z.enum(SURVEY_SERVICES), formId: externalId });

/** Spec 2 §7 import payload: which question holds the idea and which the respondent's name and e-mail. */
export const surveyImportInput = z.object({
  service: z.enum(SURVEY_SERVICES),
  campaignGuid: guidSchema,
  formId: externalId,
  fieldId: externalId,
  firstnameId: optionalFieldId,
  lastnameId: optionalFieldId,
  emailId: optionalFieldId,
});
export type SurveyImportInput = z.input<typeof surveyImportInput>;

export const trelloListsInput = z.object({ boardId: externalId });
export const trelloExportInput = z.object({ campaignSlug: z.string().trim().min(1, 'ERROR_REQUIRED').max(200, 'invalid-input'), listId: externalId });
export type TrelloExportInput = z.input<typeof trelloExportInput>;

import { createHash } from 'node:crypto';
import { z } from 'zod';
import { OutsideServiceError, callJson } from './outside-call';
import { MAX_IMPORTED_RESPONSES, type SurveyResponse, type SurveySource } from './survey-source';

/** QuickTapSurvey API v1 result codes of success, one per call, and of a page past the last. */
const LOGIN_SUCCESS = 10;
const LIST_SURVEYS_SUCCESS = 20;
const LIST_SURVEYS_NO_MORE = 22;
const SURVEY_RESPONSES_SUCCESS = 30;
const SURVEY_RESPONSES_NO_MORE = 32;
const PAGE_SIZE = 100;

const result = z.object({ resultCode: z.coerce.number(), resultDescription: z.string().default('') }).loose();
const surveyList = result.extend({
  surveyList: z.array(z.object({ surveyId: z.coerce.string(), surveyName: z.string().default(''), totalResponses: z.coerce.number().optional() }).loose()).default([]),
});
const surveyData = result.extend({
  questions: z.array(z.object({ questionNumber: z.coerce.string(), questionTitle: z.string().default('') })).default([]),
  responses: z
    .array(
      z.object({
        username: z.string().nullable().optional(),
        dateCollected: z.string().nullable().optional(),
        responseValues: z.array(z.object({ questionNumber: z.coerce.string(), responseValue: z.string().nullable().optional() })).default([]),
      }),
    )
    .default([]),
});

export interface QuickTapSurveyCredentials {
  user: string;
  password: string;
  apiKey: string;
}

/** What a listing says: the surveys, and the service's own description of the outcome (spec 2 §7 verification). */
export interface QuickTapSurveyListing {
  surveys: { surveyId: string; surveyName: string; totalResponses: number | null }[];
  resultDescription: string;
}

/**
 * QuickTapSurvey's API v1: POST calls with JSON bodies, after a login that answers with a
 * session cookie. Every answer carries a result code; only the call's own success code is success.
 */
export function quickTapSurveyClient(apiUrl: string, credentials: QuickTapSurveyCredentials) {
  const base = apiUrl.replace(/\/+$/, '');
  let cookie: string | undefined;

  // A page past the last ("invalid page number or no more results") answers null: the listing ends there.
  const post = async <T extends { resultCode: number; resultDescription: string }>(call: string, body: unknown, schema: z.ZodType<T>, success: number, noMore?: number): Promise<{ data: T; headers: Headers } | null> => {
    const answered = await callJson(`${base}/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) }, schema);
    if (answered.data.resultCode === noMore) return null;
    if (answered.data.resultCode !== success) throw new OutsideServiceError(answered.data.resultDescription || `result code ${answered.data.resultCode}`);
    return answered;
  };
  const signIn = async () => {
    if (cookie) return;
    const signedIn = await post('login', { username: credentials.user, password: credentials.password, apiKey: credentials.apiKey }, result, LOGIN_SUCCESS);
    cookie = signedIn!.headers.getSetCookie().map((set) => set.split(';')[0]).join('; ');
  };
  const surveyPage = async (surveyId: string, pageSize: number, pageNumber: number) => {
    await signIn();
    return (await post('getSurveyResponses', { surveyId, pageSize, pageNumber }, surveyData, SURVEY_RESPONSES_SUCCESS, SURVEY_RESPONSES_NO_MORE))?.data ?? null;
  };

  return {
    async listing(): Promise<QuickTapSurveyListing> {
      await signIn();
      const surveys: QuickTapSurveyListing['surveys'] = [];
      let resultDescription = '';
      for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
        const page = (await post('listSurveys', { pageSize: PAGE_SIZE, pageNumber }, surveyList, LIST_SURVEYS_SUCCESS, LIST_SURVEYS_NO_MORE))?.data;
        if (!page) break;
        resultDescription = page.resultDescription;
        surveys.push(...page.surveyList.map((survey) => ({ surveyId: survey.surveyId, surveyName: survey.surveyName, totalResponses: survey.totalResponses ?? null })));
        if (page.surveyList.length < PAGE_SIZE) break;
      }
      return { surveys, resultDescription };
    },
    /** The survey's questions, which come with its responses: a survey nobody has answered yet lists none. */
    async questions(surveyId: string) {
      return (await surveyPage(surveyId, 1, 1))?.questions ?? [];
    },
    async responses(surveyId: string): Promise<SurveyResponse[]> {
      const responses: SurveyResponse[] = [];
      for (let pageNumber = 1; responses.length < MAX_IMPORTED_RESPONSES; pageNumber += 1) {
        const page = await surveyPage(surveyId, PAGE_SIZE, pageNumber);
        if (!page) break;
        for (const response of page.responses) {
          const answers = new Map(response.responseValues.map((value) => [value.questionNumber, value.responseValue ?? '']));
          responses.push({ id: responseId(response), answers });
        }
        if (page.responses.length < PAGE_SIZE) break;
      }
      return responses.slice(0, MAX_IMPORTED_RESPONSES);
    },
  };
}

/** The survey service as an import source: forms are surveys, fields are questions (by number). */
export function quickTapSurveySource(apiUrl: string, credentials: QuickTapSurveyCredentials): SurveySource {
  const client = quickTapSurveyClient(apiUrl, credentials);
  return {
    forms: async () => (await client.listing()).surveys.map((survey) => ({ id: survey.surveyId, name: survey.surveyName, responses: survey.totalResponses })),
    fields: async (formId) => (await client.questions(formId)).map((question) => ({ id: question.questionNumber, title: question.questionTitle, type: 'question' })),
    responses: (formId) => client.responses(formId),
  };
}

/**
 * Responses carry no id of their own in this API: the hash of who collected it, when, and what
 * it says stands in, so importing the same survey again finds the same responses.
 */
function responseId(response: z.infer<typeof surveyData>['responses'][number]): string {
  const identity = JSON.stringify([response.username ?? '', response.dateCollected ?? '', response.responseValues.map((value) => [value.questionNumber, value.responseValue ?? ''])]);
  return createHash('sha256').update(identity).digest('base64url').slice(0, 43);
}

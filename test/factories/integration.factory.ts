import { emptyFakeState, type FakeState, type FakeTypeformAnswer } from '../support/fake-integrations';

/** One survey response as the fake services hold it: the idea, and who sent it. */
export interface SampleResponse {
  idea: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

const TYPEFORM_FIELDS = { idea: 'tf-idea', first: 'tf-first', last: 'tf-last', email: 'tf-email' } as const;
/** QuickTapSurvey numbers its questions. */
const QTS_QUESTIONS = { idea: 1, first: 2, last: 3, email: 4 } as const;

export const SAMPLE_TYPEFORM_FORM = 'tf-form-1';
export const SAMPLE_QTS_SURVEY = 7;

/**
 * The fake services' data for tests: a Trello board with two lists, a Typeform form (its name
 * questions inside a group, as Typeform nests them) and a QuickTapSurvey survey, each with the
 * given responses.
 */
export function sampleIntegrationState(responses: SampleResponse[]): FakeState {
  const state = emptyFakeState();
  state.trello.boards = [{ id: 'board-1', name: 'Product roadmap' }, { id: 'board-2', name: 'Team wiki' }];
  state.trello.lists = { 'board-1': [{ id: 'list-inbox', name: 'Inbox' }, { id: 'list-doing', name: 'Doing' }], 'board-2': [] };
  state.typeform.forms = [
    {
      id: SAMPLE_TYPEFORM_FORM,
      title: 'Ideas from the town hall',
      fields: [
        { id: TYPEFORM_FIELDS.idea, title: 'What is your idea?', type: 'long_text' },
        {
          id: 'tf-about-you',
          title: 'About you',
          type: 'group',
          properties: {
            fields: [
              { id: TYPEFORM_FIELDS.first, title: 'First name', type: 'short_text' },
              { id: TYPEFORM_FIELDS.last, title: 'Last name', type: 'short_text' },
              { id: TYPEFORM_FIELDS.email, title: 'E-mail', type: 'email' },
            ],
          },
        },
      ],
    },
  ];
  state.typeform.responses[SAMPLE_TYPEFORM_FORM] = responses.map((response, index) => {
    const answers: FakeTypeformAnswer[] = [{ field: { id: TYPEFORM_FIELDS.idea, type: 'long_text' }, type: 'text', text: response.idea }];
    if (response.firstName) answers.push({ field: { id: TYPEFORM_FIELDS.first, type: 'short_text' }, type: 'text', text: response.firstName });
    if (response.lastName) answers.push({ field: { id: TYPEFORM_FIELDS.last, type: 'short_text' }, type: 'text', text: response.lastName });
    if (response.email) answers.push({ field: { id: TYPEFORM_FIELDS.email, type: 'email' }, type: 'email', email: response.email });
    return { token: `token-${index + 1}`, response_id: `response-${index + 1}`, answers };
  });
  state.quicktapsurvey.surveys = [{ surveyId: SAMPLE_QTS_SURVEY, surveyName: 'Store visit survey', totalResponses: responses.length }];
  state.quicktapsurvey.questions[SAMPLE_QTS_SURVEY] = [
    { questionNumber: QTS_QUESTIONS.idea, questionTitle: 'Your suggestion' },
    { questionNumber: QTS_QUESTIONS.first, questionTitle: 'First name' },
    { questionNumber: QTS_QUESTIONS.last, questionTitle: 'Last name' },
    { questionNumber: QTS_QUESTIONS.email, questionTitle: 'E-mail' },
  ];
  state.quicktapsurvey.responses[SAMPLE_QTS_SURVEY] = responses.map((response, index) => ({
    username: 'tablet-1',
    dateCollected: `2026-11-0${(index % 9) + 1} 10:00:00 +0000`,
    responseValues: [
      { questionNumber: QTS_QUESTIONS.idea, responseValue: response.idea },
      { questionNumber: QTS_QUESTIONS.first, responseValue: response.firstName ?? '' },
      { questionNumber: QTS_QUESTIONS.last, responseValue: response.lastName ?? '' },
      { questionNumber: QTS_QUESTIONS.email, responseValue: response.email ?? '' },
    ],
  }));
  return state;
}

/** The import payload's question ids for the sample Typeform form and QuickTapSurvey survey. */
export const SAMPLE_QUESTION_IDS = {
  typeform: { formId: SAMPLE_TYPEFORM_FORM, fieldId: TYPEFORM_FIELDS.idea, firstnameId: TYPEFORM_FIELDS.first, lastnameId: TYPEFORM_FIELDS.last, emailId: TYPEFORM_FIELDS.email },
  quicktapsurvey: {
    formId: String(SAMPLE_QTS_SURVEY),
    fieldId: String(QTS_QUESTIONS.idea),
    firstnameId: String(QTS_QUESTIONS.first),
    lastnameId: String(QTS_QUESTIONS.last),
    emailId: String(QTS_QUESTIONS.email),
  },
} as const;

/**
 * What the browser tests' fake services hold: two responses to the survey, one from a demo
 * participant's address (anna@example.com), one from someone without an account.
 */
export function e2eIntegrationState(): FakeState {
  return sampleIntegrationState([
    { idea: 'Sunrise yoga before work\nA half hour of stretching in the big meeting room.', firstName: 'Anna', lastName: 'Andersson', email: 'anna@example.com' },
    { idea: 'A sauna evening each Friday', firstName: 'Sam', lastName: 'Stranger', email: 'sam@elsewhere.example' },
  ]);
}

import { z } from 'zod';

/** The `result` of each legacy integration route (of each entry, for a list), for the OpenAPI document; loose objects, as an answer may carry more. */

/** GET /external/trello/boards */
export const getExternalTrelloBoardsAnswer = z.looseObject({
  success: z.boolean(),
  boards: z.array(z.looseObject({
    id: z.string(),
    name: z.string(),
  })),
  message: z.string(),
});

/** GET /external/trello/:id/lists */
export const getExternalTrelloByIdListsAnswer = z.array(z.looseObject({
  id: z.string(),
  name: z.string(),
}));

/** POST /external/trello/export */
export const postExternalTrelloExportAnswer = z.looseObject({
  success: z.boolean(),
  ideas: z.array(z.looseObject({
    guid: z.string(),
    name: z.string(),
    cardId: z.string(),
  })),
  remaining: z.number().int(),
  message: z.string(),
});

/** GET /external/typeform/forms */
export const getExternalTypeformFormsAnswer = z.looseObject({
  success: z.boolean(),
  forms: z.array(z.looseObject({
    id: z.string(),
    name: z.string(),
  })),
  message: z.string(),
});

/** GET /external/typeform/:id/fields */
export const getExternalTypeformByIdFieldsAnswer = z.array(z.looseObject({
  id: z.string(),
  title: z.string(),
  type: z.string(),
}));

/** POST /external/typeform/import, POST /external/quicktapsurvey/import */
export const postExternalTypeformImportAnswer = z.looseObject({
  success: z.boolean(),
  message: z.string(),
  skipped: z.number().int(),
  responses: z.array(z.looseObject({
    guid: z.string(),
    name: z.string(),
    responseId: z.string(),
  })),
});

/** GET /external/quicktapsurvey/forms */
export const getExternalQuicktapsurveyFormsAnswer = z.looseObject({
  success: z.boolean(),
  result: z.looseObject({
    surveyList: z.array(z.looseObject({
      surveyId: z.string(),
      surveyName: z.string(),
      totalResponses: z.number().int(),
    })),
    resultDescription: z.string(),
  }),
});

/** GET /external/quicktapsurvey/:id/fields */
export const getExternalQuicktapsurveyByIdFieldsAnswer = z.array(z.looseObject({
  questionNumber: z.string(),
  questionTitle: z.string(),
}));

/** A survey service's forms, questions and responses, whichever service it is (spec 2 §7 imports). */
export interface SurveySource {
  forms(): Promise<SurveyForm[]>;
  fields(formId: string): Promise<SurveyField[]>;
  /** Every response of the form, each with a stable id of its own and its answers by question id. */
  responses(formId: string): Promise<SurveyResponse[]>;
}

export interface SurveyForm {
  id: string;
  name: string;
  /** How many responses it has, where the service says so in its list. */
  responses: number | null;
}

export interface SurveyField {
  id: string;
  title: string;
  type: string;
}

export interface SurveyResponse {
  id: string;
  answers: ReadonlyMap<string, string>;
}

/** Bounds on what one import reads, so a huge survey cannot tie up the server. */
export const MAX_IMPORTED_RESPONSES = 5000;

import { z } from 'zod';
import { callJson } from './outside-call';
import { MAX_IMPORTED_RESPONSES, type SurveyField, type SurveyResponse, type SurveySource } from './survey-source';

const formList = z.object({
  page_count: z.number().int().default(1),
  items: z.array(z.object({ id: z.string(), title: z.string().default('') })),
});

interface TypeformField {
  id: string;
  title: string;
  type: string;
  properties?: { fields?: TypeformField[] };
}
const field: z.ZodType<TypeformField> = z.lazy(() =>
  z.object({ id: z.string(), title: z.string().default(''), type: z.string().default(''), properties: z.object({ fields: z.array(field).optional() }).optional() }),
);
const formDefinition = z.object({ fields: z.array(field).default([]) });

/** An answer as Typeform gives it: its value sits under a key named by its type. */
const answer = z
  .object({
    field: z.object({ id: z.string() }),
    type: z.string(),
    text: z.string().optional(),
    email: z.string().optional(),
    url: z.string().optional(),
    phone_number: z.string().optional(),
    date: z.string().optional(),
    number: z.number().optional(),
    boolean: z.boolean().optional(),
    choice: z.object({ label: z.string().optional(), other: z.string().optional() }).optional(),
    choices: z.object({ labels: z.array(z.string()).optional(), other: z.string().optional() }).optional(),
  })
  .loose();
const responsePage = z.object({
  items: z.array(z.object({ token: z.string(), response_id: z.string().optional(), answers: z.array(answer).nullable().default([]) })),
});

const PAGE_SIZE = 1000;

/** Typeform's Create and Responses APIs with a personal access token. */
export function typeformSource(apiUrl: string, token: string): SurveySource {
  const base = apiUrl.replace(/\/+$/, '');
  const get = <T>(path: string, schema: z.ZodType<T>) => callJson(`${base}${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, schema).then((answered) => answered.data);

  return {
    async forms() {
      const forms = [];
      for (let page = 1; page <= 20; page += 1) {
        const listed = await get(`/forms?page_size=200&page=${page}`, formList);
        forms.push(...listed.items.map((item) => ({ id: item.id, name: item.title, responses: null })));
        if (page >= listed.page_count) break;
      }
      return forms;
    },
    async fields(formId) {
      const definition = await get(`/forms/${encodeURIComponent(formId)}`, formDefinition);
      return flattenFields(definition.fields);
    },
    async responses(formId) {
      const responses: SurveyResponse[] = [];
      // Newest first; each next page is what came before the last one read.
      let before: string | undefined;
      while (responses.length < MAX_IMPORTED_RESPONSES) {
        const query = new URLSearchParams({ page_size: String(PAGE_SIZE), ...(before ? { before } : {}) });
        const page = await get(`/forms/${encodeURIComponent(formId)}/responses?${query}`, responsePage);
        for (const item of page.items) responses.push({ id: item.response_id ?? item.token, answers: answersOf(item.answers ?? []) });
        if (page.items.length < PAGE_SIZE) break;
        before = page.items.at(-1)!.token;
      }
      return responses.slice(0, MAX_IMPORTED_RESPONSES);
    },
  };
}

/** Questions inside a question group count as the form's own. */
function flattenFields(fields: TypeformField[]): SurveyField[] {
  return fields.flatMap((item) =>
    item.type === 'group' ? flattenFields(item.properties?.fields ?? []) : [{ id: item.id, title: item.title, type: item.type }],
  );
}

/** Each answer as text, by its question's id. */
export function answersOf(answers: z.infer<typeof answer>[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const given of answers) {
    const text = answerText(given);
    if (text !== null) texts.set(given.field.id, text);
  }
  return texts;
}

function answerText(given: z.infer<typeof answer>): string | null {
  const scalar = given.text ?? given.email ?? given.url ?? given.phone_number ?? given.date;
  if (scalar !== undefined) return scalar;
  if (given.number !== undefined) return String(given.number);
  if (given.boolean !== undefined) return given.boolean ? 'yes' : 'no';
  if (given.choice) return given.choice.label ?? given.choice.other ?? null;
  if (given.choices) return [...(given.choices.labels ?? []), ...(given.choices.other ? [given.choices.other] : [])].join(', ');
  return null;
}

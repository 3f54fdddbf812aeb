import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IntegrationEndpoints } from '#server/config.ts';

/**
 * Trello, Typeform and QuickTapSurvey as their public API documentation describes them, on a
 * local port: this machine cannot reach the real ones. Only what our clients call is here, with
 * the same paths, authentication, paging and answer shapes; tests read and change `state`.
 */
export const FAKE_CREDENTIALS = {
  trelloKey: 'fake-trello-app-key',
  trelloToken: 'trello-token-1234',
  typeformToken: 'typeform-token-1234',
  quicktapsurveyUser: 'survey-admin',
  quicktapsurveyPassword: 'survey-password',
  quicktapsurveyApiKey: 'QTS-API-KEY-1234',
} as const;

export interface FakeTypeformAnswer {
  field: { id: string; type: string };
  type: string;
  text?: string;
  email?: string;
  choice?: { label: string };
}

export interface FakeState {
  trello: { boards: { id: string; name: string }[]; lists: Record<string, { id: string; name: string }[]>; cards: { id: string; idList: string; name: string; desc: string }[] };
  typeform: {
    forms: { id: string; title: string; fields: { id: string; title: string; type: string; properties?: { fields: { id: string; title: string; type: string }[] } }[] }[];
    responses: Record<string, { token: string; response_id: string; answers: FakeTypeformAnswer[] }[]>;
  };
  quicktapsurvey: {
    surveys: { surveyId: number; surveyName: string; totalResponses: number }[];
    questions: Record<number, { questionNumber: number; questionTitle: string }[]>;
    responses: Record<number, { username: string; dateCollected: string; responseValues: { questionNumber: number; responseValue: string }[] }[]>;
  };
  /** When set, every call answers this status and message: the service is down or refuses us. */
  failure: { status: number; message: string } | null;
  /** Calls received, as "METHOD path", for tests that check what was (not) sent. */
  calls: string[];
}

export interface FakeIntegrations {
  endpoints: IntegrationEndpoints;
  state: FakeState;
  close(): Promise<void>;
}

const QTS_SESSION = 'qts-session=fake-session-1';

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function emptyFakeState(): FakeState {
  return { trello: { boards: [], lists: {}, cards: [] }, typeform: { forms: [], responses: {} }, quicktapsurvey: { surveys: [], questions: {}, responses: {} }, failure: null, calls: [] };
}

export async function startFakeIntegrations(state: FakeState = emptyFakeState()): Promise<FakeIntegrations> {
  const server = createServer((request, response) => {
    void handle(state, request, response).catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoints: { trelloApiUrl: `${base}/trello/1`, trelloApiKey: FAKE_CREDENTIALS.trelloKey, typeformApiUrl: `${base}/typeform`, quicktapsurveyApiUrl: `${base}/qts/api-v1` },
    state,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function handle(state: FakeState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://fake');
  state.calls.push(`${request.method} ${url.pathname}`);
  if (state.failure) return send(response, state.failure.status, { message: state.failure.message });
  if (url.pathname.startsWith('/trello/1/')) return trello(state, request, response, url);
  if (url.pathname.startsWith('/typeform/')) return typeform(state, request, response, url);
  if (url.pathname.startsWith('/qts/api-v1/')) return quicktapsurvey(state, request, response, url);
  send(response, 404, { message: 'not found' });
}

async function trello(state: FakeState, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const expected = `OAuth oauth_consumer_key="${FAKE_CREDENTIALS.trelloKey}", oauth_token="${FAKE_CREDENTIALS.trelloToken}"`;
  if (request.headers.authorization !== expected) return send(response, 401, 'invalid token');
  const path = url.pathname.slice('/trello/1'.length);
  if (path === '/members/me/boards') return send(response, 200, state.trello.boards);
  const lists = /^\/boards\/([^/]+)\/lists$/.exec(path);
  if (lists) return state.trello.lists[lists[1]!] ? send(response, 200, state.trello.lists[lists[1]!]) : send(response, 404, 'The requested resource was not found.');
  if (path === '/cards' && request.method === 'POST') {
    const body = await bodyOf(request);
    const card = { id: `card-${state.trello.cards.length + 1}`, idList: String(body.idList), name: String(body.name), desc: String(body.desc) };
    state.trello.cards.push(card);
    return send(response, 200, { ...card, shortUrl: `https://trello.example/c/${card.id}` });
  }
  send(response, 404, 'not found');
}

function typeform(state: FakeState, request: IncomingMessage, response: ServerResponse, url: URL): void {
  if (request.headers.authorization !== `Bearer ${FAKE_CREDENTIALS.typeformToken}`) {
    return send(response, 403, { code: 'AUTHENTICATION_FAILED', description: 'Authentication credentials not found on the Request Headers' });
  }
  const path = url.pathname.slice('/typeform'.length);
  if (path === '/forms') {
    const pageSize = Number(url.searchParams.get('page_size') ?? 10);
    const page = Number(url.searchParams.get('page') ?? 1);
    const items = state.typeform.forms.slice((page - 1) * pageSize, page * pageSize).map((form) => ({ id: form.id, title: form.title }));
    return send(response, 200, { total_items: state.typeform.forms.length, page_count: Math.max(1, Math.ceil(state.typeform.forms.length / pageSize)), items });
  }
  const responses = /^\/forms\/([^/]+)\/responses$/.exec(path);
  if (responses) {
    // Newest first; `before` a token answers what was submitted before that response.
    const all = [...(state.typeform.responses[responses[1]!] ?? [])].reverse();
    const before = url.searchParams.get('before');
    const from = before ? all.findIndex((item) => item.token === before) + 1 : 0;
    const items = all.slice(from, from + Number(url.searchParams.get('page_size') ?? 25));
    return send(response, 200, { total_items: all.length, page_count: 1, items });
  }
  const form = /^\/forms\/([^/]+)$/.exec(path);
  const found = form && state.typeform.forms.find((item) => item.id === form[1]);
  if (found) return send(response, 200, { id: found.id, title: found.title, fields: found.fields });
  send(response, 404, { code: 'FORM_NOT_FOUND', description: 'Non existing form with uid' });
}

async function quicktapsurvey(state: FakeState, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const call = url.pathname.slice('/qts/api-v1/'.length);
  const body = await bodyOf(request);
  if (call === 'login') {
    const valid = body.username === FAKE_CREDENTIALS.quicktapsurveyUser && body.password === FAKE_CREDENTIALS.quicktapsurveyPassword && body.apiKey === FAKE_CREDENTIALS.quicktapsurveyApiKey;
    if (!valid) return send(response, 200, { resultCode: 11, resultDescription: 'Login failed. Invalid username, password or API key.' });
    return send(response, 200, { resultCode: 10, resultDescription: 'Login successful.' }, { 'set-cookie': `${QTS_SESSION}; Path=/; HttpOnly` });
  }
  if (request.headers.cookie !== QTS_SESSION) return send(response, 200, { resultCode: 1, resultDescription: 'Not logged in.' });
  const pageSize = Number(body.pageSize ?? 25);
  const pageNumber = Number(body.pageNumber ?? 1);
  const page = <T>(items: T[]) => items.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  // As the API documents it: a page past the last is its own result code, not an empty page.
  const pastTheEnd = (items: unknown[]) => pageNumber < 1 || (pageNumber - 1) * pageSize >= items.length;
  if (call === 'listSurveys') {
    if (pastTheEnd(state.quicktapsurvey.surveys)) return send(response, 200, { resultCode: 22, resultDescription: 'List surveys: invalid page number or no more results.' });
    return send(response, 200, { resultCode: 20, resultDescription: 'List surveys successful.', surveyList: page(state.quicktapsurvey.surveys) });
  }
  if (call === 'getSurveyResponses') {
    const surveyId = Number(body.surveyId);
    if (!state.quicktapsurvey.questions[surveyId]) return send(response, 200, { resultCode: 33, resultDescription: 'Unauthorized survey.' });
    if (pastTheEnd(state.quicktapsurvey.responses[surveyId] ?? [])) return send(response, 200, { resultCode: 32, resultDescription: 'Get survey responses: invalid page number or no more results.' });
    return send(response, 200, {
      resultCode: 30,
      resultDescription: 'Get survey responses successful.',
      surveyId,
      pageNumber,
      questions: state.quicktapsurvey.questions[surveyId],
      responseFilters: [],
      responses: page(state.quicktapsurvey.responses[surveyId] ?? []),
    });
  }
  send(response, 404, { resultCode: 0, resultDescription: 'Unknown call.' });
}

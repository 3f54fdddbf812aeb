import { z } from 'zod';
import { callJson } from './outside-call';

export interface TrelloCredentials {
  apiUrl: string;
  /** The application's key (TRELLO_API_KEY) and the organisation's token. */
  key: string;
  token: string;
}

const named = z.array(z.object({ id: z.string(), name: z.string().default('') }));
const card = z.object({ id: z.string() }).loose();

/** Trello's REST API, signed with the key and token in the Authorization header (never in URLs, which get logged). */
export function trelloClient(credentials: TrelloCredentials) {
  const base = credentials.apiUrl.replace(/\/+$/, '');
  const headers = {
    authorization: `OAuth oauth_consumer_key="${credentials.key}", oauth_token="${credentials.token}"`,
    accept: 'application/json',
  };
  return {
    boards: async () => (await callJson(`${base}/members/me/boards?filter=open&fields=id,name`, { headers }, named)).data,
    lists: async (boardId: string) => (await callJson(`${base}/boards/${encodeURIComponent(boardId)}/lists?filter=open&fields=id,name`, { headers }, named)).data,
    createCard: async (listId: string, name: string, desc: string) =>
      (
        await callJson(
          `${base}/cards`,
          { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ idList: listId, name, desc, pos: 'bottom' }) },
          card,
        )
      ).data,
  };
}

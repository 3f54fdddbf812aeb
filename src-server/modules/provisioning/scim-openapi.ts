import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponseObject, ZodOpenApiResponsesObject } from 'zod-openapi';
import { SCIM_PAGE_MAX } from '#shared/schemas/provisioning.ts';
import { SCIM_CONTENT_TYPE, SCIM_ERROR_SCHEMA } from './scim-error';
import { SCIM_PATH } from './scim.http';

/**
 * The SCIM routes in the REST API's OpenAPI document (issue 35: every new route on the OpenAPI
 * page, with its auth). They live outside the façade's base path, so each path names its own
 * server; the schemas say what docs/scim.md says, as far as OpenAPI can.
 */

const USER_SCHEMA_ID = 'urn:ietf:params:scim:schemas:core:2.0:User';

const name = z.object({ givenName: z.string(), familyName: z.string(), formatted: z.string().optional() });

const scimUserIn = z
  .object({
    schemas: z.array(z.string()).meta({ description: `Must list ${USER_SCHEMA_ID}.` }),
    userName: z.string().meta({ description: "The person's e-mail address, unique on the site regardless of case." }),
    name,
    active: z.boolean().optional().meta({ description: 'false blocks the account (its sessions end at once); true by default.' }),
  })
  .meta({ id: 'ScimUserInput', description: 'A SCIM User (RFC 7643 §4.1). Attributes the site does not keep are dropped.' });

const scimUser = z
  .object({
    schemas: z.array(z.literal(USER_SCHEMA_ID)),
    id: z.string(),
    userName: z.string(),
    name,
    displayName: z.string(),
    active: z.boolean(),
    emails: z.array(z.object({ value: z.string(), primary: z.boolean() })),
    meta: z.object({ resourceType: z.literal('User'), created: z.string(), lastModified: z.string(), location: z.string() }),
  })
  .meta({ id: 'ScimUser' });

const listResponse = z
  .object({
    schemas: z.array(z.literal('urn:ietf:params:scim:api:messages:2.0:ListResponse')),
    totalResults: z.number().int(),
    startIndex: z.number().int(),
    itemsPerPage: z.number().int(),
    Resources: z.array(scimUser),
  })
  .meta({ id: 'ScimUserList' });

const patchOp = z
  .object({
    schemas: z.array(z.literal('urn:ietf:params:scim:api:messages:2.0:PatchOp')),
    Operations: z.array(z.object({ op: z.enum(['add', 'replace', 'remove']), path: z.string().optional(), value: z.unknown().optional() })),
  })
  .meta({ id: 'ScimPatchOp' });

const scimError = z
  .object({
    schemas: z.array(z.literal(SCIM_ERROR_SCHEMA)),
    status: z.string(),
    scimType: z.enum(['uniqueness', 'invalidFilter', 'invalidSyntax', 'invalidPath', 'invalidValue']).optional(),
    detail: z.string().meta({ description: 'The message key of the error catalogue (and the attribute it is about), or what the SCIM schema check found.' }),
  })
  .meta({ id: 'ScimError' });

const discovery = z.record(z.string(), z.unknown()).meta({ id: 'ScimDiscovery', description: 'As RFC 7643 §5–7 define it.' });

const json = (schema: z.ZodType) => ({ content: { [SCIM_CONTENT_TYPE]: { schema } } });
const idParameter = { path: z.object({ id: z.string() }) };

const REFUSALS: Record<number, string> = {
  400: 'Invalid resource, filter, query or PatchOp (scimType says which).',
  401: 'No API token, or an unknown, expired, revoked or other site\'s one.',
  403: 'The token lacks the provisioning scope, or its admin may not change that account.',
  404: 'No such account on this site.',
  409: 'Another account of the site has that userName (scimType uniqueness).',
  429: "The token's requests for this minute are spent (Retry-After).",
};

function responses(success: ZodOpenApiResponsesObject, refusals: number[]): ZodOpenApiResponsesObject {
  const answers: Record<string, ZodOpenApiResponseObject> = {};
  for (const status of [400, 401, 403, ...refusals, 429]) answers[status] = { description: REFUSALS[status]!, ...json(scimError) };
  answers['5XX'] = { description: 'A failure of the server or of a service it needs.', ...json(scimError) };
  return { ...success, ...answers };
}

function operation(operationId: string, summary: string, rest: Omit<ZodOpenApiOperationObject, 'operationId' | 'summary' | 'tags' | 'security'>): ZodOpenApiOperationObject {
  return { operationId, summary, tags: ['scim'], security: [{ apiToken: ['provisioning'] }], ...rest };
}

const servers = [{ url: SCIM_PATH, description: 'SCIM 2.0 provisioning (docs/scim.md), on the site\'s own address.' }];

export function scimOpenApiPaths(): ZodOpenApiPathsObject {
  const user = { 200: { description: 'The User.', ...json(scimUser) } };
  const discoveryAnswer = { 200: { description: 'The description.', ...json(discovery) } };
  return {
    '/Users': {
      servers,
      post: operation('scimCreateUser', 'Create an account (SCIM).', { requestBody: { required: true, ...json(scimUserIn) }, responses: responses({ 201: { description: 'The new User; Location names it.', ...json(scimUser) } }, [409]) }),
      get: operation('scimListUsers', 'List accounts, oldest first, or find one by userName (SCIM).', {
        requestParams: {
          query: z.object({
            filter: z.string().optional().meta({ description: 'Only `userName eq "…"`.' }),
            startIndex: z.number().int().optional().meta({ description: '1-based; default 1.' }),
            count: z.number().int().optional().meta({ description: `At most ${SCIM_PAGE_MAX}; default ${SCIM_PAGE_MAX}.` }),
          }),
        },
        responses: responses({ 200: { description: 'A page of Users.', ...json(listResponse) } }, []),
      }),
    },
    '/Users/{id}': {
      servers,
      get: operation('scimGetUser', 'Read an account (SCIM).', { requestParams: idParameter, responses: responses(user, [404]) }),
      put: operation('scimReplaceUser', "Replace an account's names, address and active (SCIM).", { requestParams: idParameter, requestBody: { required: true, ...json(scimUserIn) }, responses: responses(user, [404, 409]) }),
      patch: operation('scimPatchUser', 'Patch an account; active false blocks it and ends its sessions at once (SCIM).', { requestParams: idParameter, requestBody: { required: true, ...json(patchOp) }, responses: responses(user, [404, 409]) }),
      delete: operation('scimDeleteUser', 'Delete an account; what the person wrote stays, by "Former user" (SCIM).', { requestParams: idParameter, responses: responses({ 204: { description: 'Deleted.' } }, [404]) }),
    },
    '/ServiceProviderConfig': { servers, get: operation('scimServiceProviderConfig', 'What the SCIM service supports.', { responses: responses(discoveryAnswer, []) }) },
    '/ResourceTypes': { servers, get: operation('scimResourceTypes', 'The SCIM resource types (User).', { responses: responses(discoveryAnswer, []) }) },
    '/Schemas': { servers, get: operation('scimSchemas', 'The SCIM schemas, as the site keeps them.', { responses: responses(discoveryAnswer, []) }) },
  };
}

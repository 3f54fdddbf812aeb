import SCIMMY from 'scimmy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scimListQuery } from '#shared/schemas/provisioning.ts';
import { AppError } from '#server/errors/app-error.ts';
import { reportFailure } from '#server/errors/report-failure.ts';
import { describeError } from '#server/errors/describe-error.ts';
import { guardJsonBodies, refuseHostileJson } from '#server/http/json-guard.ts';
import { contextFromRequest } from '#server/http/request-context.ts';
import { bearerTransport } from '#server/modules/auth/session-transport.ts';
import { siteAddress } from '#server/modules/organisation/site-address.ts';
import { hygienicInput } from '#server/trpc/input-hygiene.ts';
import { requireViewer, type AppDeps, type AuthedContext } from '#server/trpc/context.ts';
import { createScimUser, deleteScimUser, listScimUsers, patchScimUser, readScimUserAccount, replaceScimUser, scimUserOf } from './provisioning.service';
import { SCIM_CONTENT_TYPE, ScimError, scimErrorOf } from './scim-error';
import { resourceTypes, schemas, serviceProviderConfig } from './scim-schema';

/** Where the SCIM service is, on each site's own address (RFC 7644 §3.13: /v2 names the version). */
export const SCIM_PATH = '/scim/v2';
const USERS_PATH = '/Users';

/** The only scope SCIM takes: a directory needs none other, and no other token reaches it. */
const PROVISIONING_SCOPE = 'provisioning';

/**
 * The SCIM routes (docs/scim.md): thin, each handing the body or query to the provisioning
 * service. The request scope (registered with API tokens) has made the token's admin the viewer;
 * here a request without a provisioning token is refused, and every failure answers in SCIM's
 * error format.
 */
export async function registerScimRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  // Directories send application/scim+json (RFC 7644 §3.1), some application/json; and some a
  // content type with no body at all (a DELETE).
  const json = scope.getDefaultJsonParser('error', 'error');
  guardJsonBodies(scope, (request, text, done) => (text.trim() === '' ? done(null, {}) : json(request, text, done)));
  scope.addContentTypeParser(SCIM_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    try {
      const text = body.toString();
      refuseHostileJson(text);
      done(null, text.trim() === '' ? {} : JSON.parse(text));
    } catch (error) {
      done(error instanceof AppError ? error : new ScimError(400, 'invalidSyntax', 'The body is not JSON'));
    }
  });
  scope.setErrorHandler((error, request, reply) => sendScimError(request, reply, error));
  scope.setNotFoundHandler((_request, reply) => sendScimError(_request, reply, new ScimError(404, undefined, 'No such SCIM endpoint')));

  scope.addHook('preHandler', async (request, reply) => {
    if (!request.apiToken) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('not-authenticated');
    }
    if (!request.apiToken.scopes.includes(PROVISIONING_SCOPE)) {
      reply.header('www-authenticate', `Bearer error="insufficient_scope", scope="${PROVISIONING_SCOPE}"`);
      throw new AppError('forbidden');
    }
  });

  const usersAddress = (ctx: AuthedContext) => `${siteAddress(ctx.site, deps.publicUrl)}${SCIM_PATH}${USERS_PATH}`;
  const context = (request: FastifyRequest) => requireViewer(contextFromRequest(request, deps, bearerTransport(deps.jwtKey)));
  const body = (request: FastifyRequest) => hygienicInput(request.body ?? {});
  const send = (reply: FastifyReply, status: number, payload: unknown) => reply.status(status).type(SCIM_CONTENT_TYPE).send(JSON.stringify(payload));

  scope.post(USERS_PATH, async (request, reply) => {
    const ctx = context(request);
    const person = await createScimUser(ctx, body(request));
    const resource = scimUserOf(person, usersAddress(ctx));
    return send(reply.header('location', resource.meta.location), 201, resource);
  });

  scope.get(USERS_PATH, async (request, reply) => {
    const ctx = context(request);
    const query = scimListQuery.parse({ ...(request.query as object) });
    const { items, total } = await listScimUsers(ctx, query);
    const address = usersAddress(ctx);
    const resources = items.map((person) => scimUserOf(person, address));
    return send(reply, 200, new SCIMMY.Messages.ListResponse(resources, { startIndex: query.startIndex, itemsPerPage: resources.length, totalResults: total }));
  });

  scope.get<{ Params: { id: string } }>(`${USERS_PATH}/:id`, async (request, reply) => {
    const ctx = context(request);
    return send(reply, 200, scimUserOf(await readScimUserAccount(ctx, request.params.id), usersAddress(ctx)));
  });

  scope.put<{ Params: { id: string } }>(`${USERS_PATH}/:id`, async (request, reply) => {
    const ctx = context(request);
    return send(reply, 200, scimUserOf(await replaceScimUser(ctx, request.params.id, body(request)), usersAddress(ctx)));
  });

  scope.patch<{ Params: { id: string } }>(`${USERS_PATH}/:id`, async (request, reply) => {
    const ctx = context(request);
    const person = await patchScimUser(ctx, request.params.id, body(request), usersAddress(ctx));
    return send(reply, 200, scimUserOf(person, usersAddress(ctx)));
  });

  scope.delete<{ Params: { id: string } }>(`${USERS_PATH}/:id`, async (request, reply) => {
    await deleteScimUser(context(request), request.params.id);
    return reply.status(204).send();
  });

  // Discovery (RFC 7644 §4), from scimmy's description of this service (scim-schema.ts).
  scope.get('/ServiceProviderConfig', async (_request, reply) => send(reply, 200, await serviceProviderConfig()));
  scope.get('/ResourceTypes', async (_request, reply) => send(reply, 200, await resourceTypes()));
  scope.get<{ Params: { id: string } }>('/ResourceTypes/:id', async (request, reply) => send(reply, 200, await resourceTypes(request.params.id)));
  scope.get('/Schemas', async (_request, reply) => send(reply, 200, await schemas()));
  scope.get<{ Params: { id: string } }>('/Schemas/:id', async (request, reply) => send(reply, 200, await schemas(request.params.id)));
}

function sendScimError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const { body, retryAfterSeconds } = scimErrorOf(fastifyFailure(error));
  if (!(error instanceof ScimError) && !(error instanceof SCIMMY.Types.Error)) reportFailure(request.log, error, describeError(error), 'scim request failed');
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply.status(Number(body.status)).type(SCIM_CONTENT_TYPE).send(JSON.stringify(body));
}

/** Fastify's own refusals (a body too large, an unknown content type, bad JSON) in SCIM's words. */
function fastifyFailure(error: unknown): unknown {
  const statusCode = (error as { statusCode?: number }).statusCode;
  if (error instanceof AppError || statusCode === undefined) return error;
  if (statusCode === 413) return new AppError('payload-too-large', { cause: error });
  if (statusCode === 415) return new AppError('unsupported-media-type', { cause: error });
  if (statusCode >= 400 && statusCode < 500) return new ScimError(400, 'invalidSyntax', (error as Error).message);
  return error;
}

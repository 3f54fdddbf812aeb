import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyRouteModules } from '#server/app.ts';
import { collectLegacyRoutes, type LegacyCall, type LegacyRoute } from '#server/legacy/legacy-routes.ts';
import type { User } from '#server/entities/user.entity.ts';
import { legacyRouteAccess, procedureAccess, type AccessTier, type TenantObject } from '#server/trpc/access-policy.ts';
import { createCampaignRow } from '../factories/campaign.factory';
import { hostFor } from '../factories/organisation.factory';
import { callerFor } from '../support/callers';
import { LEGACY_BASE, createTestApp } from '../support/http';
import { createPersonas, type Personas } from '../support/personas';
import { bearerFor } from '../support/upload';

/**
 * The façade's half of the authorization matrix (issue 22): every legacy route reaches a
 * declared procedure or is declared itself (src-server/trpc/access-policy.ts), and over HTTP
 * gives each persona below its tier the refusal the procedure gives: 401 not-authenticated
 * without a session, 403 user-not-active or forbidden with a Bearer token that is not enough.
 * What an admitted persona may do, and tenant isolation, are the procedure matrix's
 * (authorization-matrix.test.ts): the routes call the same procedures.
 */

const routes = collectLegacyRoutes(legacyRouteModules);
const keyOf = (route: Pick<LegacyRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** Path parameters that select a branch of the route; any other gets a guid. */
const PARAM_VALUES: Record<string, string> = { objectType: 'idea', nav: 'top', type: 'termsofservice' };
/** The site routes (`/users/organisation/{guid}`…) answer only for the site they are called on. */
const SITE_PARAM_ROUTES = /organisation(s)?\/:guid|campaigns-by-org\/:guid/;

const STOP = Symbol('recorded');

/** A caller that notes the first procedure called and goes no further. */
function recordingCaller(called: string[], path: string[] = []): unknown {
  return new Proxy(() => undefined, {
    get: (_target, key) => (typeof key === 'string' ? recordingCaller(called, [...path, key]) : undefined),
    apply: () => {
      called.push(path.join('.'));
      throw STOP;
    },
  });
}

/** The procedure a route calls first, found by running its handler on a recording caller. */
async function procedureOf(route: LegacyRoute): Promise<string | undefined> {
  const siteId = randomUUID();
  const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, PARAM_VALUES[name!] ?? siteId]));
  const called: string[] = [];
  const call = { caller: recordingCaller(called), ctx: { site: { id: siteId }, viewer: null, viewerFacts: null }, body: {}, query: {}, params, request: {} };
  try {
    await route.handler(call as unknown as LegacyCall);
  } catch (error) {
    // Handlers that decide before calling a procedure are declared in legacyRouteAccess.
    if (error !== STOP && called.length === 0) return undefined;
  }
  return called[0];
}

type Declared = { tier: AccessTier; via: string };

const REFUSALS: Record<AccessTier, { inactive?: string; participant?: string; orgAdmin?: string }> = {
  public: {},
  authed: {},
  active: { inactive: 'user-not-active' },
  orgAdmin: { inactive: 'forbidden', participant: 'forbidden' },
  superAdmin: { inactive: 'forbidden', participant: 'forbidden', orgAdmin: 'forbidden' },
};

describe('authorization matrix: the legacy façade', () => {
  const declared = new Map<string, Declared>();
  let app: FastifyInstance;
  let personas: Personas;
  let tokens: Record<'inactive' | 'participant' | 'orgAdmin', string>;
  beforeAll(async () => {
    for (const route of routes) {
      const own = legacyRouteAccess[keyOf(route)];
      const procedure = own && 'procedure' in own ? own.procedure : own ? undefined : await procedureOf(route);
      const access = own && 'tier' in own ? own : procedure ? procedureAccess[procedure] : undefined;
      if (access) declared.set(keyOf(route), { tier: access.tier, via: procedure ?? 'its own declaration' });
    }
    app = await createTestApp();
    personas = await createPersonas();
    const entries = await Promise.all(
      (['inactive', 'participant', 'orgAdmin'] as const).map(async (name) => [name, await bearerFor(name === 'inactive' ? personas.inactiveUser : personas[name])] as const),
    );
    tokens = Object.fromEntries(entries) as typeof tokens;
  });
  afterAll(() => app?.close());

  it('declares every route: through the procedure it calls or in legacyRouteAccess', () => {
    expect(routes.filter((route) => !declared.has(keyOf(route))).map(keyOf), 'routes calling no declared procedure and not in legacyRouteAccess').toEqual([]);
    const served = new Set(routes.map(keyOf));
    expect(Object.keys(legacyRouteAccess).filter((key) => !served.has(key)), 'declarations of routes that do not exist').toEqual([]);
  });

  it('declares in legacyRouteAccess only what the route itself decides', async () => {
    const discovered = await Promise.all(routes.map(async (route) => [keyOf(route), await procedureOf(route)] as const));
    const needless = discovered.filter(([key, procedure]) => procedure && legacyRouteAccess[key]).map(([key, procedure]) => `${key} calls ${procedure}`);
    expect(needless, 'routes that reach a declared procedure by themselves').toEqual([]);
  });

  const request = (route: LegacyRoute, authorization?: User | string) => {
    const url = `${LEGACY_BASE}${route.path.replace(/:(\w+)/g, (_match, name: string) => (SITE_PARAM_ROUTES.test(route.path) && name === 'guid' ? personas.org.id : (PARAM_VALUES[name] ?? randomUUID())))}`;
    const withBody = route.method === 'POST' || route.method === 'PUT';
    return app.inject({
      method: route.method,
      url,
      headers: {
        host: hostFor(personas.org),
        ...(withBody ? { 'content-type': 'application/json' } : {}),
        ...(typeof authorization === 'string' ? { authorization } : {}),
      },
      ...(withBody ? { payload: '{}' } : {}),
    });
  };

  it("refuses another organisation's rows on the routes that decide themselves", async () => {
    /** A row of each kind a probe names, on a site, by the identifier its routes take. */
    const rowsOf = async (organisation: Personas['org'], coach: User) => {
      const campaign = await createCampaignRow({ organisation, coach });
      const { stages } = await (await callerFor(coach)).caller.stages.savePipeline({ campaignSlug: campaign.slug, stages: [{ nameEn: 'Review', nameSv: 'Granskning', participantView: 'stage', reportsStatus: 'PUBLISHED' }] });
      return { campaign: campaign.slug, stage: stages[0]!.guid } as Record<TenantObject, string | undefined>;
    };
    const theirs = await rowsOf(personas.otherOrg, personas.outsider);
    const probes = Object.entries(legacyRouteAccess).flatMap(([key, access]) => ('objects' in access && access.objects ? Object.entries(access.objects).map(([field, kind]) => ({ key, field, kind })) : []));
    expect(probes.length).toBeGreaterThan(0);
    for (const { key, field, kind } of probes) {
      const route = routes.find((candidate) => keyOf(candidate) === key)!;
      const value = theirs[kind];
      if (!value) throw new Error(`${key}: no row of another organisation for ${kind}; add one here`);
      const url = `${LEGACY_BASE}${route.path.replace(`:${field}`, value)}`;
      for (const viewer of [personas.orgAdmin, personas.superAdmin]) {
        const answer = await app.inject({ method: route.method, url, headers: { host: hostFor(personas.org), authorization: await bearerFor(viewer) } });
        expect(answer.statusCode, `${key} with ${field} of another organisation: ${answer.body.slice(0, 200)}`).toBe(404);
      }
      const own = (await rowsOf(personas.org, personas.coach))[kind]!;
      const control = await app.inject({ method: route.method, url: `${LEGACY_BASE}${route.path.replace(`:${field}`, own)}`, headers: { host: hostFor(personas.org), authorization: await bearerFor(personas.orgAdmin) } });
      expect(control.statusCode, `${key} with the site's own ${kind}`).toBe(200);
    }
  });

  it.each(routes.map((route) => [keyOf(route), route] as const))('%s', async (key, route) => {
    const access = declared.get(key);
    if (!access) throw new Error(`${key} is not declared`);
    const anonymous = await request(route);
    const where = (who: string, body: string) => `${key} (${access.tier}, via ${access.via}) as ${who}: ${body.slice(0, 200)}`;
    expect(anonymous.statusCode, where('logged out', anonymous.body)).toBeLessThan(500);
    if (access.tier !== 'public') {
      expect({ status: anonymous.statusCode, error: anonymous.json().error }, where('logged out', anonymous.body)).toEqual({ status: 401, error: 'not-authenticated' });
    }
    for (const [who, code] of Object.entries(REFUSALS[access.tier]) as ['inactive' | 'participant' | 'orgAdmin', string][]) {
      const answer = await request(route, tokens[who]);
      expect({ status: answer.statusCode, error: answer.json().error }, where(who, answer.body)).toEqual({ status: 403, error: code });
    }
  });
});

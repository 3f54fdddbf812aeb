import type { ApiTokenScope } from '#shared/schemas/api-tokens.ts';
import type { LegacyRoute } from './legacy-routes';

/** The façade's groups (their modules) whose writes are ideas' and comments': what `ideas-write` allows. */
const IDEA_WRITING_GROUPS: ReadonlySet<string> = new Set(['idea', 'idea-admin', 'upvote', 'comment']);
/** The people admin's routes: people's records, labels and roles, read or written, only with `people-admin`. */
const PEOPLE_GROUP = 'people';
/** The webhook endpoints' routes (webhook.legacy.ts), read or written, only with `webhooks`. */
const WEBHOOK_GROUP = 'webhook';
/** A campaign's review (stages.legacy.ts, evaluation.legacy.ts): read with `read`, written only with `evaluation`. */
const EVALUATION_GROUPS: ReadonlySet<string> = new Set(['stages', 'evaluation', 'review']);

/**
 * The scope an API token needs for a route, or null where no token may go (signing in and out,
 * settings, campaigns' administration): what a token may do is listed here, not what it may not,
 * so a route added later is closed to tokens until it is placed.
 */
export function routeApiTokenScope(route: Pick<LegacyRoute, 'method' | 'group' | 'options'>): ApiTokenScope | null {
  if (route.group === PEOPLE_GROUP) return 'people-admin';
  if (route.group === WEBHOOK_GROUP) return 'webhooks';
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const reads = methods.every((method) => method === 'GET' || method === 'HEAD');
  if (reads) return route.options.changesState ? null : 'read';
  if (EVALUATION_GROUPS.has(route.group)) return 'evaluation';
  return IDEA_WRITING_GROUPS.has(route.group) ? 'ideas-write' : null;
}

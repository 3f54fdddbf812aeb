/**
 * Every path the browser client has a screen for, in the router's notation (`$name` is one path
 * segment). The server answers any other page with HTTP 404 (and the client's not-found page), so
 * crawlers and monitors see a missing page as missing; a unit test keeps this list equal to the
 * client router's.
 */
export const CLIENT_PATHS = [
  '/',
  '/login',
  '/signup',
  '/resetpassword/$token',
  '/reviews',
  '/reviews/$assignmentGuid',
  '/logout',
  '/user-verification/pending',
  '/user-verification/approved',
  '/user-verification/failed',
  '/profile',
  '/profile/edit',
  '/user/$guid',
  '/coach',
  '/coach/campaigns/$slug',
  '/coach/campaigns/$slug/brief',
  '/coach/campaigns/$slug/agreement',
  '/coach/campaigns/$slug/people',
  '/coach/campaigns/$slug/leaderboard',
  '/coach/campaigns/$slug/roadmap',
  '/coach/campaigns/$slug/statistics',
  '/coach/campaigns/$slug/duplicates',
  '/coach/campaigns/$slug/stages',
  '/coach/campaigns/$slug/stages/$stageGuid',
  '/coach/campaigns/$slug/stages/$stageGuid/consensus',
  '/coach/campaigns/$slug/edit',
  '/coach/campaign/create',
  '/$username/campaign/create',
  '/new-idea',
  '/campaign/$slug/new-idea',
  '/ideas/$guid',
  '/ideas/$guid/edit',
  '/tag/$tagslug',
  '/invitations/$guid',
  '/invitations/campaign/$secret',
  '/file/$guid',
  '/page/$slug',
  '/agreement/$guid',
  '/accessibility',
  '/styleguide',
  '/organisation/admin',
  '/organisation/admin/files',
  '/organisation/admin/files/edit/$guid',
  '/organisation/admin/hunts',
  '/organisation/admin/ideas',
  '/organisation/admin/ideas/edit/$guid',
  '/organisation/admin/integrations',
  '/organisation/admin/settings',
  '/organisation/admin/super-settings',
  '/organisation/admin/pages',
  '/organisation/admin/pages/edit/$guid',
  '/organisation/admin/menus',
  '/organisation/admin/menus/edit/$navOrGuid',
  '/organisation/admin/partners',
  '/organisation/admin/registration-fields',
  '/organisation/admin/partners/create',
  '/organisation/admin/partners/edit/$guid',
  '/organisation/admin/agreements',
  '/organisation/admin/agreements/create',
  '/organisation/admin/agreements/edit/$guid',
  '/organisation/admin/users',
  '/organisation/admin/users/edit/$guid',
  '/organisation/admin/audit-log',
  '/organisation/admin/api-tokens',
  '/organisation/admin/stage-templates',
  '/organisation/admin/scorecard-templates',
  '/organisation/admin/webhooks',
  '/organisation/admin/stats',
  '/admin',
  '/admin/campaigns',
  '/admin/sites',
  '/admin/sites/add',
  '/admin/sites/$slug',
] as const;

function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // The router ignores case and a trailing slash, so the server does too.
  return new RegExp(`^/${segments.join('/')}${segments.length > 0 ? '/?' : ''}$`, 'i');
}

const PATTERNS = CLIENT_PATHS.map((path) => ({ path, pattern: patternOf(path) }));

/** The client's screen at this path (without its query), in the router's notation, if it has one. */
export function clientPathOf(pathname: string): (typeof CLIENT_PATHS)[number] | undefined {
  return PATTERNS.find(({ pattern }) => pattern.test(pathname))?.path;
}

/** Whether the client has a screen at this path (without its query). */
export function isClientPath(pathname: string): boolean {
  return clientPathOf(pathname) !== undefined;
}

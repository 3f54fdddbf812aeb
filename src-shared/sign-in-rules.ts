import type { OrganisationSettings } from './schemas/organisation';

/** The ways a site lets people sign in (its login and signup screens offer exactly these). */
export type LoginSource = 'local' | 'oauth2' | 'google' | 'facebook' | 'oidc';

/** What the sign-in rules read of a site's settings (the public settings carry it too). */
export type SignInSettings = Pick<OrganisationSettings, 'enableLocal' | 'enableOauth2' | 'enableGoogle' | 'enableFacebook' | 'enableOidc'> & {
  externalLoginSources: { oidc: Pick<OrganisationSettings['externalLoginSources']['oidc'], 'providerOnly'> };
};

/**
 * The ways a site lets people sign in. A site that signs in with its OpenID Connect provider only
 * offers nothing else, whatever the other switches say: the server refuses the rest, the screens
 * hide them, and switching the mode off brings back what was set before.
 */
export function enabledLoginSources(settings: SignInSettings): LoginSource[] {
  if (settings.enableOidc && settings.externalLoginSources.oidc.providerOnly) return ['oidc'];
  const sources: LoginSource[] = [];
  if (settings.enableLocal) sources.push('local');
  if (settings.enableOauth2) sources.push('oauth2');
  if (settings.enableGoogle) sources.push('google');
  if (settings.enableFacebook) sources.push('facebook');
  if (settings.enableOidc) sources.push('oidc');
  return sources;
}

/** Whether the site takes e-mail and password: login, signup and password reset. */
export function isPasswordSignInEnabled(settings: SignInSettings): boolean {
  return enabledLoginSources(settings).includes('local');
}

/** A listed domain as people write it: "example.com", "@example.com" or "*.example.com". */
function normalizedDomain(entry: string): string {
  return entry.trim().toLowerCase().replace(/^\*?\.|^@/, '');
}

/**
 * With the domain filter on, new accounts need an address at one of the listed domains or a
 * subdomain of one (staff.example.com passes example.com). An empty list admits nobody: the
 * filter was switched on to restrict, and the settings form asks for domains.
 */
export function isEmailDomainAllowed(email: string, settings: Pick<OrganisationSettings, 'activateDomainFilter' | 'domainFilters'>): boolean {
  if (!settings.activateDomainFilter) return true;
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return settings.domainFilters.map(normalizedDomain).some((allowed) => allowed !== '' && (domain === allowed || domain.endsWith(`.${allowed}`)));
}

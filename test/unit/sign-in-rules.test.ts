import { describe, expect, it } from 'vitest';
import { enabledLoginSources, isEmailDomainAllowed, isPasswordSignInEnabled, type SignInSettings } from '#shared/sign-in-rules.ts';

describe('isEmailDomainAllowed', () => {
  const on = (domainFilters: string[]) => ({ activateDomainFilter: true, domainFilters });

  it('admits everyone while the filter is off, whatever is listed', () => {
    expect(isEmailDomainAllowed('a@anywhere.example', { activateDomainFilter: false, domainFilters: ['acme.example'] })).toBe(true);
  });

  it.each([
    ['a@acme.example', ['acme.example'], true],
    ['a@ACME.Example', ['acme.example'], true],
    ['a@staff.acme.example', ['@acme.example'], true],
    ['a@acme.example', ['*.acme.example'], true],
    ['a@notacme.example', ['acme.example'], false],
    ['a@acme.example.evil', ['acme.example'], false],
    ['a@acme.example', [], false],
    ['a@acme.example', ['  '], false],
  ])('%s with %j → %s', (email, domainFilters, allowed) => {
    expect(isEmailDomainAllowed(email, on(domainFilters))).toBe(allowed);
  });
});

function sources(on: Partial<Omit<SignInSettings, 'externalLoginSources'>>, providerOnly = false): SignInSettings {
  return { enableLocal: false, enableOauth2: false, enableGoogle: false, enableFacebook: false, enableOidc: false, ...on, externalLoginSources: { oidc: { providerOnly } } };
}

describe('enabledLoginSources', () => {
  it('lists the sources the site switched on, local first', () => {
    expect(enabledLoginSources(sources({ enableLocal: true, enableGoogle: true }))).toEqual(['local', 'google']);
    expect(enabledLoginSources(sources({ enableOauth2: true, enableFacebook: true }))).toEqual(['oauth2', 'facebook']);
    expect(enabledLoginSources(sources({ enableLocal: true, enableOidc: true }))).toEqual(['local', 'oidc']);
  });

  it('offers the OpenID Connect provider alone when the site signs in with it only, whatever else is on', () => {
    const providerOnly = sources({ enableLocal: true, enableGoogle: true, enableOauth2: true, enableOidc: true }, true);
    expect(enabledLoginSources(providerOnly)).toEqual(['oidc']);
    expect(isPasswordSignInEnabled(providerOnly)).toBe(false);
    // The mode means nothing while the provider itself is off.
    expect(enabledLoginSources(sources({ enableLocal: true }, true))).toEqual(['local']);
    expect(isPasswordSignInEnabled(sources({ enableLocal: true }, true))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { enabledLoginSources, isEmailDomainAllowed } from '#shared/sign-in-rules.ts';

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

describe('enabledLoginSources', () => {
  it('lists the sources the site switched on, local first', () => {
    expect(enabledLoginSources({ enableLocal: true, enableOauth2: false, enableGoogle: true, enableFacebook: false })).toEqual(['local', 'google']);
    expect(enabledLoginSources({ enableLocal: false, enableOauth2: true, enableGoogle: false, enableFacebook: true })).toEqual(['oauth2', 'facebook']);
  });
});

import { describe, expect, it } from 'vitest';
import { huntBriefHref, type HuntSiteAddress } from '#client/features/admin-hunts/hunt-brief-href.ts';
import { huntsSearch, pageSearch, sortSearch } from '#client/features/admin-hunts/hunts-search.ts';
import { reportedHeight } from '#client/features/campaign/custom-code-frame.tsx';

const site = (overrides: Partial<HuntSiteAddress> = {}): HuntSiteAddress => ({ subdomain: null, publicUrl: null, isDefault: false, isCurrent: false, ...overrides });
const defaultSite = site({ isDefault: true, isCurrent: true });
const here = { protocol: 'http:', host: 'localhost:3200' };

describe('huntBriefHref', () => {
  it('stays in the app for hunts of the site being viewed', () => {
    expect(huntBriefHref('clean-air', undefined, here)).toEqual({ kind: 'internal', slug: 'clean-air' });
    expect(huntBriefHref('clean-air', site({ isCurrent: true, subdomain: 'acme' }), here, defaultSite)).toEqual({ kind: 'internal', slug: 'clean-air' });
  });

  it("opens another site's hunt on that site's subdomain of the bare host", () => {
    expect(huntBriefHref('ren-luft', site({ subdomain: 'sverige' }), here, defaultSite)).toEqual({ kind: 'external', href: 'http://sverige.localhost:3200/coach/campaigns/ren-luft/brief' });
    const onSubsite = { protocol: 'https:', host: 'acme.ideas.example' };
    const acme = site({ subdomain: 'acme', isCurrent: true });
    expect(huntBriefHref('x', site({ subdomain: 'beta' }), onSubsite, acme)).toEqual({ kind: 'external', href: 'https://beta.ideas.example/coach/campaigns/x/brief' });
    expect(huntBriefHref('x', site({ isDefault: true }), onSubsite, acme)).toEqual({ kind: 'external', href: 'https://ideas.example/coach/campaigns/x/brief' });
  });

  it("prefers the site's own public URL, and encodes the slug", () => {
    expect(huntBriefHref('a b', site({ subdomain: 'beta', publicUrl: 'https://ideas.customer.example/' }), here, defaultSite)).toEqual({
      kind: 'external',
      href: 'https://ideas.customer.example/coach/campaigns/a%20b/brief',
    });
    expect(huntBriefHref('x', site({ subdomain: 'beta', publicUrl: 'javascript:alert(1)' }), here, defaultSite)).toEqual({ kind: 'external', href: 'http://beta.localhost:3200/coach/campaigns/x/brief' });
  });

  it('gives no link when the address cannot be told', () => {
    expect(huntBriefHref('x', site(), here, defaultSite)).toBeNull();
    const byUrl = site({ publicUrl: 'https://ideas.customer.example', isCurrent: true });
    expect(huntBriefHref('x', site({ subdomain: 'beta' }), { protocol: 'https:', host: 'ideas.customer.example' }, byUrl)).toBeNull();
  });
});

describe('hunts list URL', () => {
  it('reads ?page and ?sort, and falls back on anything else', () => {
    expect(huntsSearch({ page: 2, sort: 'name' })).toEqual({ page: 2, sort: 'name' });
    expect(huntsSearch({ page: 0, sort: 'rating' })).toEqual({ page: undefined, sort: undefined });
    expect(huntsSearch({ page: 'x' })).toEqual({ page: undefined });
  });

  it('keeps defaults out of the URL and starts a new sort on page 1', () => {
    expect(sortSearch('endDate')).toEqual({ sort: undefined, page: undefined });
    expect(sortSearch('name')).toEqual({ sort: 'name', page: undefined });
    expect(pageSearch(1)).toBeUndefined();
    expect(pageSearch(3)).toBe(3);
  });
});

describe('reportedHeight', () => {
  it('takes a height message, clamped, and ignores everything else', () => {
    expect(reportedHeight({ type: 'campaign-code-height', height: 321.2 })).toBe(322);
    expect(reportedHeight({ type: 'campaign-code-height', height: 0 })).toBe(48);
    expect(reportedHeight({ type: 'campaign-code-height', height: 1e9 })).toBe(1200);
    expect(reportedHeight({ type: 'campaign-code-height', height: '500' })).toBeNull();
    expect(reportedHeight({ type: 'other', height: 500 })).toBeNull();
    expect(reportedHeight('campaign-code-height')).toBeNull();
    expect(reportedHeight(null)).toBeNull();
  });
});

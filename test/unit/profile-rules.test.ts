import { describe, expect, it } from 'vitest';
import { addInterests, interestSlug, isTagEntryKey } from '#client/features/profile/interest-tags.ts';
import { canSeeIdeasOf, canSeeProfile } from '#server/modules/profile/profile.policy.ts';
import { COUNTRY_CODES, countryName, countryOptions, isCountryCode } from '#shared/countries.ts';
import { imageFitsCrop, uploadRules } from '#shared/upload-rules.ts';

describe('the country list (spec 3 §3: about 240, two-letter codes)', () => {
  it('holds every assigned ISO 3166-1 code once, each with a name in both site languages', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(countryName(code, 'en')).not.toBe(code);
      expect(countryName(code, 'sv')).not.toBe(code);
    }
  });

  it('names countries in the language asked for, sorted as that language sorts', () => {
    expect([countryName('SE', 'en'), countryName('SE', 'sv'), countryName('DE', 'sv')]).toEqual(['Sweden', 'Sverige', 'Tyskland']);
    const swedish = countryOptions('sv').map((country) => country.name);
    // Å, Ä and Ö come last in Swedish, after Z.
    expect(swedish.indexOf('Österrike')).toBeGreaterThan(swedish.indexOf('Zimbabwe'));
    expect(countryOptions('en')[0]).toEqual({ code: 'AF', name: 'Afghanistan' });
  });

  it('knows only listed codes', () => {
    expect(['SE', 'AX', 'ZW'].every(isCountryCode)).toBe(true);
    expect(['XX', 'se', 'SWE', '', null].some(isCountryCode)).toBe(false);
  });
});

describe('interests typed as tags (spec 3 §5)', () => {
  it('makes the slug the lower-cased name with dots as hyphens', () => {
    expect(interestSlug(' Node.JS ')).toBe('node-js');
    expect(interestSlug('Open data')).toBe('open data');
  });

  it('ends a tag on Tab, Enter or comma only', () => {
    expect(['Tab', 'Enter', ','].every(isTagEntryKey)).toBe(true);
    expect([' ', ';', 'Escape', 'a'].some(isTagEntryKey)).toBe(false);
  });

  it('adds each comma-separated name once, trimmed, never twice by slug, and nothing past the cap', () => {
    expect(addInterests([], ' Bikes , Solar,, ', 30)).toEqual(['Bikes', 'Solar']);
    expect(addInterests(['node.js'], 'Node-JS, NODE.JS', 30)).toEqual(['node.js']);
    expect(addInterests(['a', 'b'], 'c, d', 3)).toEqual(['a', 'b', 'c']);
    expect(addInterests(['a', 'b', 'c'], 'd', 3)).toEqual(['a', 'b', 'c']);
  });
});

describe('cropped images on the server', () => {
  const profile = uploadRules.profileImage.crop;
  const logo = uploadRules.siteLogo.crop;

  it('takes a profile image only at exactly 400×400', () => {
    expect(imageFitsCrop(profile, 400, 400)).toBe(true);
    for (const [width, height] of [
      [600, 300],
      [800, 800],
      [399, 399],
      [400, 401],
    ]) expect(imageFitsCrop(profile, width!, height!)).toBe(false);
  });

  it('takes other crops at their ratio, give or take rounding, within their sizes', () => {
    expect(imageFitsCrop(logo, 800, 200)).toBe(true);
    expect(imageFitsCrop(logo, 797, 200)).toBe(true);
    expect(imageFitsCrop(logo, 780, 200)).toBe(false);
    expect(imageFitsCrop(logo, 1600, 400)).toBe(false);
    expect(imageFitsCrop(uploadRules.siteHero.crop, 999, 500)).toBe(false);
  });
});

describe('who sees what of a profile (spec 3 §6)', () => {
  const person = { id: 'person', status: 'active' as const };
  const member = { id: 'member', status: 'active' as const, roles: [], isOrgAdmin: false, orgRole: 'member' };
  const orgAdmin = { ...member, id: 'org-admin', isOrgAdmin: true };
  const superAdmin = { ...member, id: 'super', roles: ['admin'] };

  it('shows the ideas to the person, org admins and super admins only', () => {
    expect(canSeeIdeasOf({ ...member, id: 'person' }, person)).toBe(true);
    expect(canSeeIdeasOf(orgAdmin, person)).toBe(true);
    expect(canSeeIdeasOf(superAdmin, person)).toBe(true);
    expect(canSeeIdeasOf(member, person)).toBe(false);
    expect(canSeeIdeasOf(null, person)).toBe(false);
  });

  it('shows anyone a profile, except one waiting to be deleted, which only admins find', () => {
    expect(canSeeProfile(null, person)).toBe(true);
    expect(canSeeProfile(null, { ...person, status: 'blocked' })).toBe(true);
    expect(canSeeProfile(member, { ...person, status: 'pendingDelete' })).toBe(false);
    expect(canSeeProfile(orgAdmin, { ...person, status: 'pendingDelete' })).toBe(true);
  });
});

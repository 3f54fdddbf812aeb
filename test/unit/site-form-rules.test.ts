import { describe, expect, it } from 'vitest';
import { siteCreateInput, subdomainOfName, SUBDOMAIN_PATTERN } from '#shared/schemas/sites.ts';
import { siteAddressPreview } from '#client/features/super-admin-sites/site-address-preview.ts';

describe('a site\'s subdomain from its name (spec 2 §5)', () => {
  it('is the lowercased name as one host-name label', () => {
    expect(subdomainOfName('Acme')).toBe('acme');
    expect(subdomainOfName('Acme Ideas 2027')).toBe('acme-ideas-2027');
    expect(subdomainOfName('  Göteborgs Stad  ')).toBe('goteborgs-stad');
    expect(subdomainOfName('Åre & Östersund!')).toBe('are-ostersund');
    expect(subdomainOfName('---')).toBe('');
  });

  it('always passes the subdomain rule when it is not empty, even from a long name', () => {
    for (const name of ['x'.repeat(200), `${'a'.repeat(62)} b`, 'Ünïcödé — naïve café', '9 lives']) {
      const subdomain = subdomainOfName(name);
      expect(subdomain.length).toBeLessThanOrEqual(63);
      expect(SUBDOMAIN_PATTERN.test(subdomain)).toBe(true);
    }
  });
});

describe('the site form schema', () => {
  const valid = {
    name: 'Acme',
    subdomain: 'Acme',
    publicUrl: '',
    language: 'en',
    premium: false,
    assets: { logo: '', footerlogo: '', hero: '', heromobile: '' },
    admin: { email: 'a@acme.example.com', firstName: 'A', lastName: 'B' },
  } as const;

  it('lowercases the subdomain and takes an origin as the own address', () => {
    expect(siteCreateInput.parse({ ...valid, publicUrl: 'https://ideas.acme.example.com/' })).toMatchObject({ subdomain: 'acme', publicUrl: 'https://ideas.acme.example.com/' });
  });

  it('names the message key of each refused field', () => {
    const codeOf = (overrides: object) => siteCreateInput.safeParse({ ...valid, ...overrides }).error?.issues[0]?.message;
    expect(codeOf({ subdomain: 'a_b' })).toBe('PLEASE_ENTER_A_VALID_SUBDOMAIN');
    expect(codeOf({ subdomain: 'a'.repeat(64) })).toBe('PLEASE_ENTER_A_VALID_SUBDOMAIN');
    expect(codeOf({ publicUrl: 'https://acme.example.com/ideas' })).toBe('PLEASE_ENTER_A_VALID_URL');
    expect(codeOf({ publicUrl: 'javascript:alert(1)' })).toBe('PLEASE_ENTER_A_VALID_URL');
    expect(codeOf({ name: '' })).toBe('ERROR_REQUIRED');
  });
});

describe('the address a site form previews', () => {
  it('is the own address when valid, else the subdomain under the platform host', () => {
    expect(siteAddressPreview({ subdomain: 'acme', publicUrl: '' }, 'https://ideahunt.example.com')).toBe('https://acme.ideahunt.example.com');
    expect(siteAddressPreview({ subdomain: 'acme', publicUrl: 'https://ideas.acme.se/' }, 'http://localhost:3000')).toBe('https://ideas.acme.se');
    expect(siteAddressPreview({ subdomain: 'acme', publicUrl: 'not a url' }, 'http://localhost:3000')).toBe('http://acme.localhost:3000');
    expect(siteAddressPreview({ subdomain: '', publicUrl: '' }, 'http://localhost:3000')).toBe('http://….localhost:3000');
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../factories/organisation.factory';
import { createTestApp } from '../support/http';

/** Each RFC 9116 field of a security.txt, by name. */
function fields(body: string): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const line of body.split('\n').filter(Boolean)) {
    const [name, ...value] = line.split(': ');
    byName.set(name!, [...(byName.get(name!) ?? []), value.join(': ')]);
  }
  return byName;
}

describe('/.well-known/security.txt (RFC 9116)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    await createOrganisation({ subdomain: null, isDefault: true, name: 'Default site' });
    await createOrganisation({ subdomain: 'sverige', language: 'sv', name: 'Sverige' });
    await createOrganisation({ publicUrl: 'https://ideas.customer.example/', name: 'Own address' });
  });
  afterAll(() => app.close());

  // Sites' addresses come from the platform's (PUBLIC_URL, test/support/callers.ts), not from the request's Host.
  it.each([
    ['example.test', 'http://example.test:3000'],
    ['sverige.example.test', 'http://sverige.example.test:3000'],
    ['ideas.customer.example', 'https://ideas.customer.example'],
  ])('on %s names that site as canonical and links the published policy there', async (host, base) => {
    const response = await app.inject({ method: 'GET', url: '/.well-known/security.txt', headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const txt = fields(response.body);
    expect(txt.get('Contact')).toEqual(['mailto:security@example.test']);
    expect(txt.get('Preferred-Languages')).toEqual(['en, sv']);
    expect(txt.get('Canonical')).toEqual([`${base}/.well-known/security.txt`]);
    expect(txt.get('Policy')).toEqual([`${base}/security-policy.md`]);
    // One Expires, in the future and less than a year ahead (RFC 9116 2.5.5).
    const expires = Date.parse(txt.get('Expires')?.[0] ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
    expect([...txt.keys()].sort()).toEqual(['Canonical', 'Contact', 'Expires', 'Policy', 'Preferred-Languages']);

    const policy = await app.inject({ method: 'GET', url: '/security-policy.md', headers: { host } });
    expect(policy.statusCode).toBe(200);
    expect(policy.body).toMatch(/^# Security\n/);
    expect(policy.body).toContain('/.well-known/security.txt');
  });

  it('publishes the accessibility report the statement links', async () => {
    const report = await app.inject({ method: 'GET', url: '/accessibility-report.md', headers: { host: 'sverige.example.test' } });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(report.body).toMatch(/^# Accessibility/);
  });

  it('names the configured contact', async () => {
    const configured = await createTestApp({ securityContact: 'https://security.example.org/report' });
    try {
      const response = await configured.inject({ method: 'GET', url: '/.well-known/security.txt', headers: { host: 'example.test' } });
      expect(fields(response.body).get('Contact')).toEqual(['https://security.example.org/report']);
    } finally {
      await configured.close();
    }
  });

  it('is not served for a host that is no site', async () => {
    const response = await app.inject({ method: 'GET', url: '/.well-known/security.txt', headers: { host: 'unknown.example.net' } });
    expect(response.statusCode).toBe(421);
  });
});

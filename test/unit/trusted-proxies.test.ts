import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, parseTrustedProxies } from '#server/net/trusted-proxies.ts';

describe('TRUST_PROXY', () => {
  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['yes', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, ::1, fd00::/8', ['10.0.0.0/8', '::1', 'fd00::/8']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustedProxies(value)).toEqual(expected);
  });

  it.each(['every', '10.0.0.0/33', '10.0.0.1, nope', '999'])('refuses %j', (value) => {
    expect(parseTrustedProxies(value)).toBeNull();
  });

  it('trusts exactly that many hops, never every one', () => {
    const trust = fastifyTrustProxy(1);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect(trust('192.0.2.1', 0)).toBe(true);
    expect(trust('192.0.2.1', 1)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hostnameOf } from '#server/modules/organisation/organisation.service.ts';

describe('hostnameOf', () => {
  it.each([
    ['Acme.Example.com:3000', 'acme.example.com'],
    ['localhost', 'localhost'],
    ['[::1]:3000', '::1'],
    ['127.0.0.1:80', '127.0.0.1'],
    [undefined, ''],
  ])('reads %j as %j', (header, expected) => {
    expect(hostnameOf(header)).toBe(expected);
  });
});

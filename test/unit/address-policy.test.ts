import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '#server/net/address-policy.ts';

describe('isPublicAddress: where a site admin may make the server connect', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback, end of 127/8'],
    ['10.0.0.1', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12, its end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'link-local: cloud metadata'],
    ['100.64.0.1', 'carrier-grade NAT 100.64/10'],
    ['100.127.255.255', 'carrier-grade NAT, its end'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '0/8'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['febf::1', 'IPv6 link-local, end of fe80::/10'],
    ['fc00::1', 'unique-local fc00::/7'],
    ['fd12:3456::1', 'unique-local fd00::/8'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata address'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['::127.0.0.1', 'IPv4-compatible loopback, dotted'],
    ['::a9fe:a9fe', 'IPv4-compatible metadata address'],
    ['::ffff:0:7f00:1', 'SIIT-translated loopback'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 metadata address'],
    ['2002:7f00:1::', '6to4 (embeds an IPv4 address)'],
    ['not-an-address', 'no address at all'],
    ['', 'empty'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['93.184.216.34', 'public IPv4'],
    ['8.8.8.8', 'public IPv4'],
    ['172.32.0.1', 'just past 172.16/12'],
    ['100.128.0.1', 'just past 100.64/10'],
    ['169.255.0.1', 'just past 169.254/16'],
    ['2606:4700:4700::1111', 'public IPv6'],
    ['::ffff:93.184.216.34', 'IPv4-mapped public'],
    ['::ffff:5db8:d822', 'IPv4-mapped public in hex'],
  ])('allows %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

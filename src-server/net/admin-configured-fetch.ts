import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';
import { isPublicAddress } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name stands for. */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system's resolver, as the server's own connections use it. */
export const systemResolve: ResolveHost = (hostname) => lookup(hostname, { all: true });

/** The server refused to call an address a site admin configured. */
export class RefusedAddress extends Error {
  override name = 'RefusedAddress';
}

/**
 * How the server calls addresses a site admin configured (the site's own OAuth2 provider's
 * token and profile endpoints), so an admin cannot make it call what only it can reach: cloud
 * metadata, services on localhost, the private network (issue 22).
 */
export interface AdminConfiguredAccess {
  /** OAUTH2_ALLOW_PRIVATE_HOSTS: http and any address, for development and the tests' local fake provider. */
  readonly allowPrivateHosts: boolean;
  /**
   * Whether the URL may be saved: https, and (with `resolve`) a host that resolves, only to
   * public addresses. The resolution can change afterwards; fetch checks again when it connects.
   */
  isAllowedUrl(url: string, options: { resolve: boolean }): Promise<boolean>;
  /** A fetch that connects only to public addresses and follows no redirect. */
  fetch(url: string, init: RequestInit): Promise<Response>;
}

const withoutBrackets = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

function isAllowedProtocol(url: URL, allowPrivateHosts: boolean): boolean {
  return url.protocol === 'https:' || (allowPrivateHosts && url.protocol === 'http:');
}

/**
 * The lookup a connection makes: refused unless every address the name resolves to is public.
 * It runs when the socket connects, so a name that resolved to a public address when the URL was
 * saved (or a moment ago) and now resolves to a private one (DNS rebinding) is refused too.
 */
function publicOnlyLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.length === 0 ? hostname : addresses.find((entry) => !isPublicAddress(entry.address))?.address;
        if (refused !== undefined) return callback(new RefusedAddress(`${hostname} resolves to ${refused}, which is not a public address`), '', 0);
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

export function adminConfiguredAccess(options: { allowPrivateHosts: boolean; resolve?: ResolveHost }): AdminConfiguredAccess {
  const { allowPrivateHosts, resolve = systemResolve } = options;
  const connect = buildConnector({ lookup: publicOnlyLookup(resolve) });
  const dispatcher = new Agent({
    // Node connects to an address literal without a lookup: such a host is checked here.
    connect: (connectOptions, callback) => {
      const host = withoutBrackets(connectOptions.hostname);
      if (isIP(host) && !isPublicAddress(host)) return callback(new RefusedAddress(`${host} is not a public address`), null);
      return connect(connectOptions, callback);
    },
  });

  return {
    allowPrivateHosts,
    async isAllowedUrl(value, { resolve: mustResolve }) {
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return false;
      }
      if (!isAllowedProtocol(url, allowPrivateHosts)) return false;
      if (allowPrivateHosts || !mustResolve) return true;
      const host = withoutBrackets(url.hostname);
      if (isIP(host)) return isPublicAddress(host);
      const addresses = await resolve(host).catch(() => []);
      return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address));
    },
    async fetch(url, init) {
      if (!isAllowedProtocol(new URL(url), allowPrivateHosts)) throw new RefusedAddress(`${new URL(url).protocol} is not https:`);
      // A redirect would lead the request to an address nobody checked at save time.
      const request = { ...init, redirect: 'error' as const };
      if (allowPrivateHosts) return fetch(url, request);
      // The dispatcher goes with the fetch of its own undici package: Node's global fetch is
      // another undici, whose dispatch calls this Agent refuses on Node 26 ("invalid onError
      // method"), so every call failed there. The two Response classes differ only in their types.
      return undiciFetch(url, { ...request, dispatcher } as Parameters<typeof undiciFetch>[1]) as unknown as Promise<Response>;
    },
  };
}

/** Whether a failed call failed because the server refused the address (fetch wraps it as the cause). */
export function isRefusedAddress(error: unknown): boolean {
  return error instanceof RefusedAddress || (error instanceof Error && error.cause instanceof RefusedAddress);
}

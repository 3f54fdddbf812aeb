import type { IssuedSession } from './session.service';
import { signLegacyToken } from './legacy-token';

/** What a client receives besides the cookie when it signs in. */
export interface DeliveredCredentials {
  /** Present only for legacy clients; browsers never see their token. */
  JWT?: string;
}

/**
 * How sessions reach one kind of client. The browser gets an httpOnly cookie; a legacy client
 * gets a JWT in the response body. The procedures stay the same for both.
 */
export interface SessionTransport {
  readonly kind: 'browser' | 'bearer';
  deliver(issued: IssuedSession): Promise<DeliveredCredentials>;
  clear(): void;
}

export interface CookieWriter {
  set(name: string, value: string, options: { expires: Date; secure: boolean }): void;
  clear(name: string, options: { secure: boolean }): void;
}

/** `__Host-` needs Secure; plain-HTTP hosts other than localhost get an unprefixed cookie. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-session' : 'session';
}

export const SESSION_COOKIE_NAMES = [sessionCookieName(true), sessionCookieName(false)] as const;

export function browserTransport(cookies: CookieWriter, secure: boolean): SessionTransport {
  return {
    kind: 'browser',
    async deliver(issued) {
      cookies.set(sessionCookieName(secure), issued.token, { expires: issued.expiresAt, secure });
      return {};
    },
    clear() {
      cookies.clear(sessionCookieName(secure), { secure });
    },
  };
}

export function bearerTransport(jwtKey: Uint8Array): SessionTransport {
  return {
    kind: 'bearer',
    async deliver(issued) {
      return { JWT: await signLegacyToken(jwtKey, issued.token, issued.expiresAt) };
    },
    clear() {
      // The client drops its JWT; deleting the session row already revoked it.
    },
  };
}

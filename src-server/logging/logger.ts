import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** Path segments that are secrets themselves: what follows them in a URL is a key to something. */
const SECRET_SEGMENT = /(\/(?:resetpassword|invitations\/campaign)\/)[^/?#]+/gi;
/** Query parameters that carry one-time keys: verification and OAuth round trips. */
const SECRET_PARAMS = new Set(['token', 'code', 'state', 'secret', 'password', 'jwt']);
const REDACTED = '[redacted]';

/**
 * A request URL as it may be written to a log: reset and share-link keys, verification tokens
 * and OAuth codes are replaced, since whoever reads the log could use them.
 */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const safePath = path.replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (query === undefined) return safePath;
  const params = query.split('&').map((pair) => {
    const name = decodeURIComponentSafe(pair.split('=')[0] ?? '');
    return SECRET_PARAMS.has(name.toLowerCase()) ? `${pair.split('=')[0]}=${REDACTED}` : pair;
  });
  return `${safePath}?${params.join('&')}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The platform's logger: pino, with Fastify's request serializer replaced by one that redacts
 * secrets in URLs (Fastify keeps a logger's own serializers over its defaults).
 */
export function createLogger(options: LoggerOptions = {}, destination?: DestinationStream): Logger {
  const settings: LoggerOptions = {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
  return destination ? pino(settings, destination) : pino(settings);
}

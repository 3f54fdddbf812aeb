import { z } from 'zod';
import { parseTrustedProxies } from './net/trusted-proxies';
import { DEFAULT_RESTART_POLICY } from './db/embedded-postgres';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Seconds a host's site is reused without a database lookup (ARCHITECTURE §3; 0 turns it off). */
export const DEFAULT_SITE_CACHE_SECONDS = 30;
export const DEFAULT_JOB_TIMEOUT_SECONDS = 15 * 60;
export const DEFAULT_SESSION_CACHE_SECONDS = 30;

/** Where the integrations' APIs are (spec 2 §7) and Trello's application key. */
export interface IntegrationEndpoints {
  trelloApiUrl: string;
  trelloApiKey: string | null;
  typeformApiUrl: string;
  quicktapsurveyApiUrl: string;
}

export const DEFAULT_INTEGRATION_ENDPOINTS: IntegrationEndpoints = {
  trelloApiUrl: 'https://api.trello.com/1',
  trelloApiKey: null,
  typeformApiUrl: 'https://api.typeform.com',
  quicktapsurveyApiUrl: 'https://www.quicktapsurvey.com/api-v1',
};

/** This server's registration with a sign-in provider (spec 3 §1 external sign-in) and where the provider's endpoints are. */
export interface ProviderApp {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  profileUrl: string;
}

/** The providers this server is registered with; a site switches each on in its settings (enableGoogle, enableFacebook). */
export interface ExternalSignInApps {
  google: ProviderApp | null;
  facebook: ProviderApp | null;
}

export const NO_EXTERNAL_SIGN_IN_APPS: ExternalSignInApps = { google: null, facebook: null };

/**
 * The providers' public endpoints. Google's profile is its OpenID userinfo (with email_verified);
 * Facebook's are unversioned, so they follow the version the Facebook app is set to.
 */
export const DEFAULT_PROVIDER_ENDPOINTS = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  facebook: {
    authorizationUrl: 'https://www.facebook.com/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/me?fields=id,first_name,last_name,name,email',
  },
} as const;

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  /** An external PostgreSQL; without it an embedded one is started with its data in DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** How many times the embedded PostgreSQL is started again after it dies (backoff from 1 s, doubling); 0 never. */
  EMBEDDED_POSTGRES_RESTARTS: z.coerce.number().int().min(0).max(20).default(DEFAULT_RESTART_POLICY.attempts),
  /** Base path of the legacy REST façade (docs/architecture.md §1). */
  LEGACY_BASE_PATH: z
    .string()
    .regex(/^\/[a-z0-9_-]+(\/[a-z0-9_-]+)*$/i, 'a path such as /legacy')
    .default('/legacy'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies' X-Forwarded-* headers give the client's address, host and protocol: none
   * (false, the default), a number of hops ("true" is 1: the load balancer in front), or a
   * comma-separated list of proxy addresses and CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const proxies = parseTrustedProxies(value);
      if (proxies === null) {
        context.addIssue({ code: 'custom', message: 'false, true (one proxy), a number of proxies, or proxy addresses and CIDR ranges separated by commas' });
        return z.NEVER;
      }
      return proxies;
    }),
  /** Signing key of legacy Bearer JWTs; when unset one is generated once and kept in the database. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Seed the demo organisation and users into an empty database. */
  SEED_DEMO: booleanFlag.default(true),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SITE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(DEFAULT_SITE_CACHE_SECONDS),
  /** Upper bound on reusing a session check; changes reach the cache at once through LISTEN (session-cache.ts). */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(DEFAULT_SESSION_CACHE_SECONDS),
  /** Work background jobs (video transcoding…) in the web process; off when `npm run worker` runs them. */
  RUN_JOBS: booleanFlag.default(true),
  /**
   * How long a job may run before it counts as lost (its worker was killed or hangs) and runs
   * again: jobs are written to repeat safely. Video transcoding of long uploads needs minutes.
   */
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(24 * 60 * 60).default(DEFAULT_JOB_TIMEOUT_SECONDS),
  /** Uploaded files: local disk (FILES_DIR, default DATA_DIR/files) unless S3_BUCKET is set. */
  FILES_DIR: z.string().min(1).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** An S3-compatible server other than AWS (MinIO, Ceph, a cloud provider's endpoint). */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** Outgoing mail server, e.g. smtps://user:pass@smtp.example.com:465. Without it mail is kept in the outbox table and logged. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('IdeaHunt <no-reply@localhost>'),
  /** The integrations' APIs (spec 2 §7); a test or a proxy points them elsewhere. */
  TRELLO_API_URL: z.url().default(DEFAULT_INTEGRATION_ENDPOINTS.trelloApiUrl),
  /** Trello's API wants this application's key beside each organisation's token; without it Trello is unavailable. */
  TRELLO_API_KEY: z.string().min(1).optional(),
  TYPEFORM_API_URL: z.url().default(DEFAULT_INTEGRATION_ENDPOINTS.typeformApiUrl),
  QUICKTAPSURVEY_API_URL: z.url().default(DEFAULT_INTEGRATION_ENDPOINTS.quicktapsurveyApiUrl),
  /** This server's OAuth client at Google and at Facebook: both id and secret, or neither (the provider is then unavailable). */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_PROVIDER_ENDPOINTS.google.authorizationUrl),
  GOOGLE_TOKEN_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_PROVIDER_ENDPOINTS.google.tokenUrl),
  GOOGLE_PROFILE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_PROVIDER_ENDPOINTS.google.profileUrl),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTHORIZATION_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_PROVIDER_ENDPOINTS.facebook.authorizationUrl),
  FACEBOOK_TOKEN_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_PROVIDER_ENDPOINTS.facebook.tokenUrl),
  FACEBOOK_PROFILE_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_PROVIDER_ENDPOINTS.facebook.profileUrl),
  /**
   * Lets a site's own OAuth2 provider (its settings) be at http:// and at private, loopback and
   * link-local addresses. Off, the server saves and calls only public https endpoints there, so
   * a site admin cannot make it call cloud metadata or the private network. For development and
   * the tests' local fake provider only.
   */
  OAUTH2_ALLOW_PRIVATE_HOSTS: booleanFlag.default(false),
  /**
   * The platform's address as people reach it: the default site's, and the parent domain of the
   * sites on subdomains. Links in e-mails and exports are built from it (and from each site's own
   * public URL), never from a request's Host header. Defaults to http://localhost:PORT.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The platform's own privacy policy, the footer's privacy link on every site that has set none
   * of its own (spec 3: the default privacy link is an external policy). Unset, such sites show none.
   */
  DEFAULT_PRIVACY_POLICY_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Where to report a vulnerability, as every site's /.well-known/security.txt names it (RFC 9116
   * Contact): a mailto: or https: URI. Unset, mailto:security@ the platform's host.
   */
  SECURITY_CONTACT: z.url({ protocol: /^(mailto|https)$/ }).optional(),
})
  .superRefine((config, issues) => {
    for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
      const id = config[`${provider}_CLIENT_ID`];
      const secret = config[`${provider}_CLIENT_SECRET`];
      if ((id === undefined) !== (secret === undefined)) {
        issues.addIssue({ code: 'custom', path: [id === undefined ? `${provider}_CLIENT_ID` : `${provider}_CLIENT_SECRET`], message: `set together with ${id === undefined ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`}, or leave both unset` });
      }
    }
  });

export type Config = z.infer<typeof configSchema>;

/** The platform's address (PUBLIC_URL), or this machine's when it is not configured. */
export function publicUrlOf(config: Config): string {
  return new URL(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).origin;
}

/** Where the integrations' APIs are, from the configuration. */
export function integrationEndpointsOf(config: Config): IntegrationEndpoints {
  return {
    trelloApiUrl: config.TRELLO_API_URL,
    trelloApiKey: config.TRELLO_API_KEY ?? null,
    typeformApiUrl: config.TYPEFORM_API_URL,
    quicktapsurveyApiUrl: config.QUICKTAPSURVEY_API_URL,
  };
}

/** The sign-in providers this server is registered with, from the configuration. */
export function externalSignInAppsOf(config: Config): ExternalSignInApps {
  const app = (clientId: string | undefined, clientSecret: string | undefined, endpoints: Omit<ProviderApp, 'clientId' | 'clientSecret'>): ProviderApp | null =>
    clientId && clientSecret ? { clientId, clientSecret, ...endpoints } : null;
  return {
    google: app(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, {
      authorizationUrl: config.GOOGLE_AUTHORIZATION_URL,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      profileUrl: config.GOOGLE_PROFILE_URL,
    }),
    facebook: app(config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET, {
      authorizationUrl: config.FACEBOOK_AUTHORIZATION_URL,
      tokenUrl: config.FACEBOOK_TOKEN_URL,
      profileUrl: config.FACEBOOK_PROFILE_URL,
    }),
  };
}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

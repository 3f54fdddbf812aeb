import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks' secret form: the prefix, then the key's bytes in base64. */
const SECRET_PREFIX = 'whsec_';

/** A new endpoint's signing key: 24 random bytes, as Standard Webhooks' own tools make them. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/**
 * The webhook-signature header of the Standard Webhooks spec: "v1," and the base64 HMAC-SHA256,
 * under the secret's key, of "<webhook-id>.<webhook-timestamp>.<body>".
 */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
}

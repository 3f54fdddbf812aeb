import { createHmac } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { AppError } from '#server/errors/app-error.ts';
import { generatedSecret } from '#server/security/generated-secret.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { SpentCaptchaSchema } from '#server/entities/spent-captcha.entity.ts';

/** How long a challenge may take from being handed out to being used (spec: "expires"; a few minutes). */
export const CAPTCHA_VALID_SECONDS = 5 * 60;

/**
 * The proof of work (ALTCHA, deterministic mode): the browser hashes counters from 0 until it
 * meets the one the server picked, so the work is bounded, about 10,000 SHA-256 hashes at most,
 * a fraction of a second in a browser's workers; verifying is one HMAC. SHA-256 runs on the
 * browser's own crypto, so the widget needs no WebAssembly.
 */
const WORK = { algorithm: 'SHA-256', cost: 1, minCounter: 2_000, maxCounter: 10_000 } as const;

const SECRET_NAME = 'captcha-hmac-key';

/** The signing keys, derived from one stored secret: one signs challenges, one the derived key. */
async function captchaKeys(em: EntityManager): Promise<{ challenge: string; derivedKey: string }> {
  const secret = await generatedSecret(em, SECRET_NAME);
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');
  return { challenge: derive('challenge'), derivedKey: derive('derived-key') };
}

/** A new challenge for this site's signup form; it names the site, so it is no good on another. */
export async function createCaptchaChallenge(ctx: AppContext): Promise<Challenge> {
  const keys = await captchaKeys(ctx.em);
  return createChallenge({
    algorithm: WORK.algorithm,
    cost: WORK.cost,
    counter: randomInt(WORK.maxCounter, WORK.minCounter),
    deriveKey,
    data: { site: ctx.site.id },
    expiresAt: new Date(Date.now() + CAPTCHA_VALID_SECONDS * 1000),
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.derivedKey,
  });
}

/** What the widget hands over: base64 of the challenge it was given and its solution. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number(), keyLength: z.number(), keyPrefix: z.string(), expiresAt: z.number() })
      .loose(),
    signature: z.string().min(1).max(128),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }),
});

function decodePayload(payload: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A captcha whose solution is right, for this site and not expired: spend it to use it. */
export interface SolvedCaptcha {
  signature: string;
  expiresAt: Date;
}

/** The solved challenge in a payload, or null when it is malformed, forged, wrong, expired or for another site. */
export async function solvedCaptcha(ctx: AppContext, payload: string): Promise<SolvedCaptcha | null> {
  const decoded = decodePayload(payload);
  if (!decoded || decoded.challenge.parameters.data === undefined) return null;
  const keys = await captchaKeys(ctx.em);
  const result = await verifySolution({
    challenge: decoded.challenge as Challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: keys.challenge,
    hmacKeySignatureSecret: keys.derivedKey,
  });
  // The signature covers the data, so a verified challenge really names the site it was made for.
  const data = decoded.challenge.parameters.data as { site?: unknown };
  if (!result.verified || data.site !== ctx.site.id) return null;
  return { signature: decoded.challenge.signature, expiresAt: new Date(decoded.challenge.parameters.expiresAt * 1000) };
}

export function captchaError(): AppError {
  return new AppError('PLEASE_VERIFY_CAPTCHA', { fieldErrors: { captcha: ['PLEASE_VERIFY_CAPTCHA'] } });
}

/**
 * Marks a solved captcha used, in the caller's transaction: if what it guards fails, the
 * captcha stays usable. A second use, in this process or any other, is refused; a concurrent
 * one waits for the first transaction and is refused if that one commits.
 */
export async function spendCaptcha(em: EntityManager, captcha: SolvedCaptcha): Promise<void> {
  const inserted = await em
    .getConnection()
    .execute<{ signature: string }[]>(
      'insert into spent_captcha (signature, expires_at) values (?, ?) on conflict do nothing returning signature',
      [captcha.signature, captcha.expiresAt],
      'all',
      em.getTransactionContext(),
    );
  if (inserted.length === 0) throw captchaError();
}

/** Drops spent challenges past their expiry, which are refused as expired anyway. */
export async function pruneSpentCaptchas(em: EntityManager): Promise<number> {
  return em.nativeDelete(SpentCaptchaSchema, { expiresAt: { $lt: new Date() } });
}

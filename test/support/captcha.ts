import type { Organisation } from '#server/entities/organisation.entity.ts';
import { callerFor } from './callers';
import { captchaPayload } from './captcha-payload';

/** A challenge from the server for a visitor of `org`, solved for real in this process as a browser would. */
export async function solvedCaptcha(org: Pick<Organisation, 'id'>): Promise<string> {
  const { caller } = await callerFor(null, { org: org as Organisation });
  return captchaPayload(await caller.captcha.challenge());
}
